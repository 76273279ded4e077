/**
 * The manager's worlds (his career and the leagues he holds a seat in) and
 * moving to another: every club page reads the active world, so after a
 * switch nothing cached from the one left may show; the hub opens afresh on
 * the dashboard.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ROUTES, type ManagerWorld } from '@hardwood/shared';
import { errorMessage } from '../../lib/api';
import { callRoute, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';

export const useMyWorlds = () => useRouteQuery(ROUTES.worlds.mine, {});

/** The world every club page reads now, once the list has come. */
export function activeWorld(worlds: readonly ManagerWorld[] | undefined): ManagerWorld | null {
  return worlds?.find((w) => w.active) ?? null;
}

export function useSwitchWorld() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (worldId: string) => callRoute(ROUTES.worlds.switch, {}, { worldId }),
    onSuccess: (answer) => {
      navigate('/dashboard');
      // Every read goes back to nothing and the ones on screen ask again: the old world's figures never show in the new one.
      void queryClient.resetQueries();
      const now = activeWorld(answer.worlds);
      if (now)
        toast({ title: now.kind === 'career' ? 'Back to your career' : `Now in ${now.name}`, description: `You manage ${now.club}.` });
    },
    onError: (error) => toast({ title: 'Could not switch', description: errorMessage(error, 'Try again'), variant: 'destructive' }),
  });
}
