/**
 * "Why he said no": a player's refusal (a renewal, a signing, personal
 * terms, an agent's request) with each reason's share of it as a bar and
 * what would change his mind. The server explains; this only shows it.
 */
import type { RefusalExplanation, RefusalFactor } from '@hardwood/shared';

const FACTOR_NAME: Record<RefusalFactor, string> = {
  morale: 'Morale',
  role: 'Role and minutes',
  club: 'The club',
  money: 'Money',
};

/** Nothing for an accepted answer or one without reasons. `title` names the refusal ("Why he would say no" before he is asked). */
export function RefusalReasons({ refusal, title = 'Why he said no' }: { refusal: RefusalExplanation | null | undefined; title?: string }) {
  if (!refusal || refusal.accepted || refusal.reasons.length === 0) return null;
  return (
    <section className="space-y-2 rounded-lg border border-amber-900/60 bg-amber-950/30 p-3" data-testid="refusal-reasons">
      <h4 className="text-sm font-semibold text-amber-200">{title}</h4>
      <ul className="space-y-2" aria-label="His reasons">
        {refusal.reasons.map((reason) => {
          const pct = Math.round(reason.weight * 100);
          return (
            <li key={reason.factor} className="space-y-1">
              <div className="flex items-baseline justify-between gap-2 text-xs">
                <span className="text-slate-300">
                  <span className="font-semibold text-slate-100">{FACTOR_NAME[reason.factor]}</span> · {reason.label}
                </span>
                <span className="tabular-nums text-slate-400">{pct}%</span>
              </div>
              <div
                role="meter"
                aria-label={`${FACTOR_NAME[reason.factor]}: share of his refusal`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={pct}
                aria-valuetext={`${pct}%`}
                className="h-1.5 w-full overflow-hidden rounded-full bg-slate-800"
              >
                <div className="h-full bg-amber-500" style={{ width: `${pct}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      {refusal.wouldChange.length > 0 ? (
        <div>
          <p className="text-xs font-semibold text-slate-300">What would change his mind</p>
          <ul className="list-disc pl-5 text-xs text-slate-300" aria-label="What would change his mind">
            {refusal.wouldChange.map((lever) => (
              <li key={lever}>{lever}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
