/** One player of a market list: who he is on the left, the rating and an action on the right; stacks on small screens. */
import type { ReactNode } from 'react';
import { POTENTIAL_SHOWN_MAX_AGE, type Player, type PlayerPotential } from '@hardwood/shared';
import { Avatar } from '../../components/Avatar';
import { cx } from '../../components/ui';
import { ratingTone, TONE_CLASS } from '../roster/roster-logic';
import { potentialText } from '../players';

export function PlayerRow({
  player,
  details,
  action,
  testId,
  potential,
}: {
  player: Player;
  details?: ReactNode;
  action: ReactNode;
  testId?: string;
  /** What the server says the manager knows of his potential (club rosters and free agents send it); else the plain number or "?". */
  potential?: PlayerPotential;
}) {
  const shownPotential = potential ? potentialText(potential) : { text: String(player.potential ?? '?'), title: 'Potential' };
  return (
    <li
      data-testid={testId}
      className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/80 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-label={`Rating ${player.overallRating}`}
          className={cx('w-10 shrink-0 text-center text-2xl font-black tabular-nums', TONE_CLASS[ratingTone(player.overallRating)])}
        >
          {player.overallRating}
        </span>
        <Avatar name={player.name} url={player.avatarUrl} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{player.name}</p>
          <p className="text-xs text-slate-400">
            {player.position} · {player.age} yrs
            {/* Potential exists on screen only up to POTENTIAL_SHOWN_MAX_AGE; a young player's hidden one (unscouted) shows "?". */}
            {player.age <= POTENTIAL_SHOWN_MAX_AGE ? (
              <span title={shownPotential.title}>{` · Potential ${shownPotential.text}`}</span>
            ) : null}
          </p>
          {details ? <div className="mt-0.5 text-xs text-slate-300">{details}</div> : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-stretch gap-1 sm:items-end">{action}</div>
    </li>
  );
}
