/**
 * Match processing dialog: idle, processing, complete or
 * error. Progress creeps up while the server works, then shows the server's
 * eight steps. A busy answer ("currently being processed") retries by itself.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PROCESSING_BUSY_RETRY_MS,
  PROCESSING_CREEP_INTERVAL_MS,
  PROCESSING_CREEP_MAX,
  PROCESSING_CREEP_MIN,
  PROCESSING_PROGRESS_CAP,
  PROCESSING_STEPS,
  PROCESSING_SUCCESS_CLOSE_MS,
  PROCESSING_TIP_ROTATION_MS,
  ROUTES,
  type ProcessingResult,
} from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, cx, ProgressBar } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { callRoute, useRefreshAfter } from '../../lib/contract';
import { PRO_TIPS } from './tips';

type Phase = { kind: 'processing' } | { kind: 'complete'; result: ProcessingResult } | { kind: 'error'; message: string };
export const PROCESSING_ERROR_TEXT = 'There was an error processing the match. Please try again.';
const BUSY = 'currently being processed';

export function ProcessingDialog({ matchId, onDone, onCancel }: { matchId: string; onDone: () => void; onCancel: () => void }) {
  const refreshAfter = useRefreshAfter();
  const [phase, setPhase] = useState<Phase>({ kind: 'processing' });
  const [progress, setProgress] = useState(0);
  const [tip, setTip] = useState(() => Math.floor(Math.random() * PRO_TIPS.length));
  const attempt = useRef(0);

  const run = useCallback(async () => {
    const mine = ++attempt.current;
    setPhase({ kind: 'processing' });
    setProgress(0);
    try {
      const result = await callRoute(ROUTES.matches.completeProcessing, { id: matchId });
      if (mine !== attempt.current) return;
      setProgress(100);
      setPhase({ kind: 'complete', result });
      // The retry loop runs this call itself, so it refreshes through the route's declaration rather than useRouteMutation.
      await refreshAfter(ROUTES.matches.completeProcessing);
    } catch (error) {
      if (mine !== attempt.current) return;
      const message = errorMessage(error, 'Processing failed');
      setPhase({ kind: 'error', message });
      if (message.includes(BUSY)) setTimeout(() => mine === attempt.current && void run(), PROCESSING_BUSY_RETRY_MS);
    }
  }, [matchId, refreshAfter]);

  useEffect(() => {
    void run();
    return () => {
      attempt.current += 1;
    };
  }, [run]);

  // Progress creeps while the server works, never past the cap.
  useEffect(() => {
    if (phase.kind !== 'processing') return;
    const timer = setInterval(() => {
      const step = PROCESSING_CREEP_MIN + Math.floor(Math.random() * (PROCESSING_CREEP_MAX - PROCESSING_CREEP_MIN + 1));
      setProgress((p) => Math.min(PROCESSING_PROGRESS_CAP, p + step));
    }, PROCESSING_CREEP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [phase.kind]);

  useEffect(() => {
    const timer = setInterval(() => setTip((t) => (t + 1) % PRO_TIPS.length), PROCESSING_TIP_ROTATION_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (phase.kind !== 'complete') return;
    const timer = setTimeout(onDone, PROCESSING_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase.kind, onDone]);

  const title =
    phase.kind === 'complete' ? 'Match Processing Complete' : phase.kind === 'error' ? 'Processing Error' : 'Processing Match Results';
  const steps = phase.kind === 'complete' ? phase.result.steps : PROCESSING_STEPS.map((step) => ({ step, message: '', completed: false }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && phase.kind !== 'processing' && (phase.kind === 'complete' ? onDone() : onCancel())}
      title={title}
      hideClose
    >
      <div className="space-y-4">
        <div>
          <div className="mb-1 flex justify-between text-sm text-slate-300">
            <span>Overall progress</span>
            <span>{Math.round(progress)}%</span>
          </div>
          <ProgressBar value={progress} label="Processing progress" />
        </div>
        <ol className="space-y-1.5 text-sm">
          {steps.map((s) => (
            <li key={s.step} className="flex items-start gap-2">
              <span aria-hidden="true" className={cx('mt-0.5', s.completed ? 'text-emerald-400' : 'text-slate-600')}>
                {s.completed ? '✓' : '○'}
              </span>
              <span>
                <span className={s.completed ? 'text-slate-100' : 'text-slate-400'}>{s.step}</span>
                {s.message ? <span className="block text-xs text-slate-400">{s.message}</span> : null}
              </span>
            </li>
          ))}
        </ol>
        {phase.kind === 'error' ? (
          <div role="alert" className="rounded-lg border border-red-800 bg-red-950/60 p-3 text-sm text-red-200">
            <p>{PROCESSING_ERROR_TEXT}</p>
            <p className="mt-1 text-xs opacity-80">{phase.message}</p>
          </div>
        ) : null}
        <p className="rounded-lg bg-slate-800/70 p-3 text-sm text-slate-300">
          <span className="font-semibold text-court-400">Pro Tip: </span>
          {PRO_TIPS[tip]}
        </p>
        <div className="flex justify-end gap-2">
          {phase.kind === 'error' ? (
            <>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button onClick={() => void run()}>Try Again</Button>
            </>
          ) : null}
          {phase.kind === 'complete' ? <Button onClick={onDone}>Continue</Button> : null}
        </div>
      </div>
    </Dialog>
  );
}
