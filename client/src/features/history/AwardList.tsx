/** One league's (or the Cup's) awards: the honour, the player (to his page), his club and the figure he won it with. */
import type { AwardEntry } from '@hardwood/shared';
import { PlayerLink } from '../players/PlayerLink';
import { awardFigure } from './awards-logic';

export function AwardList({ awards, ownTeamId }: { awards: readonly AwardEntry[]; ownTeamId?: string | undefined }) {
  return (
    <ul className="divide-y divide-slate-800 text-sm">
      {awards.map((a) => (
        <li
          key={`${a.kind}:${a.playerId}:${a.position}`}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5"
          data-testid="award"
        >
          <span className="w-44 shrink-0 text-slate-400">
            {a.label}
            {a.kind === 'all-league' ? ` · ${a.position}` : ''}
          </span>
          <span className="min-w-0 flex-1">
            <PlayerLink playerId={a.playerId}>{a.name}</PlayerLink>{' '}
            <span className={a.teamId === ownTeamId ? 'font-semibold text-court-400' : 'text-slate-400'}>({a.teamName})</span>
          </span>
          <span className="text-xs text-slate-500">{awardFigure(a)}</span>
        </li>
      ))}
    </ul>
  );
}
