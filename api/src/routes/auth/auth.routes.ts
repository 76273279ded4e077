/**
 * Accounts: sign-in page, register, login, logout, current user, developer settings.
 * Form posts redirect (to / on success, back to the sign-in page with a message
 * code); JSON posts answer the user or a 4xx with a message.
 *
 * Issue 18: every state-changing post is same-origin only; the login e-mail is
 * validated and capped before the rate limiters see it; an unknown e-mail costs
 * the same scrypt as a wrong password; sign-out is a POST.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { emailSchema, loginPayloadSchema, registerPayloadSchema, ROUTES, type LoginPayload } from '@hardwood/shared';
import { forbidden, HttpError, parseInput, unauthorized } from '../../infra/http/errors.js';
import { CROSS_SITE_MESSAGE, requireSameOrigin } from '../../infra/http/same-origin.js';
import { authLimiters, recordSignIn } from './auth-limits.js';
import { renderLoginPage, renderSignOutPage, typedName } from './login-page.js';
import { hashPassword, prepareUnknownAccountCheck, verifyPassword, verifyUnknownAccount } from '../../domain/auth/password.js';
import { mountGroup } from '../http/typed-route.js';
import { codeForMessage, SIGN_IN_MESSAGES, signInMessage, type SignInMessageCode } from './sign-in-messages.js';
import { toUserDto } from '../../models/auth/user-dto.js';
import { UserModel, type UserDoc } from '../../models/auth/user.model.js';
import type { RateStoreFactory } from './shared-rate-store.js';

type Mode = 'login' | 'register';

passport.use(
  new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
    UserModel.findOne({ email: email.trim().toLowerCase() })
      .lean<UserDoc>()
      .then(async (user) => {
        const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyUnknownAccount(password);
        if (!user || !valid) return done(null, false, { message: SIGN_IN_MESSAGES.wrong_credentials });
        return done(null, { id: user._id.toString() });
      })
      .catch(done);
  }),
);
passport.serializeUser((user, done) => done(null, user.id));
passport.deserializeUser((id: string, done) => done(null, { id }));

function wantsJson(req: Request): boolean {
  return req.is('application/json') === 'application/json';
}

/** The login payload, validated and normalised before the limiters run. */
const loginPayloads = new WeakMap<Request, LoginPayload>();

function failAuth(
  req: Request,
  res: Response,
  error: HttpError,
  mode: Mode,
  code: SignInMessageCode = codeForMessage(error.message),
): void {
  if (wantsJson(req)) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  const params = new URLSearchParams({ error: code, mode });
  // Only a valid, normalised, capped address goes back into the page.
  const body = req.body as { email?: unknown; firstName?: unknown; lastName?: unknown } | undefined;
  const email = emailSchema.safeParse(body?.email).data;
  if (email) params.set('email', email);
  // A refused sign-up keeps the names he typed, so he corrects what the message names rather than typing all again.
  if (mode === 'register') {
    const firstName = typedName(body?.firstName);
    const lastName = typedName(body?.lastName);
    if (firstName) params.set('firstName', firstName);
    if (lastName) params.set('lastName', lastName);
  }
  res.redirect(303, `/api/login?${params.toString()}`);
}

function refuse(code: SignInMessageCode, status: number, mode: Mode): (req: Request, res: Response) => void {
  return (req, res) => failAuth(req, res, new HttpError(status, SIGN_IN_MESSAGES[code]), mode, code);
}

function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
}

async function succeedAuth(req: Request, res: Response, userId: string, status: number): Promise<void> {
  // A fresh session id on every sign-in (session fixation).
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  await logIn(req, { id: userId });
  recordSignIn(res);
  const user = await UserModel.findById(userId).lean<UserDoc>();
  if (!user) throw unauthorized();
  if (wantsJson(req)) res.status(status).json(await toUserDto(user));
  else res.redirect(303, '/');
}

/** Validates the login payload first, so oversized or malformed input is refused before it reaches a limiter. */
const parseLogin: RequestHandler = (req, res, next) => {
  try {
    loginPayloads.set(req, parseInput(loginPayloadSchema, req.body));
  } catch (error) {
    return failAuth(req, res, error as HttpError, 'login');
  }
  next();
};

export function authRouter(options: { rateStores?: RateStoreFactory; env?: Readonly<Record<string, string | undefined>> } = {}): Router {
  const router = Router();
  void prepareUnknownAccountCheck();
  const limiters = authLimiters({
    ...(options.rateStores ? { stores: options.rateStores } : {}),
    ...(options.env ? { env: options.env } : {}),
    emailOf: (req) => loginPayloads.get(req)?.email ?? '',
    refuseLogin: refuse('too_many_attempts', 429, 'login'),
    refuseRegister: refuse('too_many_accounts', 429, 'register'),
  });
  const sameOriginForm = (mode: Mode) =>
    requireSameOrigin((req, res) => failAuth(req, res, forbidden(CROSS_SITE_MESSAGE), mode, 'cross_site'));

  router.get('/login', (req, res) => {
    const message = signInMessage(req.query.error);
    const mode = req.query.mode === 'register' ? 'register' : 'login';
    const email = emailSchema.safeParse(req.query.email).data;
    const names = mode === 'register' ? { firstName: typedName(req.query.firstName), lastName: typedName(req.query.lastName) } : {};
    res.type('html').send(renderLoginPage({ ...(message ? { message } : {}), ...(email ? { email } : {}), mode, ...names }));
  });

  router.post('/register', sameOriginForm('register'), limiters.register, async (req, res) => {
    let payload;
    try {
      payload = parseInput(registerPayloadSchema, req.body);
    } catch (error) {
      return failAuth(req, res, error as HttpError, 'register');
    }
    // Hashed before the duplicate check, so an existing e-mail takes as long as a new one.
    const passwordHash = await hashPassword(payload.password);
    try {
      const user = await UserModel.create({ email: payload.email, passwordHash, firstName: payload.firstName, lastName: payload.lastName });
      await succeedAuth(req, res, user._id.toString(), 201);
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) return refuse('account_unavailable', 409, 'register')(req, res);
      throw error;
    }
  });

  router.post('/login', sameOriginForm('login'), parseLogin, limiters.loginPerAddress, limiters.loginPerAccount, (req, res, next) => {
    passport.authenticate('local', (err: unknown, user: Express.User | false) => {
      if (err) return next(err);
      if (!user) return refuse('wrong_credentials', 401, 'login')(req, res);
      succeedAuth(req, res, user.id, 200).catch(next);
    })(req, res, next);
  });

  // Signing out changes state, so only a same-origin POST does it; a cross-site link or image cannot.
  router.post(
    '/logout',
    requireSameOrigin((_req, res) => {
      res.status(403).json({ message: CROSS_SITE_MESSAGE });
    }),
    (req, res, next) => {
      req.logout((err) => {
        if (err) return next(err);
        req.session.destroy(() => {
          res.clearCookie('hardwood.sid', { path: '/' });
          if (wantsJson(req)) res.status(204).end();
          else res.redirect(303, '/');
        });
      });
    },
  );
  // Old links to GET /api/logout get a button that posts; following the link signs nobody out.
  router.get('/logout', (_req, res) => {
    res.type('html').send(renderSignOutPage());
  });

  // Developer check first (403), then the payload (400): a non-developer learns nothing from validation.
  const setSimulateMode = async (user: UserDoc, enabled: boolean) => {
    const updated = await UserModel.findByIdAndUpdate(
      user._id,
      { $set: { simulateMode: enabled } },
      { returnDocument: 'after' },
    ).lean<UserDoc>();
    if (!updated) throw unauthorized();
    return await toUserDto(updated);
  };
  mountGroup(
    router,
    ROUTES.auth,
    { access: 'user' },
    {
      currentUser: ({ user }) => toUserDto(user),
      forceRefreshUser: ({ user }) => toUserDto(user),
      setSimulateMode: { access: 'developer', handle: ({ user, input }) => setSimulateMode(user, input.simulateMode) },
      setSimulateModeByFlag: { access: 'developer', handle: ({ user, input }) => setSimulateMode(user, input.enabled) },
    },
  );

  return router;
}
