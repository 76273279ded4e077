/**
 * The Express application: JSON and form bodies, database-backed sessions,
 * passport, every feature router under /api, and the built client (or a
 * minimal page pointing to sign-in when the client has not been built).
 */
import { academyRouter } from './academy/academy.routes.js';
import { youthScoutingRouter } from './youth-scouting/youth-scouting.routes.js';
import { cupRouter } from './cup/cup.routes.js';
import { editorRouter } from './editor/editor.routes.js';
import { loansRouter } from './loans/loans.routes.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LiveTokenSigner } from '@hardwood/game-server';
import express, { type Express } from 'express';
import session from 'express-session';
import passport from 'passport';
import { authRouter } from './auth/auth.routes.js';
import { configureDevelopers } from '../infra/config/developers.js';
import type { RateStoreFactory } from './auth/shared-rate-store.js';
import { MongooseSessionStore } from '../models/auth/session.model.js';
import { careerRouter } from './career/career.routes.js';
import { catalogueRouter } from './catalogue/catalogue.routes.js';
import { sessionSecret } from '../infra/config/config.js';
import { dashboardRouter } from './dashboard/dashboard.routes.js';
import { bodyShapeGuard, bodySizeGuard } from '../infra/http/body-guard.js';
import { errorHandler } from '../infra/http/errors.js';
import { FORM_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from '../infra/http/limits.js';
import { securityHeaders } from '../infra/http/security-headers.js';
import { privateByDefault } from '../infra/http/cache-control.js';
import { refuseCrossSiteWrites } from '../infra/http/same-origin.js';
import { NON_JSON_ROUTES } from '@hardwood/shared';
import { historyRouter } from './history/history.routes.js';
import { lineupRouter } from './lineup/lineup.routes.js';
import { liveCentreRouter } from './live-centre/live-centre.routes.js';
import type { LiveCentreProgramme } from '../domain/live-centre/programme.js';
import { liveRouter } from './live/live.routes.js';
import { matchesRouter } from './matches/matches.routes.js';
import { moneyRouter } from './money/money.routes.js';
import { officeRouter } from './office/office.routes.js';
import { playersRouter } from './players/players.routes.js';
import { seasonRouter } from './season/season.routes.js';
import { teamsRouter } from './teams/teams.routes.js';
import { transfersRouter } from './transfers/transfers.routes.js';
import { tradingBlockRouter } from './trading-block/trading-block.routes.js';
import { contractsRouter } from './economy/contracts.routes.js';
import { moraleRouter } from './morale/morale.routes.js';
import { friendliesRouter } from './friendlies/friendlies.routes.js';
import { gamePlanRouter } from './game-plan/game-plan.routes.js';
import { leagueMarketRouter } from './league-market/league-market.routes.js';
import { leaguesRouter } from './leagues/leagues.routes.js';
import { boardRouter } from './board/board.routes.js';

export interface AppOptions {
  /** Folder of the built client; served with an SPA fallback when present. */
  clientDir?: string;
  sessionSecret?: string;
  /** Signs live match tokens; shared with the game server's rooms. */
  liveTokens?: LiveTokenSigner;
  /** The Live Centre's programme of AI matches; without it the listing says nothing is running. */
  liveCentre?: LiveCentreProgramme | null;
  /** Rate-limit counters shared by every process (Redis); by default each process counts alone. */
  rateStores?: RateStoreFactory;
  /** Settings over the process environment's for this app (developer accounts, sign-in limits, proxy): tests give their own instead of changing process.env. */
  env?: Readonly<Record<string, string | undefined>>;
}

export const SESSION_COOKIE = 'hardwood.sid';

export function createApp(options: AppOptions = {}): { app: Express; sessionStore: MongooseSessionStore } {
  const env = { ...process.env, ...options.env };
  if (options.env) configureDevelopers(env);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY === '1' ? 1 : false);
  // First, so every answer (the client, /api, errors) carries the baseline headers.
  app.use(securityHeaders());

  // Throws in production without a strong SESSION_SECRET (infra/config/config.ts).
  const secret = options.sessionSecret ?? sessionSecret();
  const sessionStore = new MongooseSessionStore();

  const api = express.Router();
  // First, so refusals and errors are not cached either; a cacheable route sets its own.
  api.use(privateByDefault());
  // Before the parsers: a cross-site write is refused unread. The sign-in forms check for themselves (a form is sent back to its page).
  api.use(
    refuseCrossSiteWrites(
      env,
      NON_JSON_ROUTES.filter((r) => r.method !== 'GET').map((r) => r.path),
    ),
  );
  api.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  api.use(express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT_BYTES }));
  api.use(bodyShapeGuard());
  api.use(
    session({
      name: SESSION_COOKIE,
      secret,
      store: sessionStore,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: env.COOKIE_SECURE === '1',
        maxAge: 14 * 24 * 3600 * 1000,
      },
    }),
  );
  api.use(passport.initialize());
  api.use(passport.session());
  api.use(authRouter({ env, ...(options.rateStores ? { rateStores: options.rateStores } : {}) }));
  api.use(catalogueRouter());
  api.use(careerRouter());
  api.use(teamsRouter());
  api.use(playersRouter());
  api.use(seasonRouter());
  api.use(dashboardRouter());
  api.use(lineupRouter());
  api.use(matchesRouter());
  api.use(transfersRouter());
  api.use(tradingBlockRouter());
  api.use(moneyRouter());
  api.use(officeRouter());
  api.use(gamePlanRouter());
  api.use(leagueMarketRouter({ env }));
  api.use(leaguesRouter());
  api.use(contractsRouter());
  api.use(moraleRouter());
  api.use(loansRouter());
  api.use(editorRouter());
  api.use(academyRouter());
  api.use(youthScoutingRouter());
  api.use(cupRouter());
  api.use(historyRouter());
  api.use(boardRouter());
  const liveTokens = options.liveTokens ?? new LiveTokenSigner();
  api.use(liveRouter(liveTokens));
  api.use(liveCentreRouter(liveTokens, options.liveCentre ?? null, options.rateStores ? { rateStores: options.rateStores } : {}));
  api.use(friendliesRouter(liveTokens, options.rateStores ? { rateStores: options.rateStores } : {}));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  api.use(errorHandler);
  // On every path, right before the /api parsers: no body is read past its limit.
  app.use(bodySizeGuard());
  app.use('/api', api);

  const clientDir = options.clientDir;
  const indexHtml = clientDir ? path.join(clientDir, 'index.html') : null;
  if (clientDir && indexHtml && existsSync(indexHtml)) {
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
    app.get(/.*/, (_req, res) => res.sendFile(indexHtml));
  } else {
    app.get(/.*/, (_req, res) => {
      res
        .type('html')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hardwood</title></head>' +
            '<body style="font-family:system-ui;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0">' +
            '<main><h1>Hardwood</h1><p>The client has not been built yet. The API is running.</p><p><a style="color:#fdba74" href="/api/login">Sign in</a></p></main></body></html>',
        );
    });
  }
  // Other methods outside /api (the SPA answers GET only), and errors of static files.
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(errorHandler);
  return { app, sessionStore };
}
