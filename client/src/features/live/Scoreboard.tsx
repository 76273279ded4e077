/** The live scoreboard: both names, the score (each new number drops in), the period and the running clock. */
import { m } from 'framer-motion';
import type { LiveMatchView } from '@hardwood/shared';
import { Badge } from '../../components/ui';
import { GameClock } from './GameClock';
import { isOvertime } from './live-logic';

export function Scoreboard({ view }: { view: LiveMatchView }) {
  return (
    <div className="rounded-xl bg-slate-950 p-4">
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        <p className="truncate font-semibold" data-testid="home-name">
          {view.home.name}
        </p>
        <div className="flex items-center gap-3 font-mono text-4xl font-black tabular-nums">
          {/* A new key per score: the number drops in; no exit animation, so nothing piles up when patches come fast. */}
          <m.span key={`h${view.homeScore}`} initial={{ y: -10, opacity: 0 }} animate={{ y: 0, opacity: 1 }} data-testid="home-score">
            {view.homeScore}
          </m.span>
          <span className="text-slate-600">-</span>
          <m.span key={`a${view.awayScore}`} initial={{ y: -10, opacity: 0 }} animate={{ y: 0, opacity: 1 }} data-testid="away-score">
            {view.awayScore}
          </m.span>
        </div>
        <p className="truncate font-semibold" data-testid="away-name">
          {view.away.name}
        </p>
      </div>
      <div className="mt-2 flex items-center justify-center gap-3 text-sm text-slate-300">
        <Badge tone="orange">{view.periodLabel}</Badge>
        {isOvertime(view.quarter) ? <span className="text-xs text-slate-400">European Rules</span> : null}
        <GameClock
          clock={view.clock}
          status={view.status}
          quarter={view.quarter}
          tickMs={view.tickMs}
          className="font-mono text-lg tabular-nums"
          testId="game-clock"
        />
      </div>
    </div>
  );
}
