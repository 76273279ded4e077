/**
 * Club hardening over HTTP: the club's decisions wait for its own live match
 * to end (declared once per route in the route table, checked once where
 * routes are mounted) while its reads go on; friendlies to play and friendly
 * rooms running are bounded per manager, as open challenges are; and a loan
 * whose player's flag a crash never wrote still keeps him from being
 * released, while processing never flags a player who left the lending club.
 */
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import {
  allRoutes,
  FRIENDLY,
  LOAN_DURATIONS,
  LOAN_MAX_AGE_EXCLUSIVE,
  possessive,
  ROUTES,
  routeUrl,
  type Friendly,
  type LoanOption,
} from '@hardwood/shared';
import { leaveForFreeAgency } from '../src/domain/economy/contracts.service.js';
import { loadFriendlyMatch } from '../src/domain/friendlies/friendly-match.service.js';
import { FriendlyModel } from '../src/models/friendlies/friendly.model.js';
import { ContractRenewalModel } from '../src/models/economy/contract-renewal.model.js';
import { LiveStartModel } from '../src/models/live/live-snapshot.model.js';
import { LoanModel } from '../src/models/loans/loan.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { MatchModel } from '../src/models/season/match.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { processLoans } from '../src/orchestrators/processing/loan-processing.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, setBudget, type TestCareer } from './market-helpers.js';

// marketCareer turns simulate mode on, which only developers may.
const NAMES = ['live', 'toplay-0', 'toplay-1', 'toplay-2', 'rooms-0', 'rooms-1', 'rooms-2', 'loan-release', 'loan-processing'];
const app = useTestApp({ env: { DEVELOPER_EMAILS: NAMES.map((n) => `hardening3-${n}@example.com`).join(',') } });

const oid = (id: string) => new mongoose.Types.ObjectId(id);
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const career = (name: string, templateTeamId: number, countryId = 'italy') =>
  marketCareer(app.url, `hardening3-${name}@example.com`, templateTeamId, countryId);

/** What a refused decision must leave alone: the budget, every player's club, pay, contract and morale, the money and renewals. */
async function clubState(c: TestCareer): Promise<string> {
  const [team, players, transactions, renewals] = await Promise.all([
    TeamModel.findById(c.team.id, { budget: 1 }).lean(),
    PlayerModel.find({ worldId: c.userId }, { teamId: 1, salary: 1, contractEndsSeason: 1, morale: 1, isOnLoan: 1 })
      .sort({ _id: 1 })
      .lean(),
    TransactionModel.countDocuments({ worldId: c.userId }),
    ContractRenewalModel.countDocuments({ worldId: c.userId }),
  ]);
  return JSON.stringify({ budget: team?.budget, players, transactions, renewals });
}

/** The club's unplayed match of the current matchday: the one its room would be playing live. */
async function ownCurrentMatch(c: TestCareer) {
  const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).lean();
  const teamId = oid(c.team.id);
  const match = await MatchModel.findOne({
    worldId: c.userId,
    seasonId: season?._id,
    matchday: season?.currentMatchday,
    isPlayed: false,
    $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }],
  }).lean();
  if (!match) throw new Error('no own match this matchday');
  return match;
}

describe('the route table’s live-match flag', () => {
  it('is declared only on club writes that list 409, and on every squad, contract, morale, money and office decision', () => {
    const flagged = allRoutes(ROUTES).filter(({ def }) => def.whileLive !== undefined);
    for (const { group, name, def } of flagged) {
      expect(def.method, `${group}.${name}`).not.toBe('GET');
      expect(def.serves, `${group}.${name}`).toBe('club');
      expect(def.errors, `${group}.${name}`).toContain(409);
    }
    expect(flagged.map(({ group, name }) => `${group}.${name}`)).toEqual(
      expect.arrayContaining([
        'transfers.signPlayer',
        'transfers.sellPlayer',
        'transfers.makeOffer',
        'loans.send',
        'loans.recall',
        'contracts.renew',
        'contracts.release',
        'morale.teamMeeting',
        'morale.talk',
        'morale.promise',
        'players.recoverFitness',
        'office.paySalary',
        'office.answerAgentRequest',
        'office.treatInjury',
        'office.answerSponsorship',
      ]),
    );
  });
});

describe('club decisions during the own live match', () => {
  it('answers 409 to signing, releasing, renewing, a team meeting and a talk, changes nothing, lets the reads answer, and takes them once it is over', async () => {
    const c = await career('live', 106);
    await setBudget(c.team.id, 60_000_000);
    const roster = [...(await c.roster())].sort((a, b) => b.overallRating - a.overallRating);
    const [starter] = roster;
    const ending = roster.at(-1);
    const talkedTo = roster[1];
    const [agent] = await c.freeAgents();
    if (!starter || !ending || !talkedTo || !agent) throw new Error('no roster or free agents');
    // A contract that ends with this season, so that it can be renewed.
    await PlayerModel.updateOne({ _id: oid(ending.id) }, { $set: { contractEndsSeason: 1 } });
    const match = await ownCurrentMatch(c);
    // What the room writes when it starts the match.
    await LiveStartModel.create({ matchId: match._id.toString(), start: '{}', savedAt: new Date() });

    const decisions: Array<[string, () => Promise<Response>, string]> = [
      [
        'sign',
        () => c.http.send(ROUTES.transfers.signPlayer, { playerId: agent.id }, { contractSeasons: 2 }),
        'Your match is being played live: sign, sell, loan or promote players once it is over.',
      ],
      [
        'release',
        () => c.http.send(ROUTES.contracts.release, { playerId: starter.id }, { when: 'now' }),
        'Your match is being played live: renew or release contracts once it is over.',
      ],
      [
        'renew',
        () => c.http.send(ROUTES.contracts.renew, { playerId: ending.id }, { contractSeasons: 2 }),
        'Your match is being played live: renew or release contracts once it is over.',
      ],
      [
        'team meeting',
        () => c.http.send(ROUTES.morale.teamMeeting, {}, {}),
        'Your match is being played live: talk to your players once it is over.',
      ],
      [
        'talk',
        () => c.http.send(ROUTES.morale.talk, { playerId: talkedTo.id }, { kind: 'praise' }),
        'Your match is being played live: talk to your players once it is over.',
      ],
    ];
    const before = await clubState(c);
    for (const [name, decide, message] of decisions) {
      const res = await decide();
      expect(res.status, name).toBe(409);
      expect(await messageOf(res), name).toBe(message);
    }
    expect(await clubState(c)).toBe(before);
    // Reading goes on while the match is played.
    expect((await c.http.send(ROUTES.players.roster, {})).status).toBe(200);
    expect((await c.http.send(ROUTES.money.transactions, {})).status).toBe(200);
    expect((await c.http.send(ROUTES.morale.overview, {})).status).toBe(200);

    // Its result saved, the record goes: the same decisions are taken.
    await LiveStartModel.deleteOne({ matchId: match._id.toString() });
    for (const [name, decide] of decisions) {
      const res = await decide();
      expect(res.status, `${name}: ${await res.clone().text()}`).toBe(200);
    }
    expect((await PlayerModel.findById(agent.id, { teamId: 1 }).lean())?.teamId?.toString()).toBe(c.team.id);
    expect((await PlayerModel.findById(starter.id, { teamId: 1 }).lean())?.teamId ?? null).toBeNull();
  });
});

/** Managers for the friendlies' bounds: their own careers, in other clubs. */
async function managers(prefix: string, clubs: Array<[number, string]>) {
  return Promise.all(clubs.map(([teamId, countryId], i) => career(`${prefix}-${i}`, teamId, countryId)));
}

const challenge = (c: TestCareer) => c.http.call(ROUTES.friendlies.create, {}, {});
const accept = (c: TestCareer, token: string) => c.http.send(ROUTES.friendlies.accept, { token }, {});
async function accepted(c: TestCareer, token: string): Promise<Friendly> {
  const res = await accept(c, token);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`accept: ${res.status} ${text}`);
  return JSON.parse(text) as Friendly;
}
async function refused(res: Promise<Response>, message: string): Promise<void> {
  const answer = await res;
  expect(answer.status).toBe(409);
  expect(await messageOf(answer)).toBe(message);
}
const finish = (key: string) => FriendlyModel.updateOne({ key }, { $set: { status: 'finished', finishedAt: new Date() } });

describe('friendlies to play', () => {
  it('holds a manager to a few accepted friendlies not yet played, with clear 409s, and makes them within the bound', async () => {
    const [a, b, c] = await managers('toplay', [
      [201, 'spain'],
      [103, 'italy'],
      [202, 'spain'],
    ]);
    if (!a || !b || !c) throw new Error('no managers');
    const bound = FRIENDLY.friendliesToPlayPerManager;
    const made: Friendly[] = [];
    for (let i = 0; i < bound - 1; i += 1) made.push(await accepted(b, (await challenge(a)).token));
    // One short of the bound, a new challenge is still made; then the bound is reached.
    const spare = await challenge(a);
    made.push(await accepted(b, (await challenge(a)).token));
    expect((await a.http.call(ROUTES.friendlies.list, {})).upcoming).toHaveLength(bound);

    await refused(
      a.http.send(ROUTES.friendlies.create, {}, {}),
      `You already have ${bound} friendlies to play: play one before you arrange another.`,
    );
    await refused(accept(c, spare.token), `${a.team.name} already has ${bound} friendlies to play: try again once one is played.`);
    const fromC = await challenge(c);
    await refused(accept(b, fromC.token), `You already have ${bound} friendlies to play: play one before you arrange another.`);
    // Nothing was made by the refusals.
    expect(await FriendlyModel.countDocuments({ status: 'accepted', $or: [{ challengerId: a.userId }, { opponentId: a.userId }] })).toBe(
      bound,
    );

    // One played: there is room for one more.
    await finish(made[0]?.key ?? '');
    expect((await accepted(c, spare.token)).away.name).toBe(c.team.name);
  });
});

describe('friendly rooms running', () => {
  it('holds a manager to a few friendlies live at once: another room is refused with 409, a live one of his is rejoined', async () => {
    const [a, b, c] = await managers('rooms', [
      [203, 'spain'],
      [105, 'italy'],
      [204, 'spain'],
    ]);
    if (!a || !b || !c) throw new Error('no managers');
    const bound = FRIENDLY.liveFriendliesPerManager;
    const withB: Friendly[] = [];
    for (let i = 0; i <= bound; i += 1) withB.push(await accepted(b, (await challenge(a)).token));
    const withC = await accepted(c, (await challenge(a)).token);
    const live = withB.slice(0, bound);
    const next = withB[bound];
    if (!next) throw new Error('no friendly');
    // What each room writes when it starts its match.
    for (const f of live) await LiveStartModel.create({ matchId: f.key, start: '{}', savedAt: new Date() });

    const pass = (m: TestCareer, key: string) => m.http.send(ROUTES.friendlies.token, { key });
    const busy = `You are already coaching ${bound} friendlies live: finish one before you start another.`;
    await refused(pass(a, next.key), busy);
    await refused(pass(b, next.key), busy);
    await refused(
      pass(c, withC.key),
      `${possessive(a.team.name)} manager is already coaching ${bound} friendlies live: try again once one is over.`,
    );
    // The room itself refuses too, whoever's pass was made before.
    await expect(loadFriendlyMatch(next.key, a.userId.toString())).rejects.toThrow(busy);
    // A room of his already running is his to rejoin.
    expect((await pass(a, live[0]?.key ?? '')).status).toBe(200);

    // One over (its result saved, its record gone): the next one starts.
    const over = live[0]?.key ?? '';
    await finish(over);
    await LiveStartModel.deleteOne({ matchId: over });
    expect((await pass(a, next.key)).status).toBe(200);
    expect((await loadFriendlyMatch(next.key, a.userId.toString())).matchId).toBe(next.key);
  });
});

/** A career whose young player has an active loan but no flag: a crash between the loan's record and his flag leaves it so. */
async function loanWithoutFlag(name: string, templateTeamId: number) {
  const c = await career(name, templateTeamId);
  await setBudget(c.team.id, 60_000_000);
  const roster = await c.roster();
  const young = [...roster].sort((x, y) => y.overallRating - x.overallRating).find((p) => p.age < LOAN_MAX_AGE_EXCLUSIVE) ?? roster[0];
  if (!young) throw new Error('no roster');
  await PlayerModel.updateOne({ _id: oid(young.id) }, { $set: { age: Math.min(young.age, 20), isInjured: false } });
  const [club] = await c.http.get<LoanOption[]>(routeUrl(ROUTES.loans.options, { playerId: young.id }));
  if (!club) throw new Error('no loan option');
  await c.http.call(ROUTES.loans.send, {}, { playerId: young.id, loanTeamId: club.id, duration: LOAN_DURATIONS[0] });
  await PlayerModel.updateOne({ _id: oid(young.id) }, { $set: { isOnLoan: false, loanTeamId: null } });
  return { c, playerId: young.id };
}

describe('a loan whose flag a crash never wrote', () => {
  it('keeps its player from being released: 409, and nothing changes', async () => {
    const { c, playerId } = await loanWithoutFlag('loan-release', 107);
    const before = await clubState(c);
    const release = await c.http.send(ROUTES.contracts.release, { playerId }, { when: 'now' });
    expect(release.status).toBe(409);
    expect(await messageOf(release)).toBe('He is on loan: recall him before you release him.');
    expect(await clubState(c)).toBe(before);
    expect((await LoanModel.findOne({ worldId: c.userId, playerId: oid(playerId) }).lean())?.status).toBe('active');
  });

  it('is ended by processing once its player has left the lending club, and he is not flagged on loan', async () => {
    const { c, playerId } = await loanWithoutFlag('loan-processing', 108);
    // Released all the same, as before the release read the loan's record.
    await leaveForFreeAgency(c.userId, [oid(playerId)]);
    const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).lean();
    if (!season) throw new Error('no season');
    await processLoans({ worldId: c.userId, season: { number: season.number }, matchday: season.currentMatchday });
    const [player, loan] = await Promise.all([
      PlayerModel.findById(playerId).lean(),
      LoanModel.findOne({ worldId: c.userId, playerId: oid(playerId) }).lean(),
    ]);
    expect(player).toMatchObject({ teamId: null, isOnLoan: false, loanTeamId: null });
    expect(loan?.status).not.toBe('active');
    expect(loan?.endedAtMatchday).toBe(season.currentMatchday);
  });
});
