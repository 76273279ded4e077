/**
 * Contracts, wages, the world's club economy and morale's pull to the
 * middle. Ours: the spec gives market values and budgets only. Calibrated
 * against the economy bands of `npm run bench -w api` (ten seasons of the AI
 * world, a passive manager at a league's richest and poorest club, a manager
 * who signs a star every matchday), each figure with its reason.
 */
import { LEAGUE_MATCHDAYS } from './rules.js';

// ---- Contracts ----
/** Contract lengths a manager may offer, in seasons; the season of signing counts as the first. */
export const CONTRACT_LENGTHS = [1, 2, 3, 4] as const;
export type ContractLength = (typeof CONTRACT_LENGTHS)[number];
export const CONTRACT_DEFAULT_LENGTH: ContractLength = 2;
/**
 * A new world's players signed their contracts in earlier seasons: each has
 * 1 to 4 seasons left (a seeded draw per player), so a squad's contracts run
 * out over several summers rather than all at once.
 */
export const CONTRACT_START_SEASONS_LEFT = [1, 4] as const;
/**
 * A player's wage ask is the salary formula at the club's reputation, moved
 * by his mood: a miserable player (morale 0) asks 20% more to stay or come,
 * a delighted one (100) 20% less; at the middle (50) the formula itself.
 */
export const WAGE_ASK_MORALE_SPAN = 0.2;
/** A season's wage: a salary is paid per game, and a season has this many league games. */
export const SEASON_WAGE_GAMES = LEAGUE_MATCHDAYS;
/** The office lists the contracts that end with the season from this matchday on (a notification the badge counts). */
export const CONTRACT_EXPIRY_NOTICE_MATCHDAY = 15;
/**
 * Re-signing at the player's ask: a player whose morale is at least
 * `acceptMorale` (Good) always agrees; below it the chance he refuses rises
 * in a straight line to `maxRefusal` at morale 0 (one seeded draw a season:
 * asking again does not re-roll).
 */
export const RENEWAL = { acceptMorale: 50, maxRefusal: 0.8 } as const;
/**
 * Releasing a player before his contract ends costs severance: the rest of
 * this season's wages, and this share of each later season's (he finds a new
 * club for the rest). Letting a contract run out costs nothing.
 */
export const SEVERANCE_LATER_SEASONS_SHARE = 0.5;

// ---- What a club earns and spends ----
/** Each club of a league earns this times the league's level (0.62 to 0.95) per league game, from the league's TV deal. */
export const TV_PER_GAME_AT_FULL_LEVEL = 30_000;
/** Shirt and arena sponsors pay a club this per star of reputation per game it plays (AI clubs too; the office's offers come on top). */
export const SPONSOR_INCOME_PER_STAR_PER_GAME = 6_000;
/**
 * Staff, travel, the arena and the academy cost a club this share of its
 * projected income per game (a club's wages take about 60% of its income,
 * as in Europe's leagues, so what is left is thin: a bad run or a rash
 * signing shows in the books within weeks).
 */
export const RUNNING_COSTS_SHARE = 0.38;
/**
 * The board lets wages take at most this share of the club's projected
 * income (gates at its reputation, TV, sponsors), plus a tenth of its
 * reserves above MIN_RESERVE_TIP_EUROS (a rich club may spend its savings on
 * wages, a season at a time): a signing or a renewal that would take the
 * season's wage bill past it is refused.
 */
export const WAGE_BUDGET_SHARE = 0.75;
export const WAGE_BUDGET_RESERVES_SHARE = 0.1;
/**
 * A new world's wage bills: the first contracts scale so a club's bill
 * starts within this share of its projected income (a squad stronger than
 * its club signed for less, a thin one was paid up); within the band, as the
 * formula gives it.
 */
export const START_WAGE_SHARE = [0.45, 0.72] as const;
/**
 * Prize money at the season end by final league place (first to last), in
 * euros at a league of level 1 (times the league's level): a title is worth
 * about a sixth of a top club's season income.
 */
export const LEAGUE_PRIZE_BY_PLACE = [800_000, 500_000, 350_000, 250_000, 180_000, 120_000, 80_000, 50_000, 0, 0, 0, 0] as const;
/** European Cup prize money for the furthest round a club reached: a quarterfinal, a semifinal, the final, the title. */
export const CUP_PRIZE = { QF: 150_000, SF: 300_000, F: 450_000, champion: 700_000 } as const;

// ---- AI clubs' budgets ----
/**
 * An AI club re-signs, signs and buys while its season wage bill stays
 * within this share of its projected income (under the board's limit, so a
 * bad season does not tip it over), and re-signs only players among its
 * best `renewTopPlayers` by overall.
 */
export const AI_WAGE_TARGET_SHARE = 0.65;
/** At the season turn an AI club whose wages are under this share of its projected income signs the best free agents it can pay. */
export const AI_WAGE_FLOOR_SHARE = 0.5;
export const AI_RENEW_TOP_PLAYERS = 11;
/** An AI club sells when its budget is under this or its wage bill is over the board's limit (a club in the red sells). */
export const AI_DISTRESS_BUDGET = 500_000;

// ---- Morale's pull to the middle ----
/**
 * Each matchday every player's morale moves this share of the way to his
 * baseline, after the result's own bump: a bad run hurts, but morale does
 * not spiral to 0, and a winning run does not pin it at 100. With a bump of
 * b a game, a run settles at the baseline plus b(1 - share)/share: 7 over it
 * for straight wins, 14 for straight blowouts.
 */
export const MORALE_DRIFT_SHARE = 0.3;
/**
 * The players of the other leagues, off the manager's screen, settle their
 * morale every this many matchdays (a third of them each matchday, by their
 * id) with the pull of those matchdays at once: the same drift, a third of
 * the writes (2,000 players a matchday cost matchday processing more than
 * everything else it does for them).
 */
export const WORLD_MORALE_CADENCE = 3;
/**
 * A player's baseline: how happy his situation makes him. From a middle of
 * 50: playing time (by his rank in the squad's rotation, or for the
 * manager's players the minutes of their last game), results (his club's last
 * five: from -10 with five defeats to +10 with five wins), pay (at least his
 * ask: +5; under 85% of it: -8).
 */
export const MORALE_BASELINE = {
  middle: 50,
  playingTime: { starter: 10, rotation: 3, bench: -6, unused: -12 },
  /** Minutes in the last game that count as starter, rotation and bench time (the manager's players). */
  minutes: { starter: 24, rotation: 12 },
  /** Rotation ranks (by overall) that count as starter and rotation time (AI clubs' players). */
  ranks: { starter: 5, rotation: 9 },
  results: 10,
  resultsGames: 5,
  paidWell: 5,
  underpaid: -8,
  underpaidShare: 0.85,
} as const;

// ---- The manager's levers ----
/**
 * A team meeting, once a matchday, with a seeded, explained outcome. Its
 * chance to lift the squad is best after defeats (they want a plan) and
 * worst on a winning run (they switch off); called again within
 * `staleMatchdays` of the last one it is likelier to fall flat.
 */
export const TEAM_MEETING = {
  lift: 6,
  backfire: -5,
  /** Chances of lifting and of backfiring with a .500 record over the last five. */
  liftChance: 0.5,
  backfireChance: 0.2,
  /** Each defeat in the last five adds this to the lift chance and takes it from the backfire chance (a win the other way). */
  perResult: 0.06,
  staleMatchdays: 3,
  stalePenalty: 0.2,
} as const;
/**
 * A word with one player, once a matchday each. Praise lifts a player who
 * is down (morale under `praiseWorksBelow`) and does little for a happy
 * one; criticism fires up a veteran (30+) with a good chance and stings a
 * young one.
 */
export const PLAYER_TALK = {
  praise: { lift: 6, works: 0.75, worksWhenHappy: 0.35, worksBelow: 60, flat: 0 },
  criticise: { lift: 5, hurt: -8, veteranAge: 30, veteranWorks: 0.6, youngWorks: 0.3 },
} as const;
/**
 * Promised playing time: he takes heart now (+`now`), and expects at least
 * `minutes` a game on average over his next `games` games fit to play. Kept:
 * +`kept`; broken: -`broken`, and his word counts for less: a broken promise
 * halves what the manager's next promises do for the rest of the season.
 */
export const PLAYING_TIME_PROMISE = { now: 5, minutes: 20, games: 3, kept: 5, broken: 15 } as const;

// ---- Agents ----
/** After a rejected request the player's agent waits this many matchdays before asking again. */
export const AGENT_REJECT_COOLDOWN_MATCHDAYS = 5;
/**
 * A player who has just signed or re-signed at his own ask earns what he
 * asked for: his agent does not knock (for a raise, or to leave) for this
 * many matchdays after the deal, half a season, so a wage he named is not
 * called too low a few games later. A renewal's quiet runs from the first
 * matchday of the new contract, when the agreed wage starts.
 */
export const AGENT_QUIET_AFTER_SIGNING_MATCHDAYS = LEAGUE_MATCHDAYS / 2;

// ---- The finances page's transaction history ----
/**
 * Ours: a page of the transaction history holds this many lines by default
 * (a managed club books about 110 a season, so a season is six pages), and a
 * caller may ask for at most the maximum, so no request reads a career's
 * whole ledger at once.
 */
export const LEDGER_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE_MAX = 100;
