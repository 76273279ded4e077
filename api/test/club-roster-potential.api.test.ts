/**
 * A club's roster (the transfer market's roster dialog) and the player
 * database tell the same thing about a player's potential: one rule on the
 * server, by what the manager's own club knows (his league: a range; a
 * scouted club: the exact value; above the age limit: nothing).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { POTENTIAL_SHOWN_MAX_AGE, ROUTES, type ClubRosterPlayer, type PlayerPotential } from '@hardwood/shared';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, scoutUrl, templateRosterUrl, type TestCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'roster-pot-a@example.com' } });

let a: TestCareer;
beforeAll(async () => {
  a = await marketCareer(app.url, 'roster-pot-a@example.com', 104);
});

/** The database's potential for every player of a club, by player id. */
async function databasePotentials(c: TestCareer, teamId: string): Promise<Map<string, PlayerPotential>> {
  const page = await c.http.call(ROUTES.playerPages.search, {}, { teamId, pageSize: 100 });
  return new Map(page.rows.map((r) => [r.id, r.potential]));
}

async function otherClub(c: TestCareer, sameLeague: boolean) {
  const own = await TeamModel.findById(c.team.id).lean();
  const team = await TeamModel.findOne({
    worldId: c.userId,
    _id: { $ne: own?._id },
    leagueId: sameLeague ? own?.leagueId : { $ne: own?.leagueId },
  }).lean();
  if (!team) throw new Error('no such club');
  return team;
}

function expectSameAsDatabase(roster: ClubRosterPlayer[], database: Map<string, PlayerPotential>) {
  expect(roster.length).toBeGreaterThan(0);
  for (const p of roster) expect(p.potentialView, p.name).toEqual(database.get(p.id));
}

describe('a club roster’s potential', () => {
  it('shows his league’s young players as the database does: a range, never the exact value', async () => {
    const club = await otherClub(a, true);
    const roster = await a.http.call(ROUTES.players.teamPlayers, { teamId: club._id.toString() });
    expectSameAsDatabase(roster, await databasePotentials(a, club._id.toString()));
    const young = roster.filter((p) => p.age <= POTENTIAL_SHOWN_MAX_AGE);
    expect(young.length).toBeGreaterThan(0);
    for (const p of young) {
      expect(p.potentialView.kind, p.name).toBe('range');
      expect(p.potential).toBeNull();
    }
    for (const p of roster.filter((x) => x.age > POTENTIAL_SHOWN_MAX_AGE)) expect(p.potentialView.kind).toBe('hidden');
  });

  it('shows a scouted club’s exact potentials, as the database does', async () => {
    const club = await otherClub(a, false);
    await a.http.json('POST', scoutUrl(club._id.toString()));
    const roster = await a.http.get<ClubRosterPlayer[]>(templateRosterUrl(club.templateTeamId));
    expectSameAsDatabase(roster, await databasePotentials(a, club._id.toString()));
    const young = roster.filter((p) => p.age <= POTENTIAL_SHOWN_MAX_AGE);
    for (const p of young) expect(p.potentialView).toEqual({ kind: 'exact', value: p.potential });
  });

  it('shows his own club’s potentials exactly', async () => {
    const roster = await a.http.call(ROUTES.players.teamPlayers, { teamId: a.team.id });
    expectSameAsDatabase(roster, await databasePotentials(a, a.team.id));
    for (const p of roster.filter((x) => x.age <= POTENTIAL_SHOWN_MAX_AGE)) expect(p.potentialView.kind).toBe('exact');
  });
});
