/**
 * The transfer market and the player database tell the same thing about a
 * player's potential: free agents (a range up to the age limit) and the Make
 * Offer dialog's valuation (a range for his league's clubs, the exact value
 * once scouted) carry the database's view, and never an exact number the
 * manager's club does not know.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYER_DATABASE_MAX_PAGE_SIZE,
  POTENTIAL_SHOWN_MAX_AGE,
  ROUTES,
  type ClubRosterPlayer,
  type OfferValuation,
  type PlayerDatabaseQuery,
  type PlayerPotential,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, scoutUrl, templateRosterUrl, valuationUrl, type TestCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'market-pot-a@example.com' } });

let a: TestCareer;
beforeAll(async () => {
  a = await marketCareer(app.url, 'market-pot-a@example.com', 105);
});

/** The database's potential for every player matching `filter`, by player id (all pages). */
async function databasePotentials(c: TestCareer, filter: Partial<PlayerDatabaseQuery>): Promise<Map<string, PlayerPotential>> {
  const seen = new Map<string, PlayerPotential>();
  for (let page = 1; ; page += 1) {
    const answer = await c.http.call(ROUTES.playerPages.search, {}, { ...filter, page, pageSize: PLAYER_DATABASE_MAX_PAGE_SIZE });
    for (const r of answer.rows) seen.set(r.id, r.potential);
    if (page >= answer.pages) return seen;
  }
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

/** Makes the best player of a club (or of the free agents) 20 with potential 93, so that it is on show at all; answers his id. */
async function makeYoung(teamId: mongoose.Types.ObjectId | null, c: TestCareer) {
  const p = await PlayerModel.findOne({ worldId: c.userId, teamId }).sort({ overallRating: -1 }).lean();
  if (!p) throw new Error('no player');
  await PlayerModel.updateOne({ _id: p._id }, { $set: { age: 20, potential: 93 } });
  return p._id.toString();
}

describe('free agents’ potential', () => {
  it('is the database’s range for the same player, never the exact value', async () => {
    const youngId = await makeYoung(null, a);
    const agents = await a.freeAgents();
    const database = await databasePotentials(a, { freeAgents: 'true' });
    expect(agents.length).toBeGreaterThan(0);
    for (const p of agents) {
      expect(p.potentialView, p.name).toEqual(database.get(p.id));
      // No club scouts a free agent: the exact number never goes out.
      expect(p.potential, p.name).toBeNull();
      expect(p.potentialView.kind, p.name).toBe(p.age <= POTENTIAL_SHOWN_MAX_AGE ? 'range' : 'hidden');
    }
    // The old list sent `potential: null` and nothing else: the market showed "?" where the database showed this range.
    const young = agents.find((p) => p.id === youngId);
    expect(young?.potentialView).toMatchObject({ kind: 'range' });
    if (young?.potentialView.kind !== 'range') throw new Error('no range');
    expect(young.potentialView.min).toBeLessThanOrEqual(93);
    expect(young.potentialView.max).toBeGreaterThanOrEqual(93);
  });
});

describe('the offer dialog’s potential', () => {
  it('is the database’s range for a player of his own league, and the price reads no exact value', async () => {
    const club = await otherClub(a, true);
    const playerId = await makeYoung(club._id, a);
    const answer = await a.http.get<OfferValuation>(valuationUrl(playerId));
    const database = await databasePotentials(a, { teamId: club._id.toString() });
    expect(answer.potentialView).toEqual(database.get(playerId));
    expect(answer.potentialView.kind).toBe('range');
    // The price does not move with a potential the club has not scouted: it would give the number away.
    await PlayerModel.updateOne({ _id: new mongoose.Types.ObjectId(playerId) }, { $set: { potential: 60 } });
    expect((await a.http.get<OfferValuation>(valuationUrl(playerId))).valuation).toEqual(answer.valuation);
  });

  it('is the exact value once his club is scouted, as in the database and the roster dialog', async () => {
    const club = await otherClub(a, false);
    const playerId = await makeYoung(club._id, a);
    await a.http.json('POST', scoutUrl(club._id.toString()));
    const answer = await a.http.get<OfferValuation>(valuationUrl(playerId));
    const database = await databasePotentials(a, { teamId: club._id.toString() });
    const roster = await a.http.get<ClubRosterPlayer[]>(templateRosterUrl(club.templateTeamId));
    expect(answer.potentialView).toEqual({ kind: 'exact', value: 93 });
    expect(answer.potentialView).toEqual(database.get(playerId));
    expect(answer.potentialView).toEqual(roster.find((p) => p.id === playerId)?.potentialView);
  });
});
