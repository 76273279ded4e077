/**
 * Player Loans (part 2 §2 "Player loans"): the entry point until the loans
 * issue lands. It explains the rules and shows the real state: no loan can
 * exist yet, so the spec's empty state.
 */
import { LOAN_DURATIONS, LOAN_MAX_AGE_EXCLUSIVE } from '@hardwood/shared';
import { Card, CardTitle, EmptyState } from '../../components/ui';
import { useRoster } from '../../lib/queries';

export function PlayerLoansPanel() {
  const roster = useRoster();
  const eligible = roster.data?.filter((p) => p.age < LOAN_MAX_AGE_EXCLUSIVE && !p.isOnLoan).length;
  return (
    <div className="space-y-3">
      <Card className="space-y-2 text-sm text-slate-300">
        <CardTitle>Loans</CardTitle>
        <p>
          Send players under {LOAN_MAX_AGE_EXCLUSIVE} who are not already on loan to another club for {LOAN_DURATIONS[0]} to {LOAN_DURATIONS[LOAN_DURATIONS.length - 1]} matchdays. They play there, gain
          experience and come back when the loan ends; you can recall them early.
        </p>
        {eligible !== undefined ? <p className="text-slate-400">{eligible === 1 ? '1 of your players is' : `${eligible} of your players are`} young enough to be loaned.</p> : null}
        <p className="text-slate-400">Loan destinations open in a coming update.</p>
      </Card>
      <EmptyState title="No players currently on loan" />
    </div>
  );
}
