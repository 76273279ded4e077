/**
 * The manager's one main action in his live match, whatever its state:
 * Start Match, Play, Pause, Continue to the next period, and Save once the
 * final is recorded. The page puts it beside the court on a desktop and in
 * the bar at the bottom of a phone's screen.
 */
import type { LiveMatchView } from '@hardwood/shared';
import { Button } from '../../components/ui';
import { continueLabel } from './live-logic';
import type { SendLiveMessage } from './ManagerPanels';

export function MatchControls({
  view,
  send,
  onSave,
  className,
}: {
  view: LiveMatchView;
  send: SendLiveMessage;
  onSave: () => void;
  className?: string;
}) {
  const action = (() => {
    switch (view.status) {
      case 'not_started':
        return <Button onClick={() => send('play')}>▶ Start Match</Button>;
      case 'paused':
        return <Button onClick={() => send('play')}>▶ Play</Button>;
      case 'playing':
        return (
          <Button variant="secondary" onClick={() => send('pause')}>
            ❚❚ Pause
          </Button>
        );
      case 'break':
        return <Button onClick={() => send('continue')}>{continueLabel(view.quarter)}</Button>;
      case 'finished':
        return view.resultFailed ? null : (
          <Button disabled={!view.resultSaved} onClick={onSave}>
            {view.resultSaved ? 'Save' : 'Recording result...'}
          </Button>
        );
      default:
        return null;
    }
  })();
  return action ? <div className={className}>{action}</div> : null;
}
