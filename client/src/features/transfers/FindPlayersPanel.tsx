/**
 * Find Players: a league, then its clubs. Own-league
 * rosters are open; another league's club needs a paid scout first
 * (TEAM_SCOUTING_COST), after which its roster opens for good.
 */
import { useId, useState } from 'react';
import { formatEuros, formatMillions, ROUTES, TEAM_SCOUTING_COST, type Team } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, EmptyState, ErrorNote, Loading, Stars } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useEuropeanLeagues, useLeagueTeams, useMyTeam } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { TeamRosterDialog } from './TeamRosterDialog';

export function FindPlayersPanel() {
  const selectId = useId();
  const myTeam = useMyTeam();
  const leagues = useEuropeanLeagues();
  const [chosenLeagueId, setChosenLeagueId] = useState<number | null>(null);
  const ownLeagueId = myTeam.data?.leagueId;
  const leagueId = chosenLeagueId ?? ownLeagueId;
  const ownLeague = leagueId === ownLeagueId;
  const teams = useLeagueTeams(leagueId);
  const scouted = useRouteQuery(ROUTES.transfers.scoutedTeams, {});
  const [viewing, setViewing] = useState<Team | null>(null);
  const [toScout, setToScout] = useState<Team | null>(null);

  const scout = useRouteMutation(ROUTES.transfers.scoutTeam, (team: Team) => [{ teamId: team.id }], {
    onSuccess: (answer) => {
      toast({ title: 'Team Scouted Successfully!', description: answer.message });
      setToScout(null);
    },
    // The roster opens once the scouted flags and lists have been read again.
    onRefreshed: (_answer, team) => setViewing(team),
    onError: (error) =>
      toast({ title: 'Scouting Failed', description: errorMessage(error, 'Failed to scout team roster'), variant: 'destructive' }),
  });

  if (myTeam.isLoading) return <Loading text="Loading leagues..." />;
  if (myTeam.isError || !myTeam.data) return <ErrorNote>Failed to fetch your team.</ErrorNote>;
  const scoutedIds = new Set(scouted.data ?? []);
  const clubs = (teams.data ?? []).filter((t) => t.id !== myTeam.data.id);
  const canAffordScout = myTeam.data.budget >= TEAM_SCOUTING_COST;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm text-slate-300">
          League
        </label>
        <select
          id={selectId}
          value={leagueId ?? ''}
          onChange={(e) => setChosenLeagueId(Number(e.target.value))}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-2 sm:flex-none"
        >
          <option value={myTeam.data.leagueId}>{myTeam.data.league ?? 'Your league'} (your league)</option>
          {(leagues.data ?? []).map((l) => (
            <option key={l.leagueId} value={l.leagueId}>
              {l.name}
            </option>
          ))}
        </select>
        {leagues.isLoading ? <span className="text-xs text-slate-400">Loading other leagues…</span> : null}
      </div>
      {leagues.isError ? <ErrorNote>Failed to fetch European leagues</ErrorNote> : null}
      {!ownLeague ? (
        <p className="text-sm text-slate-400">
          Clubs of other leagues need a scout ({formatEuros(TEAM_SCOUTING_COST)}) before their roster opens.
        </p>
      ) : null}
      {teams.isLoading ? <Loading text="Loading teams..." /> : null}
      {teams.isError ? <ErrorNote>Failed to fetch user league teams</ErrorNote> : null}
      {scouted.isError ? <ErrorNote>Failed to fetch scouted teams</ErrorNote> : null}
      {teams.data && clubs.length === 0 ? <EmptyState title="No teams found in this league" /> : null}
      {clubs.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Teams">
          {clubs.map((t) => {
            const open = ownLeague || scoutedIds.has(t.templateTeamId) || t.isScoutedTeam === true;
            return (
              <li
                key={t.id}
                data-testid="market-team"
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-900/80 p-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold">{t.name}</p>
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-400">
                    <span>{t.city}</span>
                    <Stars value={t.reputation} />
                    <span>{formatMillions(t.budget)}</span>
                  </p>
                </div>
                {open ? (
                  <Button size="sm" variant="secondary" aria-label={`View ${t.name} roster`} onClick={() => setViewing(t)}>
                    View roster
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    aria-label={`Scout ${t.name} (${formatEuros(TEAM_SCOUTING_COST)})`}
                    disabled={scout.isPending}
                    onClick={() => setToScout(t)}
                  >
                    Scout ({formatEuros(TEAM_SCOUTING_COST)})
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      <Dialog
        open={toScout !== null}
        onOpenChange={(o) => (o || scout.isPending ? undefined : setToScout(null))}
        title={toScout ? `Scout ${toScout.name}?` : 'Scout team?'}
      >
        {toScout ? (
          <div className="space-y-4 text-sm text-slate-300">
            <p>
              A scout costs <strong className="text-slate-50">{formatEuros(TEAM_SCOUTING_COST)}</strong>. Afterwards their roster stays open
              to you, so you can make offers for their players.
            </p>
            {!canAffordScout ? <p className="text-amber-300">Your budget ({formatEuros(myTeam.data.budget)}) does not cover it.</p> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setToScout(null)} disabled={scout.isPending}>
                Cancel
              </Button>
              <Button onClick={() => scout.mutate(toScout)} disabled={scout.isPending || !canAffordScout}>
                {scout.isPending ? 'Scouting...' : `Pay ${formatEuros(TEAM_SCOUTING_COST)}`}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
      <TeamRosterDialog
        team={viewing}
        ownLeague={viewing?.leagueId === ownLeagueId}
        ownTeamId={myTeam.data.id}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
