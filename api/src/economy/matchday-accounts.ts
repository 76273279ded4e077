/**
 * Every club of the world lives on its income: for each game it plays on a
 * matchday (league or Cup, never a matchday it does not play) it earns its
 * home gate, its league's TV share and its sponsors, and pays its wages and
 * running costs (shared economy/income.ts). The manager's club books each as
 * a line of its own (step 5; his wages fall due as the office's salary
 * payment); every AI club books its matchday in one movement with its parts
 * on the record (step 8, after the rest of the world has played). Then each
 * club's form takes the matchday's results. Every movement is keyed by club
 * and matchday, and the form by the matchday's key, so a repeat after a
 * crash changes nothing twice; the movements are written before the form,
 * which their gates read.
 */
import type mongoose from 'mongoose';
import {
  clubStanding,
  EUROPEAN_CUP_LEAGUE_ID,
  formatEuros,
  matchdayAccounts,
  MORALE_BASELINE,
  type AccountGame,
  type MatchdayAccounts,
} from '@hardwood/shared';
import { moveMatchdayMoney, moveMoneyMany, type MoneyMovement } from '../money/ledger.js';
import { MatchModel } from '../season/match.model.js';
import { WorldMatchModel } from '../matches/world-match.model.js';
import { TeamModel } from '../teams/team.model.js';
import { PlayerModel } from '../players/player.model.js';

export interface AccountsContext {
  worldId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  season: { _id: mongoose.Types.ObjectId; number: number; leagueId: number };
  matchday: number;
}

type Result = 'W' | 'L';
export type BooksTeam = {
  _id: mongoose.Types.ObjectId;
  name: string;
  reputation: number;
  leagueId: number;
  form?: string | null;
  formKey?: number | null;
};
type PlayedGame = {
  homeTeamId: mongoose.Types.ObjectId;
  awayTeamId: mongoose.Types.ObjectId;
  homeScore?: number | null;
  awayScore?: number | null;
  leagueId: number;
  neutralVenue?: boolean | null;
};
type SalaryRow = { teamId?: mongoose.Types.ObjectId | null; salary?: number | null };

/** The matchday key of team and player changes: season 2 matchday 1 comes after season 1 matchday 22. */
export const booksKey = (season: number, matchday: number) => season * 100 + matchday;

/** A club's last results, oldest first, as stored on its record. */
export const formOf = (team: Pick<BooksTeam, 'form'>): Result[] =>
  [...(team.form ?? '')].filter((c): c is Result => c === 'W' || c === 'L');

/** The games of the matchday already played: the manager's season's (league and Cup) and the other leagues'. */
async function playedGames(ctx: AccountsContext, world: boolean): Promise<PlayedGame[]> {
  const own = await MatchModel.find(
    { worldId: ctx.worldId, seasonId: ctx.season._id, matchday: ctx.matchday, isPlayed: true },
    { homeTeamId: 1, awayTeamId: 1, homeScore: 1, awayScore: 1, leagueId: 1, neutralVenue: 1 },
  ).lean<PlayedGame[]>();
  if (!world) return own;
  const others = await WorldMatchModel.find(
    { worldId: ctx.worldId, seasonNumber: ctx.season.number, matchday: ctx.matchday },
    { homeTeamId: 1, awayTeamId: 1, homeScore: 1, awayScore: 1, leagueId: 1 },
  ).lean<PlayedGame[]>();
  return [...own, ...others];
}

/** Each club's games of the matchday as its books see them, and its results. */
function gamesByClub(games: readonly PlayedGame[], teams: ReadonlyMap<string, BooksTeam>) {
  const byClub = new Map<string, { games: AccountGame[]; results: Result[] }>();
  const add = (teamId: mongoose.Types.ObjectId, game: AccountGame, won: boolean) => {
    const entry = byClub.get(teamId.toString()) ?? { games: [], results: [] };
    entry.games.push(game);
    entry.results.push(won ? 'W' : 'L');
    byClub.set(teamId.toString(), entry);
  };
  for (const g of games) {
    const league = g.leagueId !== EUROPEAN_CUP_LEAGUE_ID;
    const homeWon = (g.homeScore ?? 0) > (g.awayScore ?? 0);
    const reputation = (id: mongoose.Types.ObjectId) => teams.get(id.toString())?.reputation ?? 3;
    add(g.homeTeamId, { home: !g.neutralVenue, league, visitorReputation: reputation(g.awayTeamId) }, homeWon);
    add(g.awayTeamId, { home: false, league, visitorReputation: reputation(g.homeTeamId) }, !homeWon);
  }
  return byClub;
}

function salariesByClub(rows: readonly SalaryRow[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const p of rows) {
    if (!p.teamId) continue;
    const id = p.teamId.toString();
    sums.set(id, (sums.get(id) ?? 0) + (p.salary ?? 0));
  }
  return sums;
}

async function readTeams(worldId: mongoose.Types.ObjectId, ids?: readonly mongoose.Types.ObjectId[]): Promise<Map<string, BooksTeam>> {
  const teams = await TeamModel.find(ids ? { worldId, _id: { $in: [...ids] } } : { worldId }, {
    name: 1,
    reputation: 1,
    leagueId: 1,
    form: 1,
    formKey: 1,
  }).lean<BooksTeam[]>();
  return new Map(teams.map((t) => [t._id.toString(), t]));
}

const base = (ctx: AccountsContext) => ({ worldId: ctx.worldId, season: ctx.season.number, matchday: ctx.matchday });

/** The manager's lines of one matchday's accounts (his wages are the office's salary payment, not here). */
function managerLines(ctx: AccountsContext, accounts: MatchdayAccounts): MoneyMovement[] {
  const key = (kind: string) => `${kind}:${ctx.season.number}:${ctx.matchday}:${ctx.teamId.toString()}`;
  const line = (kind: string, amount: number, type: MoneyMovement['type'], description: string): MoneyMovement[] =>
    amount === 0 ? [] : [{ ...base(ctx), teamId: ctx.teamId, amount, key: key(kind), type, description }];
  const games = accounts.games === 1 ? 'the game' : `${accounts.games} games`;
  // Income first: the ledger applies in order, so a tight budget pays its costs from the day's takings.
  return [
    ...line('revenue', accounts.gates, 'match_revenue', `Home gate of matchday ${ctx.matchday}`),
    ...line('tv', accounts.tv, 'tv_rights', `League TV share for matchday ${ctx.matchday}`),
    ...line('sponsors', accounts.sponsors, 'sponsor_income', `Sponsors for ${games} of matchday ${ctx.matchday}`),
    ...line('costs', accounts.runningCosts, 'running_costs', `Running costs for ${games} of matchday ${ctx.matchday}`),
  ];
}

/**
 * Step 5: the manager's club's gate, TV, sponsors and running costs for
 * the games it played today (all played by then: his own and his league's).
 * Answers the day's income, for the step's message.
 */
export async function settleManagerAccounts(ctx: AccountsContext): Promise<{ income: number; costs: number; played: boolean }> {
  const mine = (await playedGames(ctx, false)).filter((g) => g.homeTeamId.equals(ctx.teamId) || g.awayTeamId.equals(ctx.teamId));
  // His club and today's opponents only: the visitor's fame fills the arena.
  const teams = await readTeams(ctx.worldId, [ctx.teamId, ...mine.flatMap((g) => [g.homeTeamId, g.awayTeamId])]);
  const own = teams.get(ctx.teamId.toString());
  if (!own) return { income: 0, costs: 0, played: false };
  const games = gamesByClub(mine, teams).get(ctx.teamId.toString());
  if (!games) return { income: 0, costs: 0, played: false };
  const accounts = matchdayAccounts({ ...clubStanding(own), form: formOf(own) }, games.games, 0);
  await moveMoneyMany(managerLines(ctx, accounts));
  return { income: accounts.gates + accounts.tv + accounts.sponsors, costs: -accounts.runningCosts, played: true };
}

/**
 * Step 8: every AI club's accounts for the games it played today (its
 * league's, another league's, the Cup's), one movement each; then every
 * club's form takes today's results. Answers how many clubs booked a
 * matchday and how many could not cover a loss (their budgets stay at what
 * they had: the AI's budgeting is meant to keep this at 0).
 */
export async function settleWorldAccounts(
  ctx: AccountsContext,
  careerPlayers?: readonly SalaryRow[],
): Promise<{ clubs: number; unpaid: number; teams: Map<string, BooksTeam> }> {
  const [teams, games, rows] = await Promise.all([
    readTeams(ctx.worldId),
    playedGames(ctx, true),
    careerPlayers ?? PlayerModel.find({ worldId: ctx.worldId, teamId: { $ne: null } }, { teamId: 1, salary: 1 }).lean<SalaryRow[]>(),
  ]);
  const byClub = gamesByClub(games, teams);
  const salaries = salariesByClub(rows);
  const movements: MoneyMovement[] = [];
  for (const [teamId, day] of byClub) {
    const team = teams.get(teamId);
    if (!team || team._id.equals(ctx.teamId)) continue;
    const a = matchdayAccounts({ ...clubStanding(team), form: formOf(team) }, day.games, salaries.get(teamId) ?? 0);
    if (a.net === 0) continue;
    movements.push({
      ...base(ctx),
      teamId: team._id,
      amount: a.net,
      key: `accounts:${ctx.season.number}:${ctx.matchday}:${teamId}`,
      type: 'matchday_accounts',
      description: `Matchday ${ctx.matchday}: ${a.games === 1 ? '1 game' : `${a.games} games`}, ${a.net >= 0 ? 'a surplus of' : 'a loss of'} ${formatEuros(Math.abs(a.net))}`,
      parts: { gates: a.gates, tv: a.tv, sponsors: a.sponsors, wages: a.wages, runningCosts: a.runningCosts, games: a.games },
    });
  }
  const key = booksKey(ctx.season.number, ctx.matchday);
  const applied = await moveMatchdayMoney(ctx.worldId, key, movements);
  const formWrites = [...byClub].flatMap(([teamId, day]) => {
    const team = teams.get(teamId);
    // A repeat after a crash finds today's results in the form already.
    if (!team || (team.formKey ?? 0) >= key) return [];
    const form = [...formOf(team), ...day.results].slice(-MORALE_BASELINE.resultsGames).join('');
    team.form = form;
    team.formKey = key;
    // A missing key (a career made before form was kept) counts as none.
    return [
      {
        updateOne: {
          filter: { _id: team._id, $or: [{ formKey: { $lt: key } }, { formKey: null }] },
          update: { $set: { form, formKey: key } },
        },
      },
    ];
  });
  if (formWrites.length > 0) await TeamModel.bulkWrite(formWrites);
  return { clubs: movements.length, unpaid: movements.filter((m) => !applied.has(m.key)).length, teams };
}
