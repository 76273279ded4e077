/**
 * The season end's summary opens with the manager's own club: its finish,
 * the prize money booked to it, its contracts that ended (renewed or let
 * go), its retirements and next season's wage budget; and only his: in a
 * world of two managers each one's summary carries his own club's figures
 * and none of the other club's money or contracts.
 */
import { describe, expect, it } from 'vitest';
import { clubStanding, projectedIncome, RETIREMENT_MIN_AGE, ROUTES, routeUrl, wageLimit, type SeasonEndResult } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { SeasonHistoryModel } from '../src/models/history/season-history.model.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';
import { seatSecondManager } from './second-seat.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'season-club@example.com' } });
const END = routeUrl(ROUTES.season.end, {});

async function playSeason(c: TestCareer) {
  for (let guard = 0; guard < 40; guard += 1) {
    const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).sort({ number: -1 }).lean();
    if (!season || season.status === 'complete') return;
    await c.http.json('POST', `/api/matches/simulate-matchday/${season.currentMatchday}`);
  }
  throw new Error('the season never ended');
}

/** The club's three youngest players' contracts end with season 1 too: the season end decides them. */
async function endContracts(worldId: mongoose.Types.ObjectId, teamId: mongoose.Types.ObjectId): Promise<void> {
  const young = await PlayerModel.find({ worldId, teamId }).sort({ age: 1, _id: 1 }).limit(3).lean();
  await PlayerModel.updateMany({ _id: { $in: young.map((p) => p._id) } }, { $set: { contractEndsSeason: 1 } });
}

/** The club's players whose contracts end with season 1, as the season end will find them. */
async function endingWithSeason(worldId: mongoose.Types.ObjectId, teamId: mongoose.Types.ObjectId): Promise<string[]> {
  return (await PlayerModel.find({ worldId, teamId, contractEndsSeason: { $lte: 1 } }, { _id: 1 }).lean()).map((p) => p._id.toString());
}

describe('the season end summary', () => {
  it("opens with the manager's own club, and each manager of a world reads only his own", async () => {
    const a = await marketCareer(app.url, 'season-club@example.com', 105);
    const b = await seatSecondManager(app.url, a.userId, 'season-club-b@example.com', 106);
    const worldId = a.userId;
    const teamA = new mongoose.Types.ObjectId(a.team.id);
    const teamB = new mongoose.Types.ObjectId(b.team.id);
    await endContracts(worldId, teamA);
    await endContracts(worldId, teamB);
    // One veteran each, past retirement age: he retires at this season end.
    const veteran = async (teamId: mongoose.Types.ObjectId) => {
      const [oldest] = await PlayerModel.find({ worldId, teamId }).sort({ age: -1, _id: 1 }).limit(1).lean();
      if (!oldest) throw new Error('no player');
      await PlayerModel.updateOne({ _id: oldest._id }, { $set: { age: RETIREMENT_MIN_AGE + 2 } });
      return oldest._id.toString();
    };
    const veteranA = await veteran(teamA);
    const veteranB = await veteran(teamB);
    await playSeason(a);
    const playersB = new Set((await PlayerModel.find({ worldId, teamId: teamB }, { _id: 1 }).lean()).map((p) => p._id.toString()));
    const endingBefore = { a: await endingWithSeason(worldId, teamA), b: await endingWithSeason(worldId, teamB) };
    expect(endingBefore.a.length).toBeGreaterThanOrEqual(3);

    const result = await a.http.json<SeasonEndResult>('POST', END);
    // Who retired leaves before contracts are decided.
    const retired = new Set(result.ageingResults.retirements.map((r) => r.id));
    const endingA = endingBefore.a.filter((id) => !retired.has(id));
    const endingB = endingBefore.b.filter((id) => !retired.has(id));
    const club = result.club;
    expect(club).toMatchObject({ teamId: a.team.id, teamName: a.team.name, leagueName: 'Serie A', teams: 12 });

    // Its finish, as the season's history records it.
    const history = await SeasonHistoryModel.findOne({ worldId, season: 1 }).lean();
    const own = history?.clubs.find((c) => c.teamId.equals(teamA));
    expect(club.position).toBe(own?.position);
    expect([club.wins, club.losses]).toEqual([own?.wins, own?.losses]);
    expect(club.wins + club.losses).toBeGreaterThanOrEqual(22);

    // The prize money booked to its budget, and nobody else's.
    const prizes = await TransactionModel.find({ worldId, teamId: teamA, type: 'prize_money' }).lean();
    expect(club.prizeMoney).toBe(prizes.reduce((s, t) => s + t.amount, 0));
    expect(club.prizeMoney).toBeGreaterThan(0);
    expect(club.prizes.map((p) => p.amount).sort()).toEqual(prizes.map((t) => t.amount).sort());

    // Its three ending contracts, each renewed or ended; none of the other club's.
    const decided = [...club.contractsRenewed.map((c) => c.id), ...club.contractsEnded.map((c) => c.id)].sort();
    expect(decided).toEqual([...endingA].sort());
    for (const r of club.contractsRenewed) expect(r.endsSeason).toBeGreaterThan(1);

    // Its retirements: the world's list narrowed to its club.
    expect(club.retirements.map((r) => r.id)).toContain(veteranA);
    expect(club.retirements.map((r) => r.id)).not.toContain(veteranB);
    expect(result.ageingResults.retirements.map((r) => r.id)).toContain(veteranB);
    expect(club.retirements.map((r) => r.id).sort()).toEqual(
      result.ageingResults.retirements
        .filter((r) => r.club === a.team.name)
        .map((r) => r.id)
        .sort(),
    );

    // Next season's wage budget: the board's wage limit for the club as it starts the season.
    const team = await TeamModel.findById(teamA).lean();
    if (!team) throw new Error('no team');
    expect(club.wageBudget).toBe(wageLimit({ projectedIncome: projectedIncome(clubStanding(team)).total, cash: team.budget }).total);
    expect(club.wageBill).toBeGreaterThan(0);

    // The other manager's answer: the same world's season end, his own club's part.
    const other = await b.http.json<SeasonEndResult>('POST', END);
    expect(other.champion).toBe(result.champion);
    expect(other.club.teamId).toBe(b.team.id);
    const decidedB = [...other.club.contractsRenewed.map((c) => c.id), ...other.club.contractsEnded.map((c) => c.id)].sort();
    expect(decidedB).toEqual([...endingB].sort());
    const prizesB = await TransactionModel.find({ worldId, teamId: teamB, type: 'prize_money' }).lean();
    expect(other.club.prizeMoney).toBe(prizesB.reduce((s, t) => s + t.amount, 0));
    // Neither answer carries the other club's contracts.
    for (const id of decided) expect(playersB.has(id)).toBe(false);
    expect(JSON.stringify(result.club)).not.toContain(b.team.name);
    for (const id of endingB) expect(JSON.stringify(result.club)).not.toContain(id);
    for (const id of endingA) expect(JSON.stringify(other.club)).not.toContain(id);
    // A whole season played: as slow as the other season-end tests when files run side by side.
  }, 300_000);
});
