/**
 * Accounts: sign-in page, register, login, logout, current user, developer settings.
 * Form posts redirect (to / on success, back to the sign-in page with the error);
 * JSON posts answer the user or a 4xx with a message.
 */
import { Router, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { loginPayloadSchema, registerPayloadSchema, simulateModePatchSchema, simulateModePostSchema } from '@hardwood/shared';
import { conflict, HttpError, parseInput, unauthorized } from '../http/errors.js';
import { renderLoginPage } from './login-page.js';
import { hashPassword, verifyPassword } from './password.js';
import { currentUser, requireDeveloper } from './require-user.js';
import { toUserDto } from './user-dto.js';
import { UserModel, type UserDoc } from './user.model.js';

const WRONG_CREDENTIALS = 'Incorrect e-mail or password';

passport.use(
  new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
    UserModel.findOne({ email: email.trim().toLowerCase() })
      .lean<UserDoc>()
      .then(async (user) => {
        if (!user || !(await verifyPassword(password, user.passwordHash))) return done(null, false, { message: WRONG_CREDENTIALS });
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

function failAuth(req: Request, res: Response, error: HttpError, mode: 'login' | 'register'): void {
  if (wantsJson(req)) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  const email = typeof req.body?.email === 'string' ? req.body.email : '';
  const params = new URLSearchParams({ error: error.message, mode, email });
  res.redirect(303, `/api/login?${params.toString()}`);
}

function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
}

async function succeedAuth(req: Request, res: Response, userId: string, status: number): Promise<void> {
  // A fresh session id on every sign-in (session fixation).
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  await logIn(req, { id: userId });
  const user = await UserModel.findById(userId).lean<UserDoc>();
  if (!user) throw unauthorized();
  if (wantsJson(req)) res.status(status).json(toUserDto(user));
  else res.redirect(303, '/');
}

export function authRouter(): Router {
  const router = Router();
  const loginLimiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: Number(process.env.LOGIN_RATE_LIMIT ?? 10),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Per address and account, so one visitor cannot lock out everyone behind a shared address.
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')}|${String(req.body?.email ?? '').trim().toLowerCase()}`,
    handler: (req, res) => failAuth(req, res, new HttpError(429, 'Too many sign-in attempts. Please wait a few minutes and try again.'), 'login'),
  });
  const registerLimiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: Number(process.env.REGISTER_RATE_LIMIT ?? 50),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => failAuth(req, res, new HttpError(429, 'Too many accounts created. Please try again later.'), 'register'),
  });

  router.get('/login', (req, res) => {
    const error = typeof req.query.error === 'string' ? req.query.error : undefined;
    const email = typeof req.query.email === 'string' ? req.query.email : undefined;
    const mode = req.query.mode === 'register' ? 'register' : 'login';
    res.type('html').send(renderLoginPage({ ...(error ? { error } : {}), ...(email ? { email } : {}), mode }));
  });

  router.post('/register', registerLimiter, async (req, res) => {
    let payload;
    try {
      payload = parseInput(registerPayloadSchema, req.body);
    } catch (error) {
      return failAuth(req, res, error as HttpError, 'register');
    }
    const passwordHash = await hashPassword(payload.password);
    try {
      const user = await UserModel.create({ email: payload.email, passwordHash, firstName: payload.firstName, lastName: payload.lastName });
      await succeedAuth(req, res, user._id.toString(), 201);
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) {
        return failAuth(req, res, conflict('An account with this e-mail already exists'), 'register');
      }
      throw error;
    }
  });

  router.post('/login', loginLimiter, async (req, res, next) => {
    try {
      parseInput(loginPayloadSchema, req.body);
    } catch (error) {
      return failAuth(req, res, error as HttpError, 'login');
    }
    passport.authenticate('local', (err: unknown, user: Express.User | false, info?: { message?: string }) => {
      if (err) return next(err);
      if (!user) return failAuth(req, res, unauthorized(info?.message ?? WRONG_CREDENTIALS), 'login');
      succeedAuth(req, res, user.id, 200).catch(next);
    })(req, res, next);
  });

  router.get('/logout', (req, res, next) => {
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy(() => {
        res.clearCookie('hardwood.sid', { path: '/' });
        res.redirect('/');
      });
    });
  });

  router.get('/auth/user', async (req, res) => {
    res.json(toUserDto(await currentUser(req)));
  });

  router.post('/auth/user/force-refresh', async (req, res) => {
    res.json(toUserDto(await currentUser(req)));
  });

  // Developer check first (403), then the payload (400): a non-developer learns nothing from validation.
  const setSimulateMode = async (req: Request, res: Response, readEnabled: () => boolean) => {
    const user = await requireDeveloper(req);
    const enabled = readEnabled();
    const updated = await UserModel.findByIdAndUpdate(user._id, { $set: { simulateMode: enabled } }, { returnDocument: 'after' }).lean<UserDoc>();
    if (!updated) throw unauthorized();
    res.json(toUserDto(updated));
  };
  router.patch('/auth/user/simulate-mode', async (req, res) => {
    await setSimulateMode(req, res, () => parseInput(simulateModePatchSchema, req.body).simulateMode);
  });
  router.post('/user/simulate-mode', async (req, res) => {
    await setSimulateMode(req, res, () => parseInput(simulateModePostSchema, req.body).enabled);
  });

  return router;
}
