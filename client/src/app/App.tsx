/**
 * Routes and the authentication gate: a loading screen while
 * the current user resolves; visitors get the landing page, managers without
 * a club the setup, the rest the hub. /rules is public; anything else is 404.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { domAnimation, LazyMotion } from 'framer-motion';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Route, Switch, useLocation, useParams } from 'wouter';
import { Toaster } from '../components/Toaster';
import { HUB_PATHS } from '../features/hub/tabs';
import { LandingPage } from '../features/landing/LandingPage';
import { MATCH_LIVE_ROUTE } from '../features/live/match-path';
import {
  FRIENDLIES_PATH,
  FRIENDLY_CHALLENGE_ROUTE,
  FRIENDLY_MATCH_ROUTE,
  FRIENDLY_REPLAY_ROUTE,
  takePendingChallenge,
} from '../features/friendlies/friendly-paths';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { GAME_PLAN_PATH } from '../features/game-plan/game-plan-path';
import { LEAGUE_ROUTE, LEAGUES_PATH } from '../features/leagues/league-paths';
import { HALL_OF_FAME_MEMBER_ROUTE, HALL_OF_FAME_PATH, RECORDS_PATH } from '../features/history/history-paths';

// Visitors download the landing page only; the rest loads when it is needed.
const Hub = lazy(() => import('../features/hub/Hub').then((m) => ({ default: m.Hub })));
const SetupFlow = lazy(() => import('../features/setup/SetupFlow').then((m) => ({ default: m.SetupFlow })));
const RulesPage = lazy(() => import('../features/rules/RulesPage').then((m) => ({ default: m.RulesPage })));
// The Live Centre: public, signed in or not; the viewers bring the game server's client with them.
const LiveCentrePage = lazy(() => import('../features/live-centre/LiveCentrePage').then((m) => ({ default: m.LiveCentrePage })));
const FollowPage = lazy(() => import('../features/live-centre/FollowPage').then((m) => ({ default: m.FollowPage })));
const LiveCentreReplayPage = lazy(() =>
  import('../features/live-centre/LiveCentreReplayPage').then((m) => ({ default: m.LiveCentreReplayPage })),
);
const LiveMatchPage = lazy(() => import('../features/live-centre/LiveMatchPage').then((m) => ({ default: m.LiveMatchPage })));
// The manager's own live match: a page of its own, with the game server's client.
const ManagerMatchPage = lazy(() => import('../features/live/ManagerMatchPage').then((m) => ({ default: m.ManagerMatchPage })));
// A career's pages outside the hub's tabs: players, the player database, match reports, club histories, awards.
const PlayerPage = lazy(() => import('../features/players/PlayerPage').then((m) => ({ default: m.PlayerPage })));
const PlayerDatabasePage = lazy(() => import('../features/players/PlayerDatabasePage').then((m) => ({ default: m.PlayerDatabasePage })));
const MatchReportPage = lazy(() => import('../features/history/MatchReportPage').then((m) => ({ default: m.MatchReportPage })));
// A played game again, with the review of the manager's decisions.
const MatchReplayPage = lazy(() => import('../features/match-view/MatchReplayPage').then((m) => ({ default: m.MatchReplayPage })));
const ClubHistoryPage = lazy(() => import('../features/history/ClubHistoryPage').then((m) => ({ default: m.ClubHistoryPage })));
// The game plan editor: how the side is coached in the games the manager does not watch.
const GamePlanPage = lazy(() => import('../features/game-plan/GamePlanPage').then((m) => ({ default: m.GamePlanPage })));
// Leagues of managers: the list (and founding one), a league's page (and its invite link).
const LeaguesPage = lazy(() => import('../features/leagues/LeaguesPage').then((m) => ({ default: m.LeaguesPage })));
const LeaguePage = lazy(() => import('../features/leagues/LeaguePage').then((m) => ({ default: m.LeaguePage })));
const AwardsPage = lazy(() => import('../features/history/AwardsPage').then((m) => ({ default: m.AwardsPage })));
// The world's Hall of Fame (and a member's entry) and its records.
const HallOfFamePage = lazy(() => import('../features/history/HallOfFamePage').then((m) => ({ default: m.HallOfFamePage })));
const HallOfFameMemberPage = lazy(() =>
  import('../features/history/HallOfFameMemberPage').then((m) => ({ default: m.HallOfFameMemberPage })),
);
const RecordsPage = lazy(() => import('../features/history/RecordsPage').then((m) => ({ default: m.RecordsPage })));
// Friendlies: the manager's list, a challenge link, the match (coaches and spectators) and its replay.
const FriendliesPage = lazy(() => import('../features/friendlies/FriendliesPage').then((m) => ({ default: m.FriendliesPage })));
const ChallengePage = lazy(() => import('../features/friendlies/ChallengePage').then((m) => ({ default: m.ChallengePage })));
const FriendlyMatchPage = lazy(() => import('../features/friendlies/FriendlyMatchPage').then((m) => ({ default: m.FriendlyMatchPage })));
const FriendlyReplayPage = lazy(() => import('../features/friendlies/FriendlyReplayPage').then((m) => ({ default: m.FriendlyReplayPage })));
import { createQueryClient } from '../lib/query';
import { useUser } from '../lib/queries';

export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4" role="status" aria-label="Loading">
      <div className="h-12 w-12 animate-spin rounded-full border-4 border-slate-700 border-t-court-500" />
      <p className="text-slate-300">Loading Hardwood…</p>
    </div>
  );
}

/** What a hub path shows, by who is asking. */
function Home() {
  const { data: user, isLoading } = useUser();
  const [, navigate] = useLocation();
  // A challenge link opened while signed out (or before the club was set up) opens again now.
  const ready = user?.isSetupComplete === true;
  useEffect(() => {
    if (!ready) return;
    const pending = takePendingChallenge();
    if (pending) navigate(pending);
  }, [ready, navigate]);
  if (isLoading) return <LoadingScreen />;
  if (!user) return <LandingPage />;
  if (!user.isSetupComplete) return <SetupFlow user={user} />;
  return <Hub user={user} />;
}

/** The manager's live match for a manager whose club is set up; anyone else gets what "/" would show them. */
function ManagerMatch() {
  const { matchId = '' } = useParams<{ matchId: string }>();
  // A new match id is a new room: a fresh page, nothing carried over.
  return (
    <CareerOnly>
      <ManagerMatchPage key={matchId} matchId={matchId} />
    </CareerOnly>
  );
}

/** A career page: shown to a manager whose club is set up; a visitor gets the landing page, a new manager the setup. */
function CareerOnly({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useUser();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <LandingPage />;
  if (!user.isSetupComplete) return <SetupFlow user={user} />;
  return children;
}

/** The manager's friendlies, for a manager whose club is set up. */
function Friendlies() {
  return (
    <CareerOnly>
      <FriendliesPage />
    </CareerOnly>
  );
}

/** A challenge link: the page says what to do first when signed out or without a club. */
function Challenge() {
  const { token = '' } = useParams<{ token: string }>();
  const { data: user, isLoading } = useUser();
  if (isLoading) return <LoadingScreen />;
  return <ChallengePage key={token} token={token} user={user ?? null} />;
}

/** A friendly's link: its coaches play it, anyone else watches (signed in or not). */
function FriendlyMatch() {
  const { key = '' } = useParams<{ key: string }>();
  const { data: user, isLoading } = useUser();
  if (isLoading) return <LoadingScreen />;
  return <FriendlyMatchPage key={key} friendlyKey={key} signedIn={Boolean(user)} />;
}

function FriendlyReplay() {
  const { key = '' } = useParams<{ key: string }>();
  return <FriendlyReplayPage key={key} friendlyKey={key} />;
}

export function Routes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        <Route path="/rules" component={RulesPage} />
        <Route path="/live" component={LiveCentrePage} />
        <Route path="/live/follow" component={FollowPage} />
        <Route path="/live/replay/:matchId">{(params) => <LiveCentreReplayPage key={params.matchId} matchId={params.matchId} />}</Route>
        <Route path="/live/:matchId" component={LiveMatchPage} />
        <Route path={MATCH_LIVE_ROUTE} component={ManagerMatch} />
        <Route path="/player/:playerId">{(params) => <CareerOnly>{<PlayerPage playerId={params.playerId} />}</CareerOnly>}</Route>
        <Route path="/players">{() => <CareerOnly>{<PlayerDatabasePage />}</CareerOnly>}</Route>
        <Route path="/match/:gameId">{(params) => <CareerOnly>{<MatchReportPage gameId={params.gameId} />}</CareerOnly>}</Route>
        <Route path="/match/:gameId/replay">
          {(params) => <CareerOnly>{<MatchReplayPage key={params.gameId} gameId={params.gameId} />}</CareerOnly>}
        </Route>
        <Route path="/club/:teamId/history">{(params) => <CareerOnly>{<ClubHistoryPage teamId={params.teamId} />}</CareerOnly>}</Route>
        <Route path={GAME_PLAN_PATH}>{() => <CareerOnly>{<GamePlanPage />}</CareerOnly>}</Route>
        <Route path="/awards">{() => <CareerOnly>{<AwardsPage />}</CareerOnly>}</Route>
        <Route path={HALL_OF_FAME_PATH}>{() => <CareerOnly>{<HallOfFamePage />}</CareerOnly>}</Route>
        <Route path={HALL_OF_FAME_MEMBER_ROUTE}>
          {(params) => <CareerOnly>{<HallOfFameMemberPage key={params.playerId} playerId={params.playerId} />}</CareerOnly>}
        </Route>
        <Route path={RECORDS_PATH}>{() => <CareerOnly>{<RecordsPage />}</CareerOnly>}</Route>
        <Route path={LEAGUES_PATH}>{() => <CareerOnly>{<LeaguesPage />}</CareerOnly>}</Route>
        <Route path={LEAGUE_ROUTE}>{(params) => <CareerOnly>{<LeaguePage key={params.id} id={params.id} />}</CareerOnly>}</Route>
        <Route path={FRIENDLIES_PATH} component={Friendlies} />
        <Route path={FRIENDLY_CHALLENGE_ROUTE} component={Challenge} />
        <Route path={FRIENDLY_REPLAY_ROUTE} component={FriendlyReplay} />
        <Route path={FRIENDLY_MATCH_ROUTE} component={FriendlyMatch} />
        {HUB_PATHS.map((path) => (
          <Route key={path} path={path} component={Home} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <LazyMotion features={domAnimation} strict>
        <Routes />
        <Toaster />
      </LazyMotion>
    </QueryClientProvider>
  );
}
