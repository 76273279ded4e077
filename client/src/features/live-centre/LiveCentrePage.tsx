/**
 * /live, the public Live Centre: the competition's progress, the
 * games live now, the whip-around, the last results, the next fixtures and
 * the table. Anyone may watch, signed in or not.
 */
import { Zap } from 'lucide-react';
import { Link } from 'wouter';
import { Card, cx, EmptyState, ErrorNote, ProgressBar } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { cycleProgress } from './live-centre-logic';
import { LeagueTable, LINK_BUTTON, LiveCentreShell, LiveCentreSkeleton, LiveMatchCard, ResultsList, UpcomingList } from './live-centre-ui';
import { useLiveCentre } from './useLiveCentre';

export const NOTHING_LIVE = 'No matches are live right now — the next tips off soon';

export function LiveCentrePage() {
  const listing = useLiveCentre();
  const data = listing.data;

  if (!data) {
    return (
      <LiveCentreShell>
        <h1 className="text-2xl font-black">Live Centre</h1>
        {listing.isError ? (
          <ErrorNote>
            Could not load the Live Centre: {errorMessage(listing.error, 'the server did not answer')}. It tries again every few seconds.
          </ErrorNote>
        ) : (
          <LiveCentreSkeleton />
        )}
      </LiveCentreShell>
    );
  }

  const { competition } = data;
  const nothingLive = !data.running || data.live.length === 0;
  return (
    <LiveCentreShell>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-court-400">Live Centre</p>
            <h1 className="text-2xl font-black sm:text-3xl">{competition.name}</h1>
            <p className="text-sm text-slate-400">
              Cycle {competition.cycle} · {competition.matchesPlayed} of {competition.matchesTotal} matches played · {competition.rounds}{' '}
              rounds
            </p>
          </div>
          <Link href="/live/follow" className={cx(LINK_BUTTON, 'h-12 px-6 text-base', nothingLive && 'opacity-80')}>
            <Zap aria-hidden="true" className="h-5 w-5" /> Follow the action
          </Link>
        </div>
        <ProgressBar value={cycleProgress(competition)} label="Matches played this cycle" />
        {/* A failed poll keeps the last listing on screen and says it may be old. */}
        {listing.isError ? <p className="text-xs text-amber-300">Could not refresh just now: showing the last scores we had.</p> : null}
      </Card>

      <section aria-labelledby="live-now-title" className="space-y-3">
        <h2 id="live-now-title" className="text-lg font-bold">
          Live now
        </h2>
        {nothingLive ? (
          <EmptyState title={NOTHING_LIVE}>
            {data.running ? 'The programme starts the next fixture as soon as a game ends.' : 'The programme is paused on this server.'}
          </EmptyState>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.live.map((m) => (
              <LiveMatchCard key={m.matchId} match={m} />
            ))}
          </div>
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <ResultsList results={data.results} />
        <UpcomingList upcoming={data.upcoming} />
      </div>

      <LeagueTable rows={data.table} name={competition.name} />
    </LiveCentreShell>
  );
}
