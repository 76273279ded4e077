/**
 * The landing page's "Watch live": the Live Centre's games in
 * progress, for visitors before they sign up. It reads the listing only (no
 * game server client on the landing chunk) and disappears if the listing
 * fails or the programme is off, so the landing page never shows an error.
 */
import { Radio } from 'lucide-react';
import { Link } from 'wouter';
import { matchTitle, periodText } from './live-centre-logic';
import { LINK_BUTTON, ListingClock, LiveDot } from './live-centre-ui';
import { useLiveCentre } from './useLiveCentre';

/** Enough for a glance; the Live Centre has the rest. */
const LANDING_MATCHES = 4;

export function WatchLiveSection() {
  const listing = useLiveCentre();
  const data = listing.data;
  if (listing.isError || (data && !data.running)) return null;
  const live = data?.live.slice(0, LANDING_MATCHES) ?? [];
  return (
    <section aria-labelledby="watch-live-title" className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/60 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="watch-live-title" className="flex items-center gap-2 text-2xl font-bold">
            <Radio aria-hidden="true" className="h-6 w-6 text-red-400" /> Watch live
          </h2>
          <p className="text-sm text-slate-400">
            {data?.competition.name ?? 'The Live League'}: Europe's strongest teams, played by the AI around the clock. No account needed.
          </p>
        </div>
        <Link href="/live" className={LINK_BUTTON}>
          Open the Live Centre
        </Link>
      </div>
      {!data ? (
        // Holds the list's space while the first listing loads.
        <div className="h-24 animate-pulse rounded-xl bg-slate-900" role="status" aria-label="Loading live games" />
      ) : live.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-700 p-4 text-center text-slate-300">
          No matches are live right now — the next tips off soon.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {live.map((m) => (
            <li key={m.matchId}>
              <Link
                href={`/live/${m.matchId}`}
                aria-label={`Watch ${matchTitle(m)}, ${m.homeScore} to ${m.awayScore}, ${periodText(m)}`}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-xl border border-slate-800 bg-slate-950/60 p-3 hover:border-court-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-court-400"
                data-testid="watch-live-match"
              >
                <span className="min-w-0 truncate font-semibold">{m.home.name}</span>
                <span className="font-mono text-lg font-black tabular-nums">{m.homeScore}</span>
                <span className="min-w-0 truncate font-semibold">{m.away.name}</span>
                <span className="font-mono text-lg font-black tabular-nums">{m.awayScore}</span>
                <span className="col-span-2 flex items-center gap-2 text-xs text-slate-400">
                  <LiveDot /> {periodText(m)}
                  {m.matchStatus === 'playing' || m.matchStatus === 'paused' ? <ListingClock match={m} /> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
