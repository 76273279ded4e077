import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeUrl, ROUTES, type ClubRosterPlayer, type PlayerPotential } from '@hardwood/shared';
import { wageSummary } from '../../test/economy-fixtures';
import { player, team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { potentialText } from '../players';
import { TeamRosterDialog } from './TeamRosterDialog';

const RANGE: PlayerPotential = { kind: 'range', min: 89, max: 99 };
const rosterPlayer = (potentialView: PlayerPotential): ClubRosterPlayer => ({
  ...player('o1', 'PG', 74, { name: 'Young Yuri', age: 20, teamId: 't2', potential: null }),
  potentialView,
});

function openRoster(potentialView: PlayerPotential) {
  fakeApi({
    [routeUrl(ROUTES.players.teamPlayers, { teamId: 't2' })]: [rosterPlayer(potentialView)],
    [routeUrl(ROUTES.contracts.summary, {})]: wageSummary,
  });
  renderWithClient(<TeamRosterDialog team={team('t2', 'Rivals')} ownLeague ownTeamId="t1" onClose={() => undefined} />);
  return screen.findByTestId('roster-dialog-player');
}

describe("a club roster's potential", () => {
  it('shows the range the server knows, as the player database does for the same player', async () => {
    const row = await openRoster(RANGE);
    // The old dialog read only the exact number (null here) and printed "Potential ?".
    expect(row).toHaveTextContent('Potential 89–99');
    expect(row).not.toHaveTextContent('Potential ?');
    // The player database and the player page write the same answer with this same formatter.
    expect(potentialText(RANGE).text).toBe('89–99');
  });

  it('shows "?" when the server keeps the potential hidden, with its reason', async () => {
    const hidden = await openRoster({ kind: 'hidden', reason: 'Scout his club to see his potential' });
    expect(hidden).toHaveTextContent('Potential ?');
    expect(within(hidden).getByTitle('Scout his club to see his potential')).toBeInTheDocument();
  });

  it('shows the exact value of a scouted club', async () => {
    expect(await openRoster({ kind: 'exact', value: 88 })).toHaveTextContent('Potential 88');
  });
});
