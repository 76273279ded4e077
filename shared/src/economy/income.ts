/**
 * What a club of the world earns and spends in a season, from the rules
 * table: gates at home (office/economy.ts), its league's TV share, sponsors by
 * reputation, running costs, prize money, and the wage budget the board
 * allows. Pure; the API applies them in matchday processing and at the
 * season end.
 */
import { LEAGUES } from '../catalogue/leagues.js';
import { formFactor, homeMatchRevenue } from '../office/economy.js';
import { LEAGUE_MATCHDAYS, VALUATION_REPUTATION_NEUTRAL } from '../rules.js';
import {
  CUP_PRIZE,
  LEAGUE_PRIZE_BY_PLACE,
  RUNNING_COSTS_SHARE,
  SEASON_WAGE_GAMES,
  SPONSOR_INCOME_PER_STAR_PER_GAME,
  TV_PER_GAME_AT_FULL_LEVEL,
} from '../rules-economy.js';
import { wageLimit } from './wage-limit.js';

/** A club as its books see it: reputation (1-5 stars) and its league's level (0..1). */
export interface ClubStanding {
  reputation: number;
  leagueLevel: number;
}

/** The level (0..1) of a league of the catalogue; 0 for an id that is no national league (the European Cup's). */
export function leagueLevel(leagueId: number): number {
  return LEAGUES.find((l) => l.id === leagueId && l.tier > 0)?.level ?? 0;
}

/** A club record as its books see it. */
export const clubStanding = (club: { reputation: number; leagueId: number }): ClubStanding => ({
  reputation: club.reputation,
  leagueLevel: leagueLevel(club.leagueId),
});

export const tvIncomePerGame = (leagueLevel: number): number => Math.round(TV_PER_GAME_AT_FULL_LEVEL * leagueLevel);
export const sponsorIncomePerGame = (reputation: number): number => SPONSOR_INCOME_PER_STAR_PER_GAME * reputation;

export interface ProjectedIncome {
  /** Home gates of a league season against average visitors in middling form. */
  gates: number;
  tv: number;
  sponsors: number;
  total: number;
}

/** A season's income as the board plans it: half the league's games at home, every game's TV and sponsors. */
export function projectedIncome(club: ClubStanding): ProjectedIncome {
  const homeGames = Math.floor(LEAGUE_MATCHDAYS / 2);
  const gate = homeMatchRevenue({ homeReputation: club.reputation, awayReputation: VALUATION_REPUTATION_NEUTRAL, form: 1 }).revenue;
  const gates = gate * homeGames;
  const tv = tvIncomePerGame(club.leagueLevel) * LEAGUE_MATCHDAYS;
  const sponsors = sponsorIncomePerGame(club.reputation) * LEAGUE_MATCHDAYS;
  return { gates, tv, sponsors, total: gates + tv + sponsors };
}

/** Running costs per game played: a fixed share of the projected season income, spread over the league's games. */
export function runningCostsPerGame(club: ClubStanding): number {
  return Math.round((projectedIncome(club).total * RUNNING_COSTS_SHARE) / LEAGUE_MATCHDAYS);
}

/** The most the board lets the season's wage bill be, for a club with `cash` in the bank. */
export function wageBudget(club: ClubStanding, cash: number): number {
  return wageLimit({ projectedIncome: projectedIncome(club).total, cash }).total;
}

/** A salary (per game) as a season's wage. */
export const seasonWage = (salaryPerGame: number): number => salaryPerGame * SEASON_WAGE_GAMES;

/** A club's season wage bill from its players' salaries per game. */
export function wageBill(salaries: Iterable<number>): number {
  let sum = 0;
  for (const s of salaries) sum += s;
  return seasonWage(sum);
}

/** Prize money for a final league place (1-based). */
export function leaguePrize(place: number, leagueLevel: number): number {
  const amount = LEAGUE_PRIZE_BY_PLACE[place - 1] ?? 0;
  return Math.round((amount * leagueLevel) / 1_000) * 1_000;
}

export type CupFinish = keyof typeof CUP_PRIZE;
export const cupPrize = (finish: CupFinish): number => CUP_PRIZE[finish];

/** One game of a club's matchday, as its books see it. */
export interface AccountGame {
  /** At its own arena (a neutral venue is no one's). */
  home: boolean;
  /** A league game (the league's TV deal pays for these; Cup games earn gates and prizes). */
  league: boolean;
  /** The visitor's reputation, for the home gate. */
  visitorReputation: number;
}

export interface MatchdayAccounts {
  gates: number;
  tv: number;
  sponsors: number;
  /** Costs, as negative amounts. */
  wages: number;
  runningCosts: number;
  games: number;
  net: number;
}

/**
 * A club's money for the games it played on one matchday: home gates (form
 * from its results before the matchday), TV for league games, sponsors, and
 * its wages and running costs for each game. Nothing for a matchday it does
 * not play.
 */
export function matchdayAccounts(
  club: ClubStanding & { form: readonly ('W' | 'L')[] },
  games: readonly AccountGame[],
  salariesPerGame: number,
): MatchdayAccounts {
  const form = formFactor(club.form);
  let gates = 0;
  for (const g of games)
    if (g.home) gates += homeMatchRevenue({ homeReputation: club.reputation, awayReputation: g.visitorReputation, form }).revenue;
  const tv = tvIncomePerGame(club.leagueLevel) * games.filter((g) => g.league).length;
  const sponsors = sponsorIncomePerGame(club.reputation) * games.length;
  const wages = -salariesPerGame * games.length;
  const runningCosts = -runningCostsPerGame(club) * games.length;
  return { gates, tv, sponsors, wages, runningCosts, games: games.length, net: gates + tv + sponsors + wages + runningCosts };
}
