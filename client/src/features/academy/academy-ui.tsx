/**
 * Pieces the academy screens share: the toasts of an academy
 * call's answer (its route refreshes what it changes), and the confirmation
 * dialog of the irreversible or paid actions (create, upgrade, recruit, release, discard).
 */
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

export type Confirm = { title: string; text: string; confirmLabel: string; action: () => void } | null;

/** Options for useRouteMutation: the answer's message on success, the error's on failure (`fallback` when the server sends none). */
export function academyToasts(success: string, failure: string, fallback = '') {
  return {
    onSuccess: (answer: { message: string }) => toast({ title: success, description: answer.message }),
    onError: (error: Error) => toast({ title: failure, description: errorMessage(error, fallback), variant: 'destructive' }),
  };
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
