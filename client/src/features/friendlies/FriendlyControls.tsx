/**
 * A friendly coach's own buttons: a timeout while the clock runs (with how
 * many are left this half), and "Ready" while it is stopped (both coaches
 * ready ends the stop at once). There is no pause. The banner says why the
 * clock is stopped and for how long, for coaches and spectators alike.
 */
import type { FriendlyMessageType, LiveMatchView, Side } from '@hardwood/shared';
import { Button, cx } from '../../components/ui';
import { isReady, otherSide, stopText, timeoutsLeftOf } from './friendly-logic';

export type SendFriendlyMessage = (type: FriendlyMessageType) => void;

export function StopBanner({ view }: { view: LiveMatchView }) {
  const stop = stopText(view);
  if (!stop) return null;
  return (
    <div
      role="status"
      className={cx(
        'rounded-xl border p-3 text-center',
        view.headToHead?.stop === 'coach-away' ? 'border-amber-700 bg-amber-950/40' : 'border-court-600/50 bg-court-500/10',
      )}
      data-testid="stop-banner"
    >
      <p className="font-semibold tabular-nums">{stop.title}</p>
      <p className="text-sm text-slate-300">{stop.detail}</p>
    </div>
  );
}

export function FriendlyControls({ view, side, send }: { view: LiveMatchView; side: Side; send: SendFriendlyMessage }) {
  const h2h = view.headToHead;
  if (!h2h || view.status === 'finished') return null;
  const left = timeoutsLeftOf(view, side);
  const ready = isReady(view, side);
  const other = otherSide(side);
  const opponent = view[other].name;
  const waitingForCoach = h2h.stop === 'coach-away';
  if (view.status === 'playing')
    return (
      <Button onClick={() => send('timeout')} disabled={left === 0} title={left === 0 ? 'No timeouts left this half' : 'Stop the clock'}>
        Timeout ({left} left)
      </Button>
    );
  if (waitingForCoach) return <p className="text-sm text-amber-200">Waiting for the other coach…</p>;
  return ready ? (
    <Button variant="secondary" disabled>
      ✓ Ready{isReady(view, other) ? '' : ` · waiting for ${opponent}`}
    </Button>
  ) : (
    <Button onClick={() => send('ready')}>Ready to play</Button>
  );
}

/** Who coaches each side now: connected, away, or the AI. */
export function CoachLine({ view }: { view: LiveMatchView }) {
  const h2h = view.headToHead;
  if (!h2h) return null;
  const state = (side: Side) => {
    const connected = side === 'home' ? h2h.homeConnected : h2h.awayConnected;
    if (connected) return { text: 'coach here', tone: 'text-emerald-300' };
    return view[side].managed ? { text: 'coach away', tone: 'text-amber-300' } : { text: 'AI coaching', tone: 'text-slate-400' };
  };
  return (
    <ul className="space-y-0.5 text-xs" data-testid="coach-line" aria-label="Coaches">
      {(['home', 'away'] as const).map((side) => (
        <li key={side} className="flex justify-between gap-2">
          <span className="min-w-0 truncate text-slate-300">{view[side].name}</span>
          <span className="shrink-0">
            <span className={state(side).tone}>{state(side).text}</span> · {timeoutsLeftOf(view, side)} timeouts left
          </span>
        </li>
      ))}
    </ul>
  );
}
