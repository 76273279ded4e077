/**
 * A coach's match controls on a phone: a bar at the bottom with the main
 * action a thumb away, and Subs and Tactics, which open as a sheet. Used by
 * the manager's match and by a friendly's coach alike.
 */
import { useState, type ReactNode } from 'react';
import type { LiveMatchView } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/ui';
import { LateGamePanel } from './LateGamePanel';
import { TacticsPanel, type SendLiveMessage } from './ManagerPanels';
import { SubstitutionPanel } from './SubstitutionPanel';

export function PhoneMatchControls({
  view,
  send,
  controls,
  runningHint,
}: {
  view: LiveMatchView;
  send: SendLiveMessage;
  /** The main action (play, continue, a timeout...), full width beside the two sheet buttons. */
  controls: ReactNode;
  /** What the substitutions sheet says while the clock runs, where the match has its own rule for stops. */
  runningHint?: string;
}) {
  const [sheet, setSheet] = useState<'substitutions' | 'tactics' | null>(null);
  return (
    <>
      <nav
        aria-label="Match controls"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-800 bg-slate-950/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl items-center gap-2">
          {controls ? <div className="flex-1 [&_button]:w-full">{controls}</div> : <div className="flex-1" />}
          <Button variant="outline" onClick={() => setSheet('substitutions')}>
            Subs
          </Button>
          <Button variant="outline" onClick={() => setSheet('tactics')}>
            Tactics
          </Button>
        </div>
      </nav>
      <Dialog
        open={sheet !== null}
        onOpenChange={(open) => !open && setSheet(null)}
        title={sheet === 'tactics' ? 'Tactics' : 'Substitutions'}
      >
        {sheet === 'tactics' ? (
          <div className="space-y-4">
            <TacticsPanel view={view} send={send} />
            <LateGamePanel view={view} send={send} />
          </div>
        ) : (
          <SubstitutionPanel view={view} send={send} runningHint={runningHint} />
        )}
      </Dialog>
    </>
  );
}
