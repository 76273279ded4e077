/**
 * Another team's roster: back, header, cards on mobile and a
 * sortable table on desktop; an Offer button per player unless it is the
 * manager's own team. Another league's club (a European Cup opponent, say)
 * answers 403 until scouted: the scout offer stands in for the roster.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { countOf, formatEuros, ROUTES, TEAM_SCOUTING_COST, type Player, type Team } from '@hardwood/shared';
import { Link } from 'wouter';
import { Avatar } from '../../components/Avatar';
import { Button, Card, cx, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError, errorMessage } from '../../lib/api';
import { callRoute, routeKey, useRouteMutation } from '../../lib/contract';
import { useMyTeam, useTeam } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { SKILL_LABELS } from '../roster/PlayerCard';
import { ratingTone, skillTone, TONE_CLASS } from '../roster/roster-logic';
import { PlayerLink } from '../players/PlayerLink';
import { MakeOfferDialog } from '../transfers/MakeOfferDialog';
import { nextSort, sortTeamPlayers, TEAM_SORT_KEYS, type SortDirection, type TeamSortKey } from './team-sort';

const HEADERS: Record<TeamSortKey, string> = {
  name: 'Name',
  position: 'Pos',
  age: 'Age',
  height: 'Ht',
  weight: 'Wt',
  overallRating: 'OVR',
  ...Object.fromEntries(Object.entries(SKILL_LABELS).map(([k, v]) => [k, v.replace('Basketball ', '').slice(0, 4)])),
} as Record<TeamSortKey, string>;

/** The roster; an empty one is generated once. */
function useTeamRoster(teamId: string) {
  return useQuery<Player[]>({
    queryKey: routeKey(ROUTES.players.teamPlayers, { teamId }),
    queryFn: async () => {
      const players = await callRoute(ROUTES.players.teamPlayers, { teamId });
      return players.length > 0 ? players : callRoute(ROUTES.players.generate, { teamId });
    },
  });
}

/** The paid scout that opens another league's roster, with its price and whether the budget covers it. */
function ScoutOffer({ team }: { team: Team }) {
  const myTeam = useMyTeam();
  // The scout's route refreshes the budget and the rosters it opens.
  const scout = useRouteMutation(ROUTES.transfers.scoutTeam, () => [{ teamId: team.id }, {}], {
    onSuccess: (answer) => toast({ title: 'Team Scouted Successfully!', description: answer.message }),
    onError: (error) =>
      toast({ title: 'Scouting Failed', description: errorMessage(error, 'Failed to scout team roster'), variant: 'destructive' }),
  });
  const budget = myTeam.data?.budget;
  const canAfford = budget === undefined || budget >= TEAM_SCOUTING_COST;
  return (
    <Card className="space-y-3" data-testid="scout-offer">
      <h2 className="text-lg font-semibold">Scout {team.name}</h2>
      <p className="text-sm text-slate-300">
        {team.name} play in another league: their roster opens once you have scouted them. A scout costs{' '}
        <strong className="text-slate-50">{formatEuros(TEAM_SCOUTING_COST)}</strong>, once; afterwards their roster stays open to you.
      </p>
      {!canAfford && budget !== undefined ? (
        <p className="text-sm text-amber-300">Your budget ({formatEuros(budget)}) does not cover it.</p>
      ) : null}
      <Button onClick={() => scout.mutate()} disabled={scout.isPending || !canAfford}>
        {scout.isPending ? 'Scouting...' : `Scout (${formatEuros(TEAM_SCOUTING_COST)})`}
      </Button>
    </Card>
  );
}

export function TeamRosterView({ teamId, ownTeamId, onBack }: { teamId: string; ownTeamId: string | undefined; onBack: () => void }) {
  const team = useTeam(teamId);
  const roster = useTeamRoster(teamId);
  const [sort, setSort] = useState<{ key: TeamSortKey; direction: SortDirection }>({ key: 'position', direction: 'asc' });
  const players = sortTeamPlayers(roster.data ?? [], sort.key, sort.direction);
  const notFound = team.error instanceof ApiError && team.error.status === 404;
  const needsScout = roster.error instanceof ApiError && roster.error.status === 403;
  const canOffer = teamId !== ownTeamId;
  const [offerFor, setOfferFor] = useState<Player | null>(null);
  const offerButton = (p: Player) => (
    <Button size="sm" variant="secondary" aria-label={`Make an offer for ${p.name}`} onClick={() => setOfferFor(p)}>
      Offer
    </Button>
  );

  return (
    <section aria-labelledby="team-roster-title" className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        ← Back
      </Button>
      {team.isLoading ? <Loading text="Loading team..." /> : null}
      {notFound ? <EmptyState title="Team Not Found">This team is not part of your league.</EmptyState> : null}
      {team.isError && !notFound ? <ErrorNote>Failed to fetch the team.</ErrorNote> : null}
      {team.data ? (
        <>
          <header>
            <h1 id="team-roster-title" className="text-2xl font-bold">
              {team.data.name} {team.data.id === ownTeamId ? <span className="text-base text-court-400">(Your team)</span> : null}
            </h1>
            <p className="text-sm text-slate-400">
              {team.data.city}
              {team.data.league ? ` · ${team.data.league}` : ''}
              {roster.data ? ` · ${countOf(roster.data.length, 'player')}` : ''}
              {' · '}
              <Link href={`/club/${team.data.id}/history`} className="font-semibold text-court-400 hover:underline">
                Club history
              </Link>
            </p>
          </header>
          {roster.isLoading ? <Loading text="Loading players..." /> : null}
          {needsScout ? <ScoutOffer team={team.data} /> : null}
          {roster.isError && !needsScout ? <ErrorNote>Failed to fetch team roster</ErrorNote> : null}
          {roster.data && players.length === 0 ? <EmptyState title="No Players Found" /> : null}
          {players.length > 0 ? (
            <>
              <ul className="grid gap-3 md:hidden" aria-label="Players">
                {players.map((p) => (
                  <li key={p.id} className="rounded-xl border border-slate-800 bg-slate-900/80 p-3" data-testid="team-player">
                    <div className="flex items-center justify-between gap-3">
                      <Avatar name={p.name} url={p.avatarUrl} />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold">
                          <PlayerLink playerId={p.id}>{p.name}</PlayerLink>
                        </p>
                        <p className="text-xs text-slate-400">
                          {p.position} · {p.age} yrs · {p.height} cm · {p.weight} kg
                        </p>
                      </div>
                      <div className="flex items-center gap-3">
                        <span className={cx('text-2xl font-black', TONE_CLASS[ratingTone(p.overallRating)])}>{p.overallRating}</span>
                        {canOffer ? offerButton(p) : null}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto rounded-xl border border-slate-800 md:block">
                <table className="w-full text-sm">
                  <thead className="bg-slate-900 text-xs uppercase text-slate-400">
                    <tr>
                      {TEAM_SORT_KEYS.map((key) => (
                        <th
                          key={key}
                          scope="col"
                          aria-sort={sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                          className={cx('px-2 py-2', key === 'name' ? 'text-left' : 'text-center')}
                        >
                          <button type="button" onClick={() => setSort(nextSort(sort, key))} className="uppercase hover:text-slate-100">
                            {HEADERS[key]}
                            {sort.key === key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                          </button>
                        </th>
                      ))}
                      {canOffer ? (
                        <th scope="col" className="px-2 py-2">
                          <span className="sr-only">Offer</span>
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody>
                    {players.map((p) => (
                      <tr key={p.id} className="border-t border-slate-800 odd:bg-slate-900/40" data-testid="team-player-row">
                        <td className="px-2 py-1.5 font-medium">
                          <span className="flex items-center gap-2">
                            <Avatar name={p.name} url={p.avatarUrl} size="sm" />
                            <PlayerLink playerId={p.id}>{p.name}</PlayerLink>
                          </span>
                        </td>
                        <td className="px-2 py-1.5 text-center">{p.position}</td>
                        <td className="px-2 py-1.5 text-center">{p.age}</td>
                        <td className="px-2 py-1.5 text-center">{p.height}</td>
                        <td className="px-2 py-1.5 text-center">{p.weight}</td>
                        <td className={cx('px-2 py-1.5 text-center font-bold', TONE_CLASS[ratingTone(p.overallRating)])}>
                          {p.overallRating}
                        </td>
                        {TEAM_SORT_KEYS.slice(6).map((key) => (
                          <td key={key} className={cx('px-2 py-1.5 text-center', TONE_CLASS[skillTone(p[key as keyof Player] as number)])}>
                            {p[key as keyof Player] as number}
                          </td>
                        ))}
                        {canOffer ? <td className="px-2 py-1 text-right">{offerButton(p)}</td> : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </>
      ) : null}
      <MakeOfferDialog player={offerFor} sellerTeamId={teamId} onClose={() => setOfferFor(null)} />
    </section>
  );
}
