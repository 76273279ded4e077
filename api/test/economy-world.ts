/**
 * Whole seasons of a career world with a passive manager (he pays every
 * salary and answers nothing else), read from the store: every club's
 * budget at each season's start and end, its income (gates, TV, sponsors,
 * prize money, the office's sponsorships), its wages and running costs, the
 * games it played and any matchday whose loss it could not cover, and the
 * manager's team morale each matchday. The economy bands of
 * `npm run bench -w api` and the economy tests read these.
 */
import { ROUTES, routeUrl, type SalaryPayment } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { MatchModel } from '../src/models/season/match.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { WorldMatchModel } from '../src/models/matches/world-match.model.js';
import type { TestCareer } from './market-helpers.js';

export interface ClubBooks {
  teamId: string;
  name: string;
  leagueId: number;
  reputation: number;
  isManager: boolean;
  start: number;
  end: number;
  /** Gates, TV, sponsors, prize money and sponsorships: what the club earns by playing (not by selling players). */
  income: number;
  wages: number;
  runningCosts: number;
  /** Transfer fees in and out, and every other movement. */
  other: number;
  games: number;
  /** Matchdays it played whose loss its budget could not cover (the movement was refused). */
  unpaid: number;
}

export interface SeasonReport {
  season: number;
  clubs: ClubBooks[];
  /** The manager's squad's mean morale after each matchday. */
  teamMorale: number[];
  /** Every rostered player's morale at the season's end: its mean and the shares under 20 and over 90. */
  worldMorale: { mean: number; low: number; high: number };
  matchdays: number;
}

const INCOME_TYPES = new Set(['match_revenue', 'tv_rights', 'sponsor_income', 'prize_money', 'sponsorship']);

async function activeSeason(userId: mongoose.Types.ObjectId) {
  return SeasonModel.findOne({ worldId: userId, isActive: true }).sort({ number: -1 }).lean();
}

/** Plays the active season to its end as a passive manager (paying each salary), answering his team morale by matchday. */
async function playSeason(c: TestCareer, onMatchday?: (matchday: number) => Promise<void>): Promise<number[]> {
  const morale: number[] = [];
  for (let guard = 0; guard < 40; guard += 1) {
    const season = await activeSeason(c.userId);
    if (!season || season.status === 'complete') return morale;
    const matchday = season.currentMatchday;
    await onMatchday?.(matchday);
    await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
    const due = await c.http.get<SalaryPayment | null>(routeUrl(ROUTES.office.salaryPayment, {}, { matchday }));
    if (due && !due.isPaid) await c.http.json('POST', routeUrl(ROUTES.office.paySalary, {}), { salaryPaymentId: due.id });
    const own = await PlayerModel.find({ worldId: c.userId, teamId: c.team.id }, { morale: 1 }).lean();
    morale.push(own.reduce((s, p) => s + p.morale, 0) / Math.max(1, own.length));
  }
  throw new Error('the season never ended');
}

/** Each club's books for one season, from its transactions (an AI club's matchday accounts carry their parts). */
async function seasonBooks(userId: mongoose.Types.ObjectId, season: number, startBudgets: Map<string, number>): Promise<ClubBooks[]> {
  const [teams, moves, seasonDoc] = await Promise.all([
    TeamModel.find({ worldId: userId }, { name: 1, leagueId: 1, reputation: 1, budget: 1, isUserTeam: 1 }).lean(),
    TransactionModel.find({ worldId: userId, season }, { teamId: 1, amount: 1, type: 1, parts: 1, key: 1 }).lean(),
    SeasonModel.findOne({ worldId: userId, number: season }, { _id: 1 }).lean(),
  ]);
  const [own, world] = await Promise.all([
    MatchModel.find({ worldId: userId, seasonId: seasonDoc?._id, isPlayed: true }, { homeTeamId: 1, awayTeamId: 1, matchday: 1 }).lean(),
    WorldMatchModel.find({ worldId: userId, seasonNumber: season }, { homeTeamId: 1, awayTeamId: 1, matchday: 1 }).lean(),
  ]);
  const played = new Map<string, Set<number>>();
  for (const g of [...own, ...world])
    for (const id of [g.homeTeamId.toString(), g.awayTeamId.toString()]) played.set(id, (played.get(id) ?? new Set()).add(g.matchday));
  const booked = new Map<string, Set<number>>();
  for (const m of moves)
    if (m.type === 'matchday_accounts') {
      const id = m.teamId.toString();
      const matchday = Number(m.key.split(':')[2]);
      booked.set(id, (booked.get(id) ?? new Set()).add(matchday));
    }
  return teams.map((t) => {
    const id = t._id.toString();
    const mine = moves.filter((m) => m.teamId.equals(t._id));
    const books = { income: 0, wages: 0, runningCosts: 0, other: 0 };
    for (const m of mine) {
      if (m.type === 'matchday_accounts' && m.parts) {
        books.income += (m.parts.gates ?? 0) + (m.parts.tv ?? 0) + (m.parts.sponsors ?? 0);
        books.wages += -(m.parts.wages ?? 0);
        books.runningCosts += -(m.parts.runningCosts ?? 0);
      } else if (INCOME_TYPES.has(m.type)) books.income += m.amount;
      else if (m.type === 'salary') books.wages += -m.amount;
      else if (m.type === 'running_costs') books.runningCosts += -m.amount;
      else books.other += m.amount;
    }
    const days = played.get(id) ?? new Set<number>();
    const unpaid = t.isUserTeam ? 0 : [...days].filter((d) => !(booked.get(id)?.has(d) ?? false)).length;
    return {
      teamId: id,
      name: t.name,
      leagueId: t.leagueId,
      reputation: t.reputation,
      isManager: t.isUserTeam,
      start: startBudgets.get(id) ?? t.budget,
      end: t.budget,
      ...books,
      games: days.size,
      unpaid,
    };
  });
}

async function worldMorale(userId: mongoose.Types.ObjectId): Promise<SeasonReport['worldMorale']> {
  const players = await PlayerModel.find({ worldId: userId, teamId: { $ne: null } }, { morale: 1 }).lean();
  const n = Math.max(1, players.length);
  return {
    mean: players.reduce((s, p) => s + p.morale, 0) / n,
    low: players.filter((p) => p.morale < 20).length / n,
    high: players.filter((p) => p.morale > 90).length / n,
  };
}

/**
 * Plays `seasons` whole seasons (league, Cup, season end) as a passive
 * manager, answering a report per season. `onMatchday` runs before each
 * matchday is played (a bench's active manager).
 */
export async function playSeasons(
  c: TestCareer,
  seasons: number,
  options: { onMatchday?: (season: number, matchday: number) => Promise<void>; onSeason?: (report: SeasonReport) => void } = {},
): Promise<SeasonReport[]> {
  const reports: SeasonReport[] = [];
  for (let i = 0; i < seasons; i += 1) {
    const season = await activeSeason(c.userId);
    if (!season) throw new Error('no active season');
    const start = new Map((await TeamModel.find({ worldId: c.userId }, { budget: 1 }).lean()).map((t) => [t._id.toString(), t.budget]));
    const morale = await playSeason(
      c,
      options.onMatchday ? (matchday) => options.onMatchday?.(season.number, matchday) ?? Promise.resolve() : undefined,
    );
    // The season end pays the prizes under the ended season: its books close after it.
    await c.http.json('POST', routeUrl(ROUTES.season.end, {}));
    const report: SeasonReport = {
      season: season.number,
      clubs: await seasonBooks(c.userId, season.number, start),
      teamMorale: morale,
      worldMorale: await worldMorale(c.userId),
      matchdays: morale.length,
    };
    options.onSeason?.(report);
    reports.push(report);
  }
  return reports;
}

/**
 * Every club's budget against its start and its recorded movements: the
 * world's ledger holds when each equals the other (a movement applied
 * without its record, or a budget changed outside the ledger, shows here).
 */
export async function ledgerMismatches(
  userId: mongoose.Types.ObjectId,
  startBudgets: ReadonlyMap<string, number>,
): Promise<Array<{ name: string; budget: number; expected: number }>> {
  const [teams, moves] = await Promise.all([
    TeamModel.find({ worldId: userId }, { name: 1, budget: 1 }).lean(),
    TransactionModel.find({ worldId: userId }, { teamId: 1, amount: 1 }).lean(),
  ]);
  const sums = new Map<string, number>();
  for (const m of moves) sums.set(m.teamId.toString(), (sums.get(m.teamId.toString()) ?? 0) + m.amount);
  return teams
    .map((t) => ({
      name: t.name,
      budget: t.budget,
      expected: (startBudgets.get(t._id.toString()) ?? 0) + (sums.get(t._id.toString()) ?? 0),
    }))
    .filter((r) => r.budget !== r.expected);
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
