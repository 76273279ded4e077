/**
 * The live scoreboard: both names, the score (each new number drops in), the
 * period and the running clock. `compact`: one short bar for the top of a
 * phone's screen, which stays in view while the page scrolls.
 */
import { m } from 'framer-motion';
import type { LiveMatchView } from '@hardwood/shared';
import { Badge, cx } from '../../components/ui';
import { GameClock } from './GameClock';
import { isOvertime } from './live-logic';

export function Scoreboard({ view, compact = false }: { view: LiveMatchView; compact?: boolean }) {
  return (
    <div className={cx('rounded-xl bg-slate-950', compact ? 'px-3 py-2' : 'p-4')} data-testid="scoreboard">
      <div className={cx('grid grid-cols-[1fr_auto_1fr] items-center text-center', compact ? 'gap-2' : 'gap-3')}>
        <p className={cx('truncate font-semibold', compact && 'text-right text-sm')} data-testid="home-name">
          {view.home.name}
        </p>
        <div className={cx('flex items-center font-mono font-black tabular-nums', compact ? 'gap-2 text-2xl' : 'gap-3 text-4xl')}>
          {/* A new key per score: the number drops in; no exit animation, so nothing piles up when patches come fast. */}
          <m.span key={`h${view.homeScore}`} initial={{ y: -10, opacity: 0 }} animate={{ y: 0, opacity: 1 }} data-testid="home-score">
            {view.homeScore}
          </m.span>
          <span className="text-slate-600">-</span>
          <m.span key={`a${view.awayScore}`} initial={{ y: -10, opacity: 0 }} animate={{ y: 0, opacity: 1 }} data-testid="away-score">
            {view.awayScore}
          </m.span>
        </div>
        <p className={cx('truncate font-semibold', compact && 'text-left text-sm')} data-testid="away-name">
          {view.away.name}
        </p>
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
