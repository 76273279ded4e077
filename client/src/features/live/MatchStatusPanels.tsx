/** The panels between and after the periods: the break, and the final score. Who may act adds its own buttons. */
import { useMemo, type ReactNode } from 'react';
import { eventStamp, periodPlusMinus, type LiveEventView, type LiveMatchView, type LiveTeamView } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { automaticChanges } from './auto-substitutions';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** One side at the break: who is on court and on the bench, each with energy and the period's plus-minus, so a substitution is an informed one. */
function BreakTeam({ team, plusMinus }: { team: LiveTeamView; plusMinus: ReadonlyMap<string, number> }) {
  const onCourt = new Set(team.onCourt);
  const players = [...team.players]
    .filter((p) => !p.fouledOut && !p.injured)
    .sort((a, b) => Number(onCourt.has(b.id)) - Number(onCourt.has(a.id)) || b.energy - a.energy);
  return (
    <div className="min-w-0 flex-1 text-left">
      <p className="mb-1 truncate text-xs font-semibold text-slate-300">{team.name}</p>
      <table className="w-full text-xs tabular-nums" data-testid="break-team">
        <thead className="text-slate-500">
          <tr>
            <th className="text-left font-normal">Player</th>
            <th className="font-normal">Energy</th>
            <th className="font-normal" title="Plus-minus this period">
              +/-
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => {
            const pm = plusMinus.get(p.id) ?? 0;
            return (
              <tr key={p.id} className={cx('border-t border-slate-800/60', !onCourt.has(p.id) && 'text-slate-400')}>
                <td className="truncate py-0.5 pr-1">
                  {p.name} <span className="text-slate-500">{onCourt.has(p.id) ? p.slot : 'bench'}</span>
                </td>
                <td className={cx('text-center', p.energy < 45 ? 'text-red-400' : p.energy < 70 ? 'text-amber-300' : 'text-emerald-300')}>
                  {p.energy}%
                </td>
                <td className={cx('text-center', pm > 0 ? 'text-emerald-300' : pm < 0 ? 'text-red-400' : 'text-slate-400')}>
                  {signed(pm)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What the automatic substitutions did in the period: each with its stamp and reason, as the feed said it. */
function AutomaticChanges({ feed, period, label }: { feed: readonly LiveEventView[]; period: number; label: string }) {
  const changes = useMemo(() => automaticChanges(feed, period), [feed, period]);
  return (
    <section className="mt-3 text-left text-sm" aria-label={`Automatic substitutions in ${label}`}>
      <h4 className="font-semibold text-slate-300">Automatic substitutions in {label}</h4>
      {changes.length === 0 ? (
        <p className="text-slate-400">None this period.</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-slate-300" data-testid="automatic-changes">
          {changes.map((e) => (
            <li key={e.seq}>
              <span className="font-mono text-slate-400">{eventStamp(e)}</span> {e.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BreakPanel({
  view,
  feed = [],
  note,
  children,
}: {
  view: LiveMatchView;
  feed?: readonly LiveEventView[];
  note: string;
  children?: ReactNode;
}) {
  const plusMinus = useMemo(
    () => periodPlusMinus(feed, { home: view.home.onCourt, away: view.away.onCourt }, view.quarter),
    [feed, view.home.onCourt, view.away.onCourt, view.quarter],
  );
  return (
    <div className="rounded-xl border border-court-600/50 bg-court-500/10 p-4 text-center" role="status">
      <p className="font-semibold">
        {view.quarter >= 4 ? 'Tied after regulation: overtime (European Rules)' : `End of ${view.periodLabel}`}
      </p>
      <p className="text-sm text-slate-300">{note}</p>
      {feed.length > 0 ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row" aria-label={`Energy and plus-minus in ${view.periodLabel}`}>
          <BreakTeam team={view.home} plusMinus={plusMinus} />
          <BreakTeam team={view.away} plusMinus={plusMinus} />
        </div>
      ) : null}
      {feed.length > 0 ? <AutomaticChanges feed={feed} period={view.quarter} label={view.periodLabel} /> : null}
      {children}
    </div>
  );
}

export function FinalPanel({ view, children }: { view: LiveMatchView; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-emerald-700 bg-emerald-950/40 p-4 text-center" role="status">
      <p className="font-semibold">
        Final: {view.home.name} {view.homeScore} - {view.awayScore} {view.away.name}
      </p>
      {children}
    </div>
  );
}
