/**
 * Every club of the world lives on its income: for each game it plays on a
 * matchday (league or Cup, never a matchday it does not play) it earns its
 * home gate, its league's TV share and its sponsors, and pays its wages and
 * running costs (shared economy/income.ts). One path books it for every
 * club at once, after the rest of the world has played: a managed club's
 * parts as lines of their own (its wages fall due as the office's salary
 * payment), an AI club's in one movement with its parts on the record. Then
 * each club's form takes the matchday's results. Each club's movement is
 * guarded by the matchday's key on its record, and the form too, so a repeat
 * after a crash changes nothing twice; the movements are written before the
 * form, which their gates read.
 */
import type mongoose from 'mongoose';
import {
  clubStanding,
  EUROPEAN_CUP_LEAGUE_ID,
  formatEuros,
  matchdayAccounts,
  matchdayKey,
  MORALE_BASELINE,
  type AccountGame,
  type MatchdayAccounts,
} from '@hardwood/shared';
import { moveMatchdayMoney, type MatchdayLine, type MatchdayMovement } from '../money/ledger.js';
import { managedTeamIds } from '../worlds/seat.js';
import { MatchModel } from '../../models/season/match.model.js';
import { WorldMatchModel } from '../../models/matches/world-match.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { TransactionModel } from '../../models/money/transaction.model.js';

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

/** The parts a managed club's matchday is booked in, each its own line. */
const MANAGED_LINE_PARTS = ['revenue', 'tv', 'sponsors', 'costs'] as const;

/** A managed club's matchday as the lines its finances show (its wages are the office's salary payment, not here). */
function managedLines(ctx: AccountsContext, accounts: MatchdayAccounts): MatchdayLine[] {
  const line = (
    part: (typeof MANAGED_LINE_PARTS)[number],
    amount: number,
    type: MatchdayLine['type'],
    description: string,
  ): MatchdayLine[] => (amount === 0 ? [] : [{ part, amount, type, description }]);
  const games = accounts.games === 1 ? 'the game' : `${accounts.games} games`;
  return [
    ...line('revenue', accounts.gates, 'match_revenue', `Home gate of matchday ${ctx.matchday}`),
    ...line('tv', accounts.tv, 'tv_rights', `League TV share for matchday ${ctx.matchday}`),
    ...line('sponsors', accounts.sponsors, 'sponsor_income', `Sponsors for ${games} of matchday ${ctx.matchday}`),
    ...line('costs', accounts.runningCosts, 'running_costs', `Running costs for ${games} of matchday ${ctx.matchday}`),
  ];
}

/** What a managed club took and spent on the matchday, for processing's message. */
export interface ManagedBooks {
  income: number;
  costs: number;
}

/**
 * The matchday's money, once for the whole world (processing's last step,
 * after every league and the Cup have played): each club's accounts for the
 * games it played today, computed by the one formula (shared matchdayAccounts)
 * and booked by one ledger call under one key a club and matchday. An AI club
 * books one movement with its parts on the record, wages included; a managed
 * club books its gate, TV, sponsors and running costs as lines of its own
 * (its wages fall due as the office's salary payment). Then every club's form
 * takes today's results. Answers how many clubs booked a matchday, how many
 * could not cover a loss (their budgets stay at what they had: the AI's
 * budgeting is meant to keep this at 0), and the managed clubs' takings.
 */
export async function settleMatchdayAccounts(
  ctx: AccountsContext,
  careerPlayers?: readonly SalaryRow[],
): Promise<{ clubs: number; unpaid: number; teams: Map<string, BooksTeam>; managed: Map<string, ManagedBooks> }> {
  const [teams, games, rows, managedIds] = await Promise.all([
    readTeams(ctx.worldId),
    playedGames(ctx, true),
    careerPlayers ?? PlayerModel.find({ worldId: ctx.worldId, teamId: { $ne: null } }, { teamId: 1, salary: 1 }).lean<SalaryRow[]>(),
    managedTeamIds(ctx.worldId),
  ]);
  const managedClubs = new Set([ctx.teamId, ...managedIds].map((id) => id.toString()));
  const byClub = gamesByClub(games, teams);
  const salaries = salariesByClub(rows);
  const movements: MatchdayMovement[] = [];
  const managed = new Map<string, ManagedBooks>();
  const base = { worldId: ctx.worldId, season: ctx.season.number, matchday: ctx.matchday };
  for (const [teamId, day] of byClub) {
    const team = teams.get(teamId);
    if (!team) continue;
    const key = `accounts:${ctx.season.number}:${ctx.matchday}:${teamId}`;
    const standing = { ...clubStanding(team), form: formOf(team) };
    if (managedClubs.has(teamId)) {
      const a = matchdayAccounts(standing, day.games, 0);
      const lines = managedLines(ctx, a);
      managed.set(teamId, { income: 0, costs: 0 });
      if (lines.length === 0) continue;
      const amount = lines.reduce((sum, line) => sum + line.amount, 0);
      movements.push({ ...base, teamId: team._id, amount, key, type: 'matchday_accounts', description: `Matchday ${ctx.matchday}`, lines });
      continue;
    }
    const a = matchdayAccounts(standing, day.games, salaries.get(teamId) ?? 0);
    if (a.net === 0) continue;
    movements.push({
      ...base,
      teamId: team._id,
      amount: a.net,
      key,
      type: 'matchday_accounts',
      description: `Matchday ${ctx.matchday}: ${a.games === 1 ? '1 game' : `${a.games} games`}, ${a.net >= 0 ? 'a surplus of' : 'a loss of'} ${formatEuros(Math.abs(a.net))}`,
      parts: { gates: a.gates, tv: a.tv, sponsors: a.sponsors, wages: a.wages, runningCosts: a.runningCosts, games: a.games },
    });
  }
  const dayKey = matchdayKey(ctx.season.number, ctx.matchday);
  const applied = await moveMatchdayMoney(ctx.worldId, dayKey, movements);
  const formWrites = [...byClub].flatMap(([teamId, day]) => {
    const team = teams.get(teamId);
    // A repeat after a crash finds today's results in the form already.
    if (!team || (team.formKey ?? 0) >= dayKey) return [];
    const form = [...formOf(team), ...day.results].slice(-MORALE_BASELINE.resultsGames).join('');
    team.form = form;
    team.formKey = dayKey;
    // A missing key (a career made before form was kept) counts as none.
    return [
      {
        updateOne: {
          filter: { _id: team._id, $or: [{ formKey: { $lt: dayKey } }, { formKey: null }] },
          update: { $set: { form, formKey: dayKey } },
        },
      },
    ];
  });
  if (formWrites.length > 0) await TeamModel.bulkWrite(formWrites);
  // What the managed clubs took, from their booked lines: a repeat after a crash would compute today's gates on the
  // form the first run already moved on, so only the records say what was booked.
  const lineKeys = [...managed.keys()].flatMap((teamId) =>
    MANAGED_LINE_PARTS.map((part) => `accounts:${ctx.season.number}:${ctx.matchday}:${teamId}:${part}`),
  );
  const lines = await TransactionModel.find({ key: { $in: lineKeys } }, { worldId: 1, teamId: 1, amount: 1 }).lean();
  for (const line of lines) {
    const club = managed.get(line.teamId.toString());
    if (!club || !line.worldId.equals(ctx.worldId)) continue;
    if (line.amount > 0) club.income += line.amount;
    else club.costs -= line.amount;
  }
  return { clubs: movements.length, unpaid: movements.filter((m) => !applied.has(m.key)).length, teams, managed };
}
