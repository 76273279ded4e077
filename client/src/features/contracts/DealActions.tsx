/**
 * The buttons of a signing or an offer: Cancel and the deal's button, which
 * is disabled with the reason beside it whenever the answer is already known
 * (an invalid amount, a fee past the budget, a wage bill past the limit).
 */
import { useId } from 'react';
import { Button } from '../../components/ui';

export function DealActions({
  label,
  pendingLabel,
  pending,
  blockedReason,
  onCancel,
  onConfirm,
  loading = false,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  /** Why the deal cannot go through now, or null. */
  blockedReason: string | null;
  onCancel: () => void;
  /** Omitted: the deal's button submits the surrounding form. */
  onConfirm?: () => void;
  /** The deal's terms are still loading: nothing to decide on yet. */
  loading?: boolean;
}) {
  const reasonId = useId();
  return (
    <div className="space-y-2">
      {blockedReason ? (
        <p id={reasonId} className="text-sm text-red-300 sm:text-right" data-testid="deal-blocked">
          {blockedReason}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          onClick={onConfirm}
          disabled={pending || loading || blockedReason !== null}
          aria-describedby={blockedReason ? reasonId : undefined}
        >
          {pending ? pendingLabel : label}
        </Button>
      </div>
    </div>
  );
}
