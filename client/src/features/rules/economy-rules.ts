/**
 * The rules page's sections on wages, contracts, the clubs' income, morale
 * and its levers: every figure read from the rules table
 * (shared/src/rules-economy.ts) or worked out by its formulas.
 */
import {
  AGENT_REJECT_COOLDOWN_MATCHDAYS,
  AI_DISTRESS_BUDGET,
  AI_RENEW_TOP_PLAYERS,
  AI_WAGE_TARGET_SHARE,
  CONTRACT_DEFAULT_LENGTH,
  CONTRACT_EXPIRY_NOTICE_MATCHDAY,
  CONTRACT_LENGTHS,
  CUP_PRIZE,
  EUROPEAN_CUP_NAME,
  formatEuros,
  formatShortMoney,
  LEAGUE_PRIZE_BY_PLACE,
  LEAGUES,
  MORALE_BASELINE,
  MORALE_DRIFT_SHARE,
  PLAYER_TALK,
  PLAYING_TIME_PROMISE,
  RENEWAL,
  REPUTATION_MAX_STARS,
  RUNNING_COSTS_SHARE,
  SEASON_WAGE_GAMES,
  SEVERANCE_LATER_SEASONS_SHARE,
  SPONSOR_INCOME_PER_STAR_PER_GAME,
  sponsorIncomePerGame,
  TEAM_MEETING,
  TV_PER_GAME_AT_FULL_LEVEL,
  tvIncomePerGame,
  WAGE_ASK_MORALE_SPAN,
  WAGE_BUDGET_SHARE,
  WAGE_BUDGET_RESERVES_SHARE,
  MIN_RESERVE_TIP_EUROS,
} from '@hardwood/shared';
import { ordinal, pct, plural } from './rules-text';

const B = MORALE_BASELINE;
/** Money in short form, as the page writes large sums: €800K, €1.5M. */
const short = (euros: number) => `€${formatShortMoney(euros)}`;
/** A change of a chance, in percentage points. */
const points = (fraction: number) => `${Math.round(fraction * 100)} points`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
/** The national leagues' TV money per game, richest first. */
const TV_BY_LEAGUE = LEAGUES.filter((l) => l.tier > 0)
  .sort((a, b) => b.level - a.level)
  .map((l) => `${l.name} ${formatEuros(tvIncomePerGame(l.level))}`)
  .join(', ');
const PAID_PLACES = LEAGUE_PRIZE_BY_PLACE.filter((amount) => amount > 0);

export const ECONOMY_SECTIONS = [
  {
    id: 'contracts',
    title: 'Contracts and wages',
    body: [
      `Every player has a wage and a contract. Wages are paid per game; a season's wage is ${SEASON_WAGE_GAMES} games' pay, and the roster, the transfer lists and the office show it a season.`,
      `When you sign a free agent or buy a player you choose his contract: ${CONTRACT_LENGTHS[0]} to ${CONTRACT_LENGTHS.at(-1) ?? ''} seasons (${CONTRACT_DEFAULT_LENGTH} unless you choose otherwise), the season of signing counting as the first. His wage is his ask: the salary formula (his rating and age, your club's reputation) moved by his mood, up to ${pct(WAGE_ASK_MORALE_SPAN)} more from a miserable player and up to ${pct(WAGE_ASK_MORALE_SPAN)} less from a delighted one.`,
      `The board lets wages take at most ${pct(WAGE_BUDGET_SHARE)} of the club's projected income (home gates at its reputation, TV and sponsors), plus ${pct(WAGE_BUDGET_RESERVES_SHARE)} of its reserves over ${formatEuros(MIN_RESERVE_TIP_EUROS)}. Money spent lowers that second part: a fee, an academy or a physio's bill leaves less room for wages, and a deal's fee counts before its wage is checked. A signing, a purchase or a renewal that would take the season's wage bill past it is refused, with the bill it would make.`,
      `From matchday ${CONTRACT_EXPIRY_NOTICE_MATCHDAY} the office lists the contracts that end with the season. You offer a new contract at his ask, or let him go to the free agents when the season ends. A player with morale ${RENEWAL.acceptMorale} or more always agrees; below it he may refuse, up to ${pct(RENEWAL.maxRefusal)} of the time at the bottom of the scale, and asking again the same season gets the same answer.`,
      `Releasing a player before his contract ends costs severance: the rest of this season's wages and ${pct(SEVERANCE_LATER_SEASONS_SHARE)} of each later season's. Releasing him at the season end, or letting his contract run out, costs nothing.`,
      `Other clubs live by the same rules: they re-sign only their best ${AI_RENEW_TOP_PLAYERS} players, sign and buy while their wage bill stays within ${pct(AI_WAGE_TARGET_SHARE)} of their income, and sell when their budget falls under ${short(AI_DISTRESS_BUDGET)} or their wages pass the board's limit.`,
    ],
  },
  {
    id: 'income',
    title: 'Income and costs',
    body: [
      'Every club of the world pays its wages for each game it plays, never for a matchday it does not play, and earns home gates in the league and in the Cup.',
      `TV: each club earns ${formatEuros(TV_PER_GAME_AT_FULL_LEVEL)} per league game times its league's level: ${TV_BY_LEAGUE}.`,
      `Sponsors pay ${formatEuros(SPONSOR_INCOME_PER_STAR_PER_GAME)} per star of reputation per game (${formatEuros(sponsorIncomePerGame(REPUTATION_MAX_STARS))} a game at ${REPUTATION_MAX_STARS} stars), to every club; the office's sponsorship offers come on top.`,
      `Running costs (staff, travel, the arena, the academy) take ${pct(RUNNING_COSTS_SHARE)} of a club's projected income, spread over its games.`,
      `Prize money at the season end by league place, times the league's level: ${PAID_PLACES.map((amount, i) => `${ordinal(i + 1)} ${short(amount)}`).join(', ')}; below ${ordinal(PAID_PLACES.length)}, nothing.`,
      `${EUROPEAN_CUP_NAME} prize money for the furthest round reached: ${short(CUP_PRIZE.QF)} for a quarterfinal, ${short(CUP_PRIZE.SF)} for a semifinal, ${short(CUP_PRIZE.F)} for the final and ${short(CUP_PRIZE.champion)} for the title.`,
    ],
  },
  {
    id: 'morale',
    title: 'Morale',
    body: [
      `Each matchday every player's morale moves ${pct(MORALE_DRIFT_SHARE)} of the way toward his baseline, after the result's own bump: a bad run hurts but does not spiral to the bottom, and a winning run does not pin it at the top.`,
      `The baseline starts at ${B.middle}. Playing time: a starter ${signed(B.playingTime.starter)}, rotation ${signed(B.playingTime.rotation)}, the bench ${signed(B.playingTime.bench)}, unused ${signed(B.playingTime.unused)} (your players by their minutes last game: ${B.minutes.starter} or more start, ${B.minutes.rotation} or more rotate; other clubs play their best ${B.ranks.starter}, then up to their ${ordinal(B.ranks.rotation)}). Results: from ${signed(-B.results)} with ${B.resultsGames} defeats in the last ${B.resultsGames} games to ${signed(B.results)} with ${B.resultsGames} wins. Pay: at least his ask ${signed(B.paidWell)}, under ${pct(B.underpaidShare)} of it ${signed(B.underpaid)}.`,
      `A team meeting, once a matchday, lifts everyone's morale by ${TEAM_MEETING.lift} or backfires by ${-TEAM_MEETING.backfire}. With results even, it lifts ${pct(TEAM_MEETING.liftChance)} of the time and backfires ${pct(TEAM_MEETING.backfireChance)}; each defeat in place of a win in the last ${B.resultsGames} games adds ${points(TEAM_MEETING.perResult)} to the chance to lift and takes as much from backfiring. Called within ${plural(TEAM_MEETING.staleMatchdays, 'matchday')} of the last one, its chance to lift falls by ${points(TEAM_MEETING.stalePenalty)} and its chance to backfire rises by ${points(TEAM_MEETING.stalePenalty / 2)}.`,
      `A word with a player, once a matchday each. Praise lifts him by ${PLAYER_TALK.praise.lift}: ${pct(PLAYER_TALK.praise.works)} of the time when his morale is under ${PLAYER_TALK.praise.worksBelow}, ${pct(PLAYER_TALK.praise.worksWhenHappy)} when he is happy. Criticism fires him up by ${PLAYER_TALK.criticise.lift} or stings by ${-PLAYER_TALK.criticise.hurt}: it works ${pct(PLAYER_TALK.criticise.veteranWorks)} of the time on a veteran of ${PLAYER_TALK.criticise.veteranAge} or more, ${pct(PLAYER_TALK.criticise.youngWorks)} on a younger player.`,
      `Promised playing time: he takes heart at once (${signed(PLAYING_TIME_PROMISE.now)}) and expects at least ${PLAYING_TIME_PROMISE.minutes} minutes a game on average over his next ${PLAYING_TIME_PROMISE.games} games fit to play. Kept, ${signed(PLAYING_TIME_PROMISE.kept)}; broken, ${signed(-PLAYING_TIME_PROMISE.broken)}, and every promise you make for the rest of the season does half as much.`,
      `An agent whose request you rejected waits ${plural(AGENT_REJECT_COOLDOWN_MATCHDAYS, 'matchday')} before asking again.`,
    ],
  },
] as const;
