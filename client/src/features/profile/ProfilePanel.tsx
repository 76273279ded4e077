/**
 * Profile, as a dialog and as a tab: who you are, your club,
 * Developer Settings for developer accounts (the server decides who is one),
 * the Danger Zone, Sign Out and Close.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as Switch from '@radix-ui/react-switch';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatMillions, ROUTES, SIGN_OUT_URL, type User } from '@hardwood/shared';
import { Button, Card } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { routeKey, useRouteMutation } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { toast } from '../../lib/toast';

export const ABANDON_LIST = [
  'Your team and players',
  'Season progress and match history',
  'Transfer history and financial records',
  'Scout reports and youth prospects',
  'Active loans and loan history',
  'All statistics and achievements',
] as const;

export function DeveloperSettings({ user, variant }: { user: User; variant: 'dialog' | 'tab' }) {
  const simulateOptions = {
    onSuccess: (_data: User, enabled: boolean) =>
      toast({ title: 'Settings Updated', description: `Simulate mode ${enabled ? 'enabled' : 'disabled'}.` }),
    onError: (error: Error) =>
      toast({ title: 'Failed to update settings', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  };
  // The dialog's switch and the tab's checkbox use the two forms of the same setting.
  const simulateSwitch = useRouteMutation(
    ROUTES.auth.setSimulateMode,
    (enabled: boolean) => [{}, { simulateMode: enabled }],
    simulateOptions,
  );
  const simulateBox = useRouteMutation(ROUTES.auth.setSimulateModeByFlag, (enabled: boolean) => [{}, { enabled }], simulateOptions);
  const simulate = variant === 'dialog' ? simulateSwitch : simulateBox;
  const forceRefresh = useRouteMutation(ROUTES.auth.forceRefreshUser, () => [{}], {
    onSuccess: () => toast({ title: 'Data Refreshed', description: 'User data refreshed from the database.' }),
    onError: (error) =>
      toast({ title: 'Failed to refresh data', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  return (
    <Card className="space-y-3 border-sky-900">
      <h3 className="font-semibold text-sky-300">Developer Settings</h3>
      <div className="flex items-start justify-between gap-4">
        <label htmlFor={`simulate-${variant}`} className="text-sm">
          <span className="block font-medium">Simulate Mode</span>
          <span className="block text-slate-400">Enable instant match simulation without playing the game</span>
        </label>
        {variant === 'dialog' ? (
          <Switch.Root
            id={`simulate-${variant}`}
            checked={user.simulateMode}
            disabled={simulate.isPending}
            onCheckedChange={(checked) => simulate.mutate(checked)}
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-700 transition data-[state=checked]:bg-court-500"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white transition data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
        ) : (
          <Checkbox.Root
            id={`simulate-${variant}`}
            checked={user.simulateMode}
            disabled={simulate.isPending}
            onCheckedChange={(checked) => simulate.mutate(checked === true)}
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded border border-slate-500 bg-slate-950 data-[state=checked]:bg-court-500"
          >
            <Checkbox.Indicator className="text-slate-950">✓</Checkbox.Indicator>
          </Checkbox.Root>
        )}
      </div>
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-slate-400">Force refresh user data from database</p>
        <Button size="sm" variant="secondary" onClick={() => forceRefresh.mutate()} disabled={forceRefresh.isPending}>
          Refresh User Data
        </Button>
      </div>
    </Card>
  );
}

function DangerZone({ onAbandoned }: { onAbandoned: () => void }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const userKey = routeKey(ROUTES.auth.currentUser, {})[0];
  const abandon = useRouteMutation(ROUTES.setup.abandonCareer, () => [{}], {
    onSuccess: async () => {
      setOpen(false);
      onAbandoned();
      // The career's reads go; the user, which the route invalidates, is being read again: its answer decides where / leads.
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]) !== userKey });
      await queryClient.refetchQueries({ queryKey: [userKey] }, { cancelRefetch: false });
      navigate('/');
      toast({ title: 'Career Abandoned', description: 'Your career has been reset. You can start fresh with a new team.' });
    },
    onError: (error) =>
      toast({ title: 'Failed to abandon career', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <Card className="space-y-2 border-red-900">
      <h3 className="font-semibold text-red-300">Danger Zone</h3>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Trigger asChild>
          <Button variant="danger" size="sm">
            Abandon Career
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[55] bg-black/70" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[56] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-red-900 bg-slate-900 p-5">
            <AlertDialog.Title className="text-lg font-bold">Are you absolutely sure?</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="mt-2 text-sm text-slate-300">
                <p>This cannot be undone. It permanently deletes:</p>
                <ul className="mt-2 list-disc space-y-0.5 pl-5">
                  {ABANDON_LIST.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </AlertDialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Cancel</Button>
              </AlertDialog.Cancel>
              <Button variant="danger" onClick={() => abandon.mutate()} disabled={abandon.isPending}>
                {abandon.isPending ? 'Abandoning...' : 'Yes, abandon my career'}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Card>
  );
}

export function ProfilePanel({ user, variant, onClose }: { user: User; variant: 'dialog' | 'tab'; onClose?: () => void }) {
  const team = useMyTeam();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const rows: Array<[string, string]> = [
    ['Team', team.data?.name ?? 'No team'],
    ['City', team.data?.city ?? 'N/A'],
    ['League', team.data?.league ?? 'N/A'],
    ['Budget', team.data ? formatMillions(team.data.budget) : 'N/A'],
  ];
  return (
    <section aria-label="Profile" className="space-y-4">
      {variant === 'tab' ? <h1 className="text-2xl font-bold">Profile</h1> : null}
      <div className="flex items-center gap-4">
        <div className="flex h-16 w-16 items-center justify-center overflow-hidden rounded-full bg-court-500 text-xl font-black text-slate-950">
          {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" className="h-full w-full object-cover" /> : initials || '?'}
        </div>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-sm text-slate-400">{user.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-950/60 p-3">
            <dt className="text-slate-400">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {user.editorUsed ? (
        <p className="rounded-lg border border-amber-700/60 bg-amber-950/40 px-3 py-2 text-sm text-amber-100" data-testid="sandbox-flag">
          Sandbox career: the player editor has been used.
        </p>
      ) : null}
      {user.isDeveloper ? <DeveloperSettings user={user} variant={variant} /> : null}
      {team.data ? <DangerZone onAbandoned={() => onClose?.()} /> : null}
      <div className="flex justify-end gap-2 border-t border-slate-800 pt-4">
        {/* A same-origin POST (the server refuses other sites); its answer sends the browser to /. */}
        <form method="post" action={SIGN_OUT_URL}>
          <Button type="submit" variant="outline">
            Sign Out
          </Button>
        </form>
        {onClose ? <Button onClick={onClose}>Close</Button> : null}
      </div>
    </section>
  );
}
