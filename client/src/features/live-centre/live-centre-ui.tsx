/**
 * The Live Centre's building blocks: the page frame, a live game's
 * card, the results, the fixtures and the table. Public screens: nothing here
 * needs a signed-in user, and nothing here loads the game server's client.
 */
import { Radio, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LIVE_CLOCK_RESYNC_SECONDS, liveCentreReplayPath, type LiveCentreMatch, type LiveCentreTableRow } from '@hardwood/shared';
import { Badge, Card, CardTitle, cx } from '../../components/ui';
import { GameClock } from '../live/GameClock';
import { matchTitle, periodText } from './live-centre-logic';
import { LISTING_POLL_MS } from './useLiveCentre';

/** A link that looks like the primary button (navigation stays a link for the keyboard, the middle click and the history). */
export const LINK_BUTTON =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-court-500 px-4 text-sm font-semibold text-slate-950 hover:bg-court-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-court-400';
export const LINK_SECONDARY =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-slate-800 px-4 text-sm font-semibold text-slate-100 hover:bg-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-court-400';

export function LiveCentreShell({ children, back }: { children: ReactNode; back?: { href: string; label: string } }) {
  return (
    <div className="min-h-dvh bg-[radial-gradient(ellipse_at_top,_rgba(249,115,22,0.12),_transparent_55%)]">
      <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 text-lg font-black tracking-tight">
            <img src="/favicon.svg" alt="" className="h-6 w-6" /> Hardwood
          </Link>
          <Link href="/live" className="flex items-center gap-1.5 text-sm font-semibold text-court-400 hover:underline">
            <Radio aria-hidden="true" className="h-4 w-4" /> Live Centre
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-6 px-4 pb-16 pt-4">
        {back ? (
          <Link href={back.href} className="inline-block text-sm text-slate-400 hover:text-slate-100 hover:underline">
            ← {back.label}
          </Link>
        ) : null}
        {children}
      </main>
    </div>
  );
}

/**
 * A listed game's clock, run from the poll: the listing carries the room's
 * clock when it answered, so it may run on until the next poll is due.
 */
export function ListingClock({ match, className }: { match: LiveCentreMatch; className?: string }) {
  return (
    <GameClock
      clock={match.clock}
      status={match.matchStatus}
      quarter={match.quarter}
      tickMs={match.tickMs}
      resyncSeconds={Math.ceil(LISTING_POLL_MS / match.tickMs) + LIVE_CLOCK_RESYNC_SECONDS}
      className={cx('font-mono tabular-nums', className)}
    />
  );
}

export function LiveDot() {
  return <span aria-hidden="true" className="inline-block h-2 w-2 animate-pulse rounded-full bg-red-500" />;
}

export function LiveMatchCard({ match }: { match: LiveCentreMatch }) {
  const rows = [
    { team: match.home, score: match.homeScore },
    { team: match.away, score: match.awayScore },
  ];
  return (
    <article
      aria-label={matchTitle(match)}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/80 p-4"
      data-testid="live-match-card"
    >
      <div className="flex items-center justify-between text-xs text-slate-400">
        <span className="flex items-center gap-1.5 font-semibold text-red-300">
          <LiveDot /> LIVE
        </span>
        <span className="flex items-center gap-1" title="Watching now">
          <Users aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">Spectators: </span>
          {match.spectators}
        </span>
      </div>
      <dl className="space-y-1">
        {rows.map(({ team, score }) => (
          <div key={team.id} className="flex items-center justify-between gap-2">
            <dt className="min-w-0 truncate font-semibold">
              {team.name} <span className="text-xs font-normal text-slate-500">{team.country}</span>
            </dt>
            <dd className="font-mono text-2xl font-black tabular-nums">{score}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm text-slate-300">
          <Badge tone="orange">{periodText(match)}</Badge>
          {match.matchStatus === 'playing' || match.matchStatus === 'paused' ? <ListingClock match={match} /> : null}
        </span>
        <Link href={`/live/${match.matchId}`} className={cx(LINK_BUTTON, 'h-9')} aria-label={`Watch ${matchTitle(match)}`}>
          Watch
        </Link>
      </div>
    </article>
  );
}

export function ResultsList({ results }: { results: readonly LiveCentreMatch[] }) {
  return (
    // min-w-0: long names truncate inside a grid column instead of widening it past a phone's screen.
    <Card className="min-w-0">
      <CardTitle>Last results</CardTitle>
      {results.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">No results yet: the first games are under way.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-800 text-sm">
          {results.map((m) => (
            <li key={m.matchId} className="grid grid-cols-[1fr_auto_1fr_auto] items-center gap-2 py-1.5">
              <span className={cx('truncate text-right', m.homeScore > m.awayScore && 'font-semibold')}>{m.home.name}</span>
              <span className="font-mono tabular-nums text-slate-200">
                {m.homeScore}-{m.awayScore}
              </span>
              <span className={cx('truncate', m.awayScore > m.homeScore && 'font-semibold')}>{m.away.name}</span>
              <Link
                href={liveCentreReplayPath(m.matchId)}
                className="text-xs text-sky-400 hover:underline"
                aria-label={`Replay ${m.home.name} ${m.homeScore}-${m.awayScore} ${m.away.name}`}
              >
                Replay
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function UpcomingList({ upcoming }: { upcoming: readonly LiveCentreMatch[] }) {
  return (
    // min-w-0: long names truncate inside a grid column instead of widening it past a phone's screen.
    <Card className="min-w-0">
      <CardTitle>Up next</CardTitle>
      {upcoming.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">The next fixtures are drawn when this cycle ends.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-800 text-sm">
          {upcoming.map((m) => (
            <li key={m.matchId} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate">{matchTitle(m)}</span>
              <span className="shrink-0 text-xs text-slate-500">Round {m.round}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const TABLE_COLUMNS = [
  { key: 'played', label: 'P', title: 'Played' },
  { key: 'wins', label: 'W', title: 'Won' },
  { key: 'losses', label: 'L', title: 'Lost' },
  { key: 'pointsFor', label: 'PF', title: 'Points for' },
  { key: 'pointsAgainst', label: 'PA', title: 'Points against' },
  { key: 'points', label: 'Pts', title: 'League points' },
] as const;

export function LeagueTable({ rows, name }: { rows: readonly LiveCentreTableRow[]; name: string }) {
  return (
    <Card className="overflow-x-auto">
      <CardTitle>Table</CardTitle>
      <table className="mt-2 w-full min-w-[480px] text-sm" aria-label={`${name} table`}>
        <thead className="text-xs uppercase text-slate-400">
          <tr>
            <th scope="col" className="w-8 py-1 text-left">
              <abbr title="Position">#</abbr>
            </th>
            <th scope="col" className="py-1 text-left">
              Team
            </th>
            {TABLE_COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="px-1 py-1 text-right">
                <abbr title={c.title} className="no-underline">
                  {c.label}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.team.id} className="border-t border-slate-800" data-testid="live-centre-table-row">
              <td className="py-1.5 text-slate-400">{r.position}</td>
              <td className="truncate py-1.5 font-medium">{r.team.name}</td>
              {TABLE_COLUMNS.map((c) => (
                <td key={c.key} className={cx('px-1 py-1.5 text-right tabular-nums', c.key === 'points' && 'font-bold text-court-400')}>
                  {r[c.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Placeholders the size of the content, so nothing jumps when the listing arrives. */
export function LiveCentreSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the Live Centre">
      <div className="h-20 animate-pulse rounded-xl bg-slate-900" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-xl bg-slate-900" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-slate-900" />
    </div>
  );
}
