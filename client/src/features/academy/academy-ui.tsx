/**
 * Pieces the academy screens share (part 2 §2): a mutation that toasts its
 * answer and refreshes every query, and the confirmation dialog of the
 * irreversible or paid actions (create, upgrade, release, discard).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

export type Confirm = { title: string; text: string; confirmLabel: string; action: () => void } | null;

/** `fallback`: the failure toast's text when the server sends no message. */
export function useAcademyAction<T>(fn: (arg: T) => Promise<{ message: string }>, success: string, failure: string, fallback = '') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (answer) => {
      toast({ title: success, description: answer.message });
      // The academy, its slots, the budget, the roster and the money lists all move.
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast({ title: failure, description: errorMessage(error, fallback), variant: 'destructive' }),
  });
}

export function ConfirmDialog({ confirm, onClose }: { confirm: NonNullable<Confirm>; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={confirm.title} description={confirm.text}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            confirm.action();
            onClose();
          }}
        >
          {confirm.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
