/**
 * The live scoreboard: both names (whole, on two lines if need be), the
 * score (each new number drops in), the period and the running clock.
 * `compact`: one short bar for the top of a phone's screen, which stays in
 * view while the page scrolls.
 */
import { m } from 'framer-motion';
import type { LiveMatchView } from '@hardwood/shared';
import { Badge, cx } from '../../components/ui';
import { GameClock } from '../live/GameClock';
import { isOvertime } from '../live/live-logic';
import { TeamName } from './TeamName';

export function Scoreboard({ view, compact = false }: { view: LiveMatchView; compact?: boolean }) {
  return (
    <div className={cx('rounded-xl bg-slate-950', compact ? 'px-3 py-2' : 'p-4')} data-testid="scoreboard">
      {/* One row: name, score, name. The full board on a phone puts both names above the score, each with half the width. */}
      <div
        className={cx(
          'grid items-center text-center',
          compact
            ? 'grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] gap-2'
            : 'grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:gap-3',
        )}
      >
        <TeamName name={view.home.name} className={cx(compact ? 'text-right text-sm' : 'col-start-1 row-start-1')} testId="home-name" />
        <div
          className={cx(
            'flex items-center font-mono font-black tabular-nums',
            compact
              ? 'gap-2 text-2xl'
              : 'col-span-2 row-start-2 justify-self-center gap-3 text-4xl sm:col-span-1 sm:col-start-2 sm:row-start-1',
          )}
        >
          {/* A new key per score: the number drops in; no exit animation, so nothing piles up when patches come fast. */}
          <m.span key={`h${view.homeScore}`} initial={{ y: -10, opacity: 0 }} animate={{ y: 0, opacity: 1 }} data-testid="home-score">
            {view.homeScore}
          </m.span>
          <span className="text-slate-600">-</span>
          <m.span key={`a${view.awayScore}`} initial={{ y: -10, opacity: 0 }} animate={{ y: 0, opacity: 1 }} data-testid="away-score">
            {view.awayScore}
          </m.span>
        </div>
        <TeamName
          name={view.away.name}
          className={cx(compact ? 'text-left text-sm' : 'col-start-2 row-start-1 sm:col-start-3')}
          testId="away-name"
        />
      </div>
      <div className={cx('flex items-center justify-center gap-3 text-sm text-slate-300', compact ? 'mt-0.5' : 'mt-2')}>
        <Badge tone="orange">{view.periodLabel}</Badge>
        {isOvertime(view.quarter) ? <span className="text-xs text-slate-400">European Rules</span> : null}
        <GameClock
          clock={view.clock}
          status={view.status}
          quarter={view.quarter}
          tickMs={view.tickMs}
          className={cx('font-mono tabular-nums', compact ? 'text-base' : 'text-lg')}
          testId="game-clock"
        />
      </div>
    </div>
  );
}
