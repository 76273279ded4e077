/**
 * The manager's contracts: a player's terms at his club, the contracts
 * that end with the season and his decisions on them (re-sign at the
 * player's ask, which an unhappy player may refuse; let him go), releasing
 * a player now for severance, and the wage summary. Every outcome is the
 * server's; a renewal's refusal is one seeded draw a season, weighed against
 * the player's morale when asked.
 */
import type mongoose from 'mongoose';
import {
  AGENT_QUIET_AFTER_SIGNING_MATCHDAYS,
  decideRenewal,
  CONTRACT_DEFAULT_LENGTH,
  CONTRACT_EXPIRY_NOTICE_MATCHDAY,
  CONTRACT_LENGTHS,
  CONTRACT_MESSAGES,
  careerEventKey,
  contractEnd,
  formatEuros,
  keyedRng,
  LEAGUE_MATCHDAYS,
  matchdayKey,
  MIN_ELIGIBLE_AFTER_SALE,
  runningCostsPerGame,
  clubStanding,
  seasonName,
  seasonWage,
  severance,
  transferFee,
  wageAsk,
  dealWageCheck,
  type ContractTerms,
  type ExpiringContract,
  type ExpiringContracts,
  type ReleaseQuote,
  type ReleaseResponse,
  type RenewResponse,
  type WageSummary,
  possessive,
} from '@hardwood/shared';
import { toPlayerDto } from '../../models/career/dto.js';
import { ConflictError, NotFoundError, objectIdOr404, RuleViolation } from '../../infra/errors/domain-errors.js';
import { StartingLineupModel } from '../../models/lineup/lineup.model.js';
import { moveMoney } from '../money/ledger.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { ownPlayer, type MarketCall } from '../transfers/transfers.service.js';
import { assertRosterVisible } from '../transfers/visibility.js';
import { managedTeamIds } from '../worlds/seat.js';
import { clubWages, nextSeasonWages } from './club-wages.js';
import { ContractRenewalModel, type ContractRenewalDoc } from '../../models/economy/contract-renewal.model.js';
import { hasActiveLoan } from '../loans/loans.service.js';
import { clubSituation, joinAnswer, playingTimeOf, storedRefusal } from './refusals.js';

export const ON_LOAN_RELEASE_MESSAGE = 'He is on loan: recall him before you release him.';

const PLAYER_NOT_FOUND = 'Player not found';

/** The owner of the manager's decisions on contracts: his club's decisions are his alone (a player may move to another club of the world). */
const ownerOf = (call: MarketCall) => ({ worldId: call.career.worldId, teamId: call.team._id });

/** The season his contract ends with (a career made before contracts: this one). */
export const contractEndOf = (p: Pick<PlayerDoc, 'contractEndsSeason'>, season: number): number => p.contractEndsSeason ?? season;

/** A player's terms at the manager's club: a free agent, another club's player he may see, or his own (a renewal). */
export async function contractTerms(call: MarketCall, playerIdParam: string | undefined): Promise<ContractTerms> {
  const player = await PlayerModel.findOne({
    _id: objectIdOr404(playerIdParam, PLAYER_NOT_FOUND),
    worldId: call.career.worldId,
  }).lean<PlayerDoc>();
  if (!player) throw new NotFoundError(PLAYER_NOT_FOUND);
  const own = player.teamId?.equals(call.team._id) ?? false;
  if (player.teamId && !own) {
    // A player of a club another manager runs is not on the market (transfers.service.ts): there are no terms to sign him on.
    if ((await managedTeamIds(call.career.worldId)).some((id) => player.teamId?.equals(id))) throw new NotFoundError(PLAYER_NOT_FOUND);
    const club = await TeamModel.findOne({ _id: player.teamId, worldId: call.career.worldId }).lean();
    if (!club) throw new NotFoundError(PLAYER_NOT_FOUND);
    await assertRosterVisible(call.career.worldId, call.team, club);
  }
  const salary = wageAsk(player, call.team.reputation);
  // A renewal is next season's bill without his current contract; a signing adds him to this season's.
  const wages = own
    ? await nextSeasonWages(call.career.worldId, call.team, call.season.number)
    : await clubWages(call.career.worldId, call.team);
  // A free agent's fee is fixed and paid first (signFreeAgent): it lowers the reserves part of the limit before his wage is checked.
  const fee = player.teamId ? null : transferFee({ rating: player.overallRating, age: player.age });
  const { refusal } = dealWageCheck({
    wageBill: wages.wageBill,
    addedSalary: salary,
    projectedIncome: wages.limit.projectedIncome,
    cash: wages.limit.reserves,
    fee: fee ?? 0,
  });
  return {
    playerId: player._id.toString(),
    salary,
    seasonWage: seasonWage(salary),
    lengths: [...CONTRACT_LENGTHS],
    defaultLength: CONTRACT_DEFAULT_LENGTH,
    wageBill: wages.wageBill,
    wageBudget: wages.wageBudget,
    room: wages.room,
    limit: wages.limit,
    fee,
    refusal,
    // His own answer to joining: no draw, so the dialog shows what the signing would meet. A renewal's is drawn when asked.
    playerAnswer: own ? null : await joinAnswer(call.career.worldId, call.season, call.team, player),
  };
}

export async function wageSummary(call: MarketCall): Promise<WageSummary> {
  const [wages, players] = await Promise.all([
    clubWages(call.career.worldId, call.team),
    PlayerModel.find({ worldId: call.career.worldId, teamId: call.team._id }, { salary: 1, contractEndsSeason: 1 }).lean(),
  ]);
  const bySeason = new Map<number, { players: number; salaries: number }>();
  for (const p of players) {
    const end = contractEndOf(p, call.season.number);
    const entry = bySeason.get(end) ?? { players: 0, salaries: 0 };
    bySeason.set(end, { players: entry.players + 1, salaries: entry.salaries + (p.salary ?? 0) });
  }
  return {
    season: call.season.number,
    seasonName: call.season.name,
    wageBill: wages.wageBill,
    wageBudget: wages.wageBudget,
    room: wages.room,
    limit: wages.limit,
    projectedIncome: wages.projected,
    runningCosts: runningCostsPerGame(clubStanding(call.team)) * LEAGUE_MATCHDAYS,
    expiries: [...bySeason]
      .sort(([a], [b]) => a - b)
      .map(([season, e]) => ({ season, seasonName: seasonName(season), players: e.players, seasonWage: seasonWage(e.salaries) })),
  };
}

function toExpiring(call: MarketCall, player: PlayerDoc, renewal: ContractRenewalDoc | undefined): ExpiringContract {
  const ask = wageAsk(player, call.team.reputation);
  const status = renewal?.status ?? 'open';
  const agreed =
    renewal?.status === 'agreed' && renewal.salary && renewal.endsSeason
      ? { salary: renewal.salary, endsSeason: renewal.endsSeason, endsSeasonName: seasonName(renewal.endsSeason) }
      : null;
  const message =
    status === 'open'
      ? `His contract ends with ${call.season.name}. He asks ${formatEuros(seasonWage(ask))} a season to stay.`
      : (renewal?.message ?? '');
  const refusal = status === 'refused' ? storedRefusal(renewal?.refusal) : null;
  return {
    player: toPlayerDto(player, call.team.name, { scouted: true }),
    ask,
    askSeasonWage: seasonWage(ask),
    status,
    agreed,
    message,
    refusal,
  };
}

async function expiringPlayers(call: MarketCall): Promise<PlayerDoc[]> {
  const players = await PlayerModel.find({ worldId: call.career.worldId, teamId: call.team._id }).lean<PlayerDoc[]>();
  return players
    .filter((p) => contractEndOf(p, call.season.number) <= call.season.number)
    .sort((a, b) => b.overallRating - a.overallRating || a.name.localeCompare(b.name));
}

export async function expiringContracts(call: MarketCall): Promise<ExpiringContracts> {
  const [players, renewals] = await Promise.all([
    expiringPlayers(call),
    ContractRenewalModel.find({ ...ownerOf(call), season: call.season.number }).lean<ContractRenewalDoc[]>(),
  ]);
  const byPlayer = new Map(renewals.map((r) => [r.playerId.toString(), r]));
  return {
    season: call.season.number,
    seasonName: call.season.name,
    currentMatchday: call.matchday,
    noticeFromMatchday: CONTRACT_EXPIRY_NOTICE_MATCHDAY,
    contracts: players.map((p) => toExpiring(call, p, byPlayer.get(p._id.toString()))),
  };
}

/**
 * Offers a new contract at his ask, from next season: the board checks it
 * against next season's wage bill; he agrees unless his morale is low and the
 * season's draw says no (asking again weighs his morale then, with the same
 * draw). Agreed is final for the season.
 */
export async function renewContract(call: MarketCall, playerIdParam: string | undefined, seasons: number): Promise<RenewResponse> {
  const player = await ownPlayer(call, playerIdParam);
  const season = call.season.number;
  if (contractEndOf(player, season) > season)
    throw new ConflictError(`${possessive(player.name)} contract runs until the end of ${seasonName(contractEndOf(player, season))}.`);
  const decision = { ...ownerOf(call), playerId: player._id, season };
  const existing = await ContractRenewalModel.findOne(decision).lean<ContractRenewalDoc>();
  if (existing?.status === 'agreed') {
    return { outcome: 'agreed', message: existing.message, contract: toExpiring(call, player, existing), refusal: null };
  }
  const ask = wageAsk(player, call.team.reputation);
  const wages = await nextSeasonWages(call.career.worldId, call.team, season);
  const { refusal } = dealWageCheck({
    wageBill: wages.wageBill,
    addedSalary: ask,
    projectedIncome: wages.limit.projectedIncome,
    cash: wages.limit.reserves,
  });
  if (refusal) throw new RuleViolation(refusal);
  const rng = keyedRng(careerEventKey(call.seed, season, 0, 'renewal', player._id.toString()));
  // The season's draw on his morale decides, as ever; his minutes, the club's table and form say why his morale is where it is.
  const [club, playingTime] = await Promise.all([
    clubSituation(call.career.worldId, call.season, call.team),
    playingTimeOf(call.career.worldId, call.season, call.team._id),
  ]);
  const answer = decideRenewal({ morale: player.morale, playingTime: playingTime(player._id), club, offered: ask, ask }, rng);
  const agreed = answer.accepted;
  const endsSeason = contractEnd(season + 1, seasons);
  const message = agreed
    ? CONTRACT_MESSAGES.renewed(player.name, ask, seasonName(endsSeason))
    : CONTRACT_MESSAGES.refusedToRenew(player.name);
  const update = agreed
    ? { status: 'agreed', salary: ask, endsSeason, matchday: call.matchday, message, refusal: null }
    : { status: 'refused', salary: null, endsSeason: null, matchday: call.matchday, message, refusal: answer };
  // An agreement is final: a concurrent second call finds it and answers it.
  await ContractRenewalModel.updateOne({ ...decision, status: { $ne: 'agreed' } }, { $set: update }, { upsert: true }).catch(
    async (error: unknown) => {
      if (!(await ContractRenewalModel.exists({ ...decision, status: 'agreed' }))) throw error;
    },
  );
  const stored = await ContractRenewalModel.findOne(decision).lean<ContractRenewalDoc>();
  if (!stored) throw new ConflictError('The decision could not be read back');
  // Re-signed at his ask: his agent stays quiet for the rest of this contract and the first matchdays of the new wage.
  if (stored.status === 'agreed')
    await PlayerModel.updateOne(
      { _id: player._id },
      { $max: { agentQuietUntilKey: matchdayKey(season + 1, AGENT_QUIET_AFTER_SIGNING_MATCHDAYS) } },
    );
  return {
    outcome: stored.status === 'agreed' ? 'agreed' : 'refused',
    message: stored.message,
    contract: toExpiring(call, player, stored),
    refusal: stored.status === 'agreed' ? null : (storedRefusal(stored.refusal) ?? answer),
  };
}

/** The games of this season still to pay him for (the current matchday's included while unplayed). */
const gamesLeftThisSeason = (call: MarketCall) => Math.max(0, call.season.totalMatchdays - call.matchday + 1);

export async function releaseQuotes(call: MarketCall): Promise<ReleaseQuote[]> {
  const players = await PlayerModel.find({ worldId: call.career.worldId, teamId: call.team._id }).lean<PlayerDoc[]>();
  return players.map((p) => {
    const seasonsLeft = Math.max(0, contractEndOf(p, call.season.number) - call.season.number);
    const games = gamesLeftThisSeason(call);
    return {
      playerId: p._id.toString(),
      severance: severance({ salary: p.salary ?? 0, gamesLeftThisSeason: games, laterSeasons: seasonsLeft }),
      seasonsLeft,
      gamesLeftThisSeason: games,
    };
  });
}

/**
 * Lets him go. At the season end: only when his contract ends with it, for
 * nothing (he may be re-signed until then). Now: severance for the rest of
 * his contract, then he is a free agent; refused while he is on loan or
 * when the squad would fall under the sale minimum.
 */
export async function releasePlayer(
  call: MarketCall,
  playerIdParam: string | undefined,
  when: 'season-end' | 'now',
): Promise<ReleaseResponse> {
  const player = await ownPlayer(call, playerIdParam);
  const season = call.season.number;
  if (when === 'season-end') {
    if (contractEndOf(player, season) > season)
      throw new ConflictError(
        `${possessive(player.name)} contract runs until the end of ${seasonName(contractEndOf(player, season))}: release him now, or keep him.`,
      );
    const message = CONTRACT_MESSAGES.leavesAtSeasonEnd(player.name);
    await ContractRenewalModel.updateOne(
      { ...ownerOf(call), playerId: player._id, season },
      { $set: { status: 'released', salary: null, endsSeason: null, matchday: call.matchday, message } },
      { upsert: true },
    );
    return { message, severance: 0, budget: call.team.budget };
  }
  // The loan's record, not only his flag: a send that died between its two writes leaves the loan without the flag,
  // and a release then would leave a free agent with a running loan.
  if (player.isOnLoan || (await hasActiveLoan(call.career.worldId, player._id))) throw new ConflictError(ON_LOAN_RELEASE_MESSAGE);
  const squad = await PlayerModel.find({ worldId: call.career.worldId, teamId: call.team._id }, { isOnLoan: 1, isInjured: 1 }).lean();
  const eligibleLeft = squad.filter((p) => !p.isOnLoan && !p.isInjured && !p._id.equals(player._id)).length;
  if (eligibleLeft < MIN_ELIGIBLE_AFTER_SALE)
    throw new RuleViolation(`Releasing him would leave ${eligibleLeft} eligible players; you need at least ${MIN_ELIGIBLE_AFTER_SALE}.`);
  const cost = severance({
    salary: player.salary ?? 0,
    gamesLeftThisSeason: gamesLeftThisSeason(call),
    laterSeasons: Math.max(0, contractEndOf(player, season) - season),
  });
  // The severance first, keyed to this contract (his transfer count names it); then the player leaves, guarded by his club.
  if (cost > 0) {
    const paid = await moveMoney({
      worldId: call.career.worldId,
      teamId: call.team._id,
      amount: -cost,
      key: `release:${player._id.toString()}:${player.transferCount ?? 0}`,
      type: 'severance',
      description: `Released ${player.name}`,
      season,
      matchday: call.matchday,
    });
    if (!paid) throw new RuleViolation(`Not enough budget: releasing him costs ${formatEuros(cost)} in severance.`);
  }
  await leaveForFreeAgency(call.career.worldId, [player._id]);
  const team = await TeamModel.findById(call.team._id, { budget: 1 }).lean();
  return { message: CONTRACT_MESSAGES.released(player.name, cost), severance: cost, budget: team?.budget ?? 0 };
}

/**
 * Players whose contracts end (or who are released) join the free agents;
 * with `dropFromLineup` a saved lineup naming one of them goes (it is made
 * again from the roster, as after a sale).
 */
export async function leaveForFreeAgency(
  worldId: mongoose.Types.ObjectId,
  playerIds: readonly mongoose.Types.ObjectId[],
  options: { dropFromLineup: boolean } = { dropFromLineup: true },
): Promise<void> {
  if (playerIds.length === 0) return;
  await PlayerModel.updateMany(
    { worldId, _id: { $in: [...playerIds] }, teamId: { $ne: null } },
    {
      $set: { teamId: null, templateTeamId: null, contractEndsSeason: null, transferListed: false, cannotSellUntilMatchday: 0 },
      $inc: { transferCount: 1 },
    },
  );
  if (!options.dropFromLineup) return;
  const ids = [...playerIds];
  await StartingLineupModel.deleteMany({
    worldId,
    $or: [{ pgId: { $in: ids } }, { sgId: { $in: ids } }, { sfId: { $in: ids } }, { pfId: { $in: ids } }, { cId: { $in: ids } }],
  });
}
