/**
 * A whole season of a career world's economy, like the engine's realism
 * bands: with a passive manager (he pays every salary, renews one contract
 * and lets one go), every club of the world earns gates, TV, sponsors and
 * prize money and pays wages and running costs, only for the games it
 * plays; no budget goes below zero; each equals its start plus its
 * recorded movements; the contracts that end are decided at the season end
 * for the manager and the AI clubs alike; and morale stays off its ends.
 */
import { describe, expect, it } from 'vitest';
import { EUROPEAN_CUP_LEAGUE_ID, LEAGUE_PRIZE_BY_PLACE, ROUTES, routeUrl, type RenewResponse } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { MatchModel } from '../src/models/season/match.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { SeasonEndModel } from '../src/models/season/season-end.model.js';
import type { StoredContractPlan } from '../src/orchestrators/season-end/season-books.js';
import { useTestApp } from './app-fixture.js';
import { ledgerMismatches, median, playSeasons } from './economy-world.js';
import { marketCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'economy@example.com' } });

describe('a season of the world’s economy', () => {
  it('books every club’s games and only those, keeps every ledger, and decides every contract that ends', async () => {
    // Real Capital Basket: among Europe's eight strongest clubs, so the season runs on into the European Cup.
    const c = await marketCareer(app.url, 'economy@example.com', 201, 'spain');
    const start = new Map((await TeamModel.find({ worldId: c.userId }, { budget: 1 }).lean()).map((t) => [t._id.toString(), t.budget]));
    const ownTeam = { worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) };
    // Two contracts end this season, whatever the career's draws gave the squad: one to renew, one to let go.
    const [first, second] = await PlayerModel.find(ownTeam, { _id: 1 }).lean();
    if (!first || !second) throw new Error('no squad');
    await PlayerModel.updateMany({ _id: { $in: [first._id, second._id] } }, { $set: { contractEndsSeason: 1 } });
    const players = await PlayerModel.find(ownTeam).lean();
    const ending = players.filter((p) => p.contractEndsSeason === 1);
    const [kept, letGo] = ending;
    if (!kept || !letGo) throw new Error('two contracts ending this season needed');
    const aiEnding = (await PlayerModel.find({ worldId: c.userId, contractEndsSeason: 1 }, { _id: 1, teamId: 1 }).lean()).filter(
      (p) => p.teamId && !p.teamId.equals(c.team.id),
    );

    const [report] = await playSeasons(c, 1, {
      onMatchday: async (_season, matchday) => {
        if (matchday !== 15) return;
        await PlayerModel.updateOne({ _id: kept._id }, { $set: { morale: 80 } });
        expect(
          (
            await c.http.json<RenewResponse>('POST', routeUrl(ROUTES.contracts.renew, { playerId: kept._id.toString() }), {
              contractSeasons: 2,
            })
          ).outcome,
        ).toBe('agreed');
        await c.http.json('POST', routeUrl(ROUTES.contracts.release, { playerId: letGo._id.toString() }), { when: 'season-end' });
      },
    });
    if (!report) throw new Error('no season played');
    const ai = report.clubs.filter((x) => !x.isManager);
    expect(report.clubs).toHaveLength(156);

    // Every AI club booked each matchday it played, and no other: its games match its accounts.
    expect(ai.reduce((s, x) => s + x.unpaid, 0)).toBe(0);
    const accounts = await TransactionModel.find({ worldId: c.userId, type: 'matchday_accounts' }, { teamId: 1, key: 1, parts: 1 }).lean();
    const cupDays = new Set(
      (await MatchModel.find({ worldId: c.userId, leagueId: EUROPEAN_CUP_LEAGUE_ID }, { matchday: 1 }).lean()).map((m) => m.matchday),
    );
    expect(Math.max(...cupDays)).toBeGreaterThan(22);
    expect(accounts.length).toBe(ai.reduce((s, x) => s + x.games, 0));
    // On the manager's Cup matchdays only the Cup's clubs play: his league's other clubs pay no wages then.
    const league = new Set(ai.filter((x) => x.leagueId === c.team.leagueId).map((x) => x.teamId));
    const lateLeague = accounts.filter((a) => Number(a.key.split(':')[2]) > 22 && league.has(a.teamId.toString()));
    const cupClubs = new Set(
      (await MatchModel.find({ worldId: c.userId, leagueId: EUROPEAN_CUP_LEAGUE_ID }, { homeTeamId: 1, awayTeamId: 1 }).lean()).flatMap(
        (m) => [m.homeTeamId.toString(), m.awayTeamId.toString()],
      ),
    );
    expect(lateLeague.every((a) => cupClubs.has(a.teamId.toString()))).toBe(true);
    for (const a of accounts) expect(a.parts?.wages ?? 0).toBeLessThan(0);

    // Every club earns by playing and pays for it; nobody is below zero; the world's ledger holds.
    for (const x of report.clubs) {
      expect(x.income, x.name).toBeGreaterThan(0);
      expect(x.wages, x.name).toBeGreaterThan(0);
      expect(x.runningCosts, x.name).toBeGreaterThan(0);
      expect(x.end, x.name).toBeGreaterThanOrEqual(0);
    }
    expect(await ledgerMismatches(c.userId, start)).toEqual([]);
    const prizes = await TransactionModel.find({ worldId: c.userId, type: 'prize_money' }, { description: 1, amount: 1 }).lean();
    // Eight paid places in each of the 13 leagues, and the Cup's eight entrants.
    expect(prizes.filter((p) => /league/.test(p.description))).toHaveLength(13 * LEAGUE_PRIZE_BY_PLACE.filter((a) => a > 0).length);
    expect(prizes.filter((p) => /European Cup/.test(p.description))).toHaveLength(8);
    const shares = ai.map((x) => x.wages / x.income);
    expect(median(shares)).toBeGreaterThan(0.45);
    expect(median(shares)).toBeLessThan(0.75);

    // The contracts that ended: his renewal runs on, the one he let go left, the AI clubs decided all of theirs.
    expect(await PlayerModel.findById(kept._id, { teamId: 1, contractEndsSeason: 1 }).lean()).toMatchObject({
      teamId: kept.teamId,
      contractEndsSeason: 3,
    });
    // (The free agents he joined are where the AI clubs sign from: another club may have taken him since.)
    expect((await PlayerModel.findById(letGo._id, { teamId: 1 }).lean())?.teamId?.equals(c.team.id) ?? false).toBe(false);
    const leftOver = await PlayerModel.countDocuments({ worldId: c.userId, teamId: { $ne: null }, contractEndsSeason: { $lte: 1 } });
    expect(leftOver).toBe(0);
    // No rostered contract ends with the season any more (above); the AI clubs renewed some and let others go.
    const plan = (await SeasonEndModel.findOne({ worldId: c.userId, season: 1 }).lean())?.contractPlan as StoredContractPlan | undefined;
    const renewed = new Set(plan?.renewals.map((r) => r.playerId));
    const released = new Set(plan?.releases);
    expect(aiEnding.filter((p) => renewed.has(p._id.toString())).length).toBeGreaterThan(0);
    expect(aiEnding.filter((p) => released.has(p._id.toString())).length).toBeGreaterThan(0);

    // Morale drifts to the middle for the whole world: nobody is left at an end.
    expect(report.worldMorale.mean).toBeGreaterThan(40);
    expect(report.worldMorale.mean).toBeLessThan(70);
    expect(report.worldMorale.low).toBeLessThan(0.02);
    expect(report.worldMorale.high).toBeLessThan(0.02);
  }, 240_000);
});
