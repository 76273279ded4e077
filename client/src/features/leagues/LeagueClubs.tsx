/**
 * A league's clubs with their managers, and taking over a free one: a
 * manager not yet in the league confirms, then the server seats him or says
 * why not (the club was taken meanwhile, the league filled, the invite
 * expired).
 */
import { useState } from 'react';
import { ROUTES, type LeagueClub, type LeagueDetail } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Badge, Button, ErrorNote } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/contract';
import { toast } from '../../lib/toast';

function JoinDialog({
  league,
  club,
  invite,
  onClose,
}: {
  league: LeagueDetail;
  club: LeagueClub;
  invite: string | undefined;
  onClose: () => void;
}) {
  const join = useRouteMutation(ROUTES.leagues.join, (teamId: string) => [{ id: league.id }, invite ? { teamId, invite } : { teamId }], {
    onSuccess: () => {
      toast({ title: `You manage ${club.name} in ${league.name}`, description: 'Open this league to play it, or switch in the hub.' });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !join.isPending) onClose();
      }}
      title={`Take over ${club.name} in ${league.name}?`}
      description="You keep your career and can switch in the hub."
    >
      <div className="space-y-3">
        {join.isError ? (
          <div data-testid="join-error">
            <ErrorNote>{errorMessage(join.error, 'You could not join this league')}</ErrorNote>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={join.isPending}>
            Cancel
          </Button>
          <Button onClick={() => join.mutate(club.teamId)} disabled={join.isPending}>
            {join.isPending ? 'Joining…' : `Take over ${club.name}`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function Manager({ club }: { club: LeagueClub }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {club.manager ?? <span className="text-slate-400">AI · free</span>}
      {club.you ? <Badge tone="orange">You</Badge> : null}
    </span>
  );
}

export function LeagueClubs({ league, invite }: { league: LeagueDetail; invite: string | undefined }) {
  const [joining, setJoining] = useState<LeagueClub | null>(null);
  const mayJoin = !league.member;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full min-w-0 text-left text-sm">
          <caption className="sr-only">The league’s clubs</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold">
                Club
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold" title="Mean overall of the best eight players">
                Strength
              </th>
              <th scope="col" className="hidden px-2 py-2 font-semibold sm:table-cell">
                Manager
              </th>
              {mayJoin ? (
                <th scope="col" className="py-2 pl-2">
                  <span className="sr-only">Join</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800">
            {league.table.map((club) => (
              <tr key={club.teamId} data-testid="league-club" className={club.you ? 'bg-court-500/10' : undefined}>
                <th scope="row" className="py-2 pr-2 font-semibold">
                  <span className="block break-words">{club.name}</span>
                  {/* A phone has no room for a Manager column: the manager goes under the club. */}
                  <span className="block text-xs font-normal sm:hidden">
                    <Manager club={club} />
                  </span>
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{club.strength.toFixed(1)}</td>
                <td className="hidden px-2 py-2 sm:table-cell">
                  <Manager club={club} />
                </td>
                {mayJoin ? (
                  <td className="py-2 pl-2 text-right">
                    {club.manager === null ? (
                      <Button size="sm" onClick={() => setJoining(club)} aria-label={`Join with ${club.name}`}>
                        Join
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {joining ? <JoinDialog league={league} club={joining} invite={invite} onClose={() => setJoining(null)} /> : null}
    </>
  );
}
