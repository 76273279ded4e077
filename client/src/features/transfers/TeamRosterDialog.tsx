/**
 * A club's roster from Find Players (the spec: "a roster dialog for a chosen
 * team"), with an Offer button per player. Own-league clubs are read by their
 * id; other leagues' by template id, which the server opens once scouted.
 */
import { useState } from 'react';
import { formatEuros, formatMillions, ROUTES, type ClubRosterPlayer, type Team } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, EmptyState, ErrorNote, Loading, Stars } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { contractEndLabel, perSeason, useSeasonNamer } from '../contracts';
import { MakeOfferDialog } from './MakeOfferDialog';
import { PlayerRow } from './PlayerRow';

export function TeamRosterDialog({
  team,
  ownLeague,
  ownTeamId,
  onClose,
}: {
  team: Team | null;
  ownLeague: boolean;
  ownTeamId: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={team !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={team ? team.name : 'Team roster'}
      description={team ? team.city : undefined}
      className="sm:max-w-2xl"
    >
      {team ? <RosterList team={team} ownLeague={ownLeague} isOwnTeam={team.id === ownTeamId} /> : null}
    </Dialog>
  );
}

function RosterList({ team, ownLeague, isOwnTeam }: { team: Team; ownLeague: boolean; isOwnTeam: boolean }) {
  const [offerFor, setOfferFor] = useState<ClubRosterPlayer | null>(null);
  const leagueRoster = useRouteQuery(ROUTES.players.teamPlayers, { teamId: team.id }, { enabled: ownLeague });
  const scoutedRoster = useRouteQuery(
    ROUTES.players.templateTeamRoster,
    { templateTeamId: String(team.templateTeamId) },
    { enabled: !ownLeague },
  );
  const roster = ownLeague ? leagueRoster : scoutedRoster;
  const players = [...(roster.data ?? [])].sort((a, b) => b.overallRating - a.overallRating || a.name.localeCompare(b.name));
  const { nameSeason } = useSeasonNamer();

  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-400">
        <Stars value={team.reputation} />
        <span>Budget {formatMillions(team.budget)}</span>
        {roster.data ? <span>{roster.data.length} players</span> : null}
      </p>
      {roster.isLoading ? <Loading text="Loading players..." /> : null}
      {roster.isError ? <ErrorNote>{errorMessage(roster.error, 'Failed to fetch team roster')}</ErrorNote> : null}
      {roster.data && players.length === 0 ? <EmptyState title="No players found for this team" /> : null}
      {players.length > 0 ? (
        <ul className="grid gap-2" aria-label={`${team.name} players`}>
          {players.map((p) => (
            <PlayerRow
              key={p.id}
              player={p}
              potential={p.potentialView}
              testId="roster-dialog-player"
              details={`Wage ${formatEuros(perSeason(p.salary))} a season · ${contractEndLabel(p.contractEndsSeason, nameSeason)}`}
              action={
                isOwnTeam ? null : (
                  <Button size="sm" variant="secondary" aria-label={`Make an offer for ${p.name}`} onClick={() => setOfferFor(p)}>
                    Offer
                  </Button>
                )
              }
            />
          ))}
        </ul>
      ) : null}
      {/* Rendered inside this dialog so Radix stacks it above (focus and Escape go to the top one). */}
      <MakeOfferDialog player={offerFor} sellerTeamId={team.id} onClose={() => setOfferFor(null)} />
    </div>
  );
}
