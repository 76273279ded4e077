/**
 * The manager's own settings at his club (kept on his seat): auto-pay of
 * salaries, off until he turns it on. With it on, matchday processing pays
 * each matchday's salaries when they fall due and a digest in his news
 * lists what was decided for him.
 */
import * as Checkbox from '@radix-ui/react-checkbox';
import { ROUTES } from '@hardwood/shared';
import { Card, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';

export const AUTO_PAY_LABEL = 'Pay salaries automatically';

export function ClubSettings() {
  const settings = useRouteQuery(ROUTES.office.managerSettings, {});
  const update = useRouteMutation(ROUTES.office.updateManagerSettings, (autoPaySalaries: boolean) => [{}, { autoPaySalaries }], {
    onSuccess: (saved) =>
      toast({
        title: 'Settings Updated',
        description: saved.autoPaySalaries ? 'Salaries are paid automatically when they fall due.' : 'Salaries wait for you in the office.',
      }),
    onError: (error) =>
      toast({ title: 'Failed to update settings', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const checked = update.isPending ? update.variables : settings.data?.autoPaySalaries;
  return (
    <Card className="space-y-3">
      <h3 className="font-semibold">Office</h3>
      {settings.isLoading ? <Loading text="Loading settings..." className="min-h-10" /> : null}
      {settings.isError ? <ErrorNote>Failed to fetch settings</ErrorNote> : null}
      {settings.data ? (
        <div className="flex items-start justify-between gap-4">
          <label htmlFor="auto-pay-salaries" className="text-sm">
            <span className="block font-medium">{AUTO_PAY_LABEL}</span>
            <span className="block text-slate-400">
              Each matchday’s salaries are paid from the budget when they fall due; a matchday digest in your news lists what was decided.
              When the budget cannot cover them, they stay due in the office.
            </span>
          </label>
          <Checkbox.Root
            id="auto-pay-salaries"
            checked={checked === true}
            disabled={update.isPending}
            onCheckedChange={(value) => update.mutate(value === true)}
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded border border-slate-500 bg-slate-950 data-[state=checked]:bg-court-500"
          >
            <Checkbox.Indicator className="text-slate-950">✓</Checkbox.Indicator>
          </Checkbox.Root>
        </div>
      ) : null}
    </Card>
  );
}
