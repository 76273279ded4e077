/** A league's round in a few lines: its state, the countdown to its tip-off and that time on the reader's clock. */
import { countdownText, secondsUntil, type LeagueRound } from '@hardwood/shared';
import { Badge } from '../../components/ui';
import { formatDateTime } from '../../lib/format-date';
import { countsDown, roundHeadline, STATUS_LABELS } from './league-text';

const STATUS_TONES = { waiting: 'slate', playing: 'green', processing: 'blue', 'season-end': 'yellow' } as const;

export function RoundStatus({ round }: { round: LeagueRound }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge tone={STATUS_TONES[round.status]}>{STATUS_LABELS[round.status]}</Badge>
      {round.startedLate ? (
        <Badge tone="yellow">
          <span title="The last matchday tipped off more than a minute after its time">Started late</span>
        </Badge>
      ) : null}
    </span>
  );
}

export function RoundCountdown({ round, now }: { round: LeagueRound; now: Date }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <p className="text-sm text-slate-200" data-testid="round-countdown">
        {roundHeadline(round)}
        {countsDown(round.status) ? (
          <>
            {' '}
            <span className="font-mono font-bold tabular-nums text-slate-50">{countdownText(secondsUntil(round.tipOffAt, now))}</span>
          </>
        ) : null}
      </p>
      <p className="text-xs text-slate-400">
        <time dateTime={round.tipOffAt}>{formatDateTime(round.tipOffAt)}</time>, your time
      </p>
    </div>
  );
}
