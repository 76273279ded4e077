/** The public rules page: the guide, with every figure read from the shared rules table. */
import { Link } from 'wouter';
import {
  ACADEMY_DISCARD_COMPENSATION,
  EUROPEAN_CUP_NAME,
  EUROPEAN_CUP_QUALIFICATION,
  EUROPEAN_CUP_TEAMS,
  EUROPEAN_SERIES_WINS,
  MIN_AI_ROSTER_AFTER_SEASON,
  RETIREMENT_MIN_AGE,
  ACADEMY_PROMOTE_MIN_AGE,
  ACADEMY_RELEASE_COST,
  ACADEMY_TYPES,
  YOUTH_DISCOVERY_EXACT_FROM,
  YOUTH_DISCOVERY_HIDDEN_UNTIL,
  YOUTH_SCOUTING,
  YOUTH_SQUAD,
  YOUTH_TOURNAMENT_MATCHES,
  CAREER_PHASE_MAX_AGE,
  ENERGY_FATIGUE_PER_SECOND,
  FITNESS_AFTER_CLOSE_SEASON,
  FITNESS_COST_PER_40_MINUTES,
  FITNESS_FLOOR,
  FITNESS_LOW_WARNING,
  FITNESS_REST_GAIN,
  EUROPEAN_FINAL_TEAMS,
  EUROPEAN_QUARTERFINAL_BEST_OF,
  formatShortMoney,
  HOME_ADVANTAGE_APPLIED_SHARE,
  HOME_SCORING_MULTIPLIER,
  INJURY_SPECIALIZED_COST,
  OUT_OF_POSITION_APPLIED_SHARE,
  REALISM_BANDS,
  LEAGUE_MATCHDAYS,
  LOAN_DURATIONS,
  LOAN_MAX_AGE_EXCLUSIVE,
  LEAGUE_TEAMS,
  OUT_OF_POSITION_PENALTY,
  OVERTIME_SECONDS,
  POINTS_PER_WIN,
  QUARTER_SECONDS,
  RANK_STATUS_BANDS,
  marketValueSpan,
  formatEuros,
  HOME_PERFORMANCE_EFFECT,
  HOME_PERFORMANCE_WEIGHT,
  HOME_SHOOTING_EFFECT,
  OFFENSE_EFFECTS,
  DEFENSE_EFFECTS,
  PACE_EFFECTS,
  STEAL_TRIGGER_CALIBRATION,
  TACTIC_SHOOTING_APPLIED_SHARE,
  FATIGUE_EFFECT,
  TACTIC_FATIGUE,
  TACTIC_MATCHUPS,
  TURNOVER_IQ_PIVOT,
  TURNOVER_IQ_SPAN,
  MAX_ROSTER_SIZE,
  MIN_ELIGIBLE_AFTER_SALE,
  SALE_FAILURE_BLOCK_MATCHDAYS,
  SALE_SUCCESS_CHANCE,
  SKILL_KEYS,
  TEAM_SCOUTING_COST,
  LEAGUE_ROUNDS,
  POINTS_PER_LOSS,
  QUARTERS,
  AGEING_YEARS_PER_SEASON,
  EARLY_RETIREMENT_CHANCE,
  EUROPEAN_BETTER_SEED_HOME_GAMES,
} from '@hardwood/shared';
import { ECONOMY_SECTIONS } from './economy-rules';
import { GAME_PLAN_SECTION } from './game-plan-rules';
import { REPLAY_SECTION } from './replay-rules';
import { BOARD_SECTION } from './board-rules';
import { PLAYER_DEVELOPMENT_SECTION } from './development-rules';
import { ordinal, pct, pctPrecise } from './rules-text';

const MARKET_VALUES = marketValueSpan();

/** "1 Champion; 2 to 3 Playoffs; 4 to 8 Mid-Table; 9 and below Relegation", read from the rules table. */
function rankStatusText(): string {
  let from = 1;
  return RANK_STATUS_BANDS.map(({ maxRank, status }) => {
    const places = maxRank === Number.POSITIVE_INFINITY ? `${from} and below` : maxRank === from ? `${from}` : `${from} to ${maxRank}`;
    from = maxRank + 1;
    return `${places} ${status}`;
  }).join('; ');
}
const SKILL_NAMES: Record<(typeof SKILL_KEYS)[number], string> = {
  shooting: 'Shooting',
  threePoint: 'Three-point',
  passing: 'Passing',
  defense: 'Defense',
  rebounding: 'Rebounding',
  athletics: 'Athletics',
  basketballIQ: 'Basketball IQ',
};

/** The guide's own sections; the economy's follow the transfers. */
const GUIDE_SECTIONS = [
  {
    id: 'getting-started',
    title: 'Getting started',
    body: [
      `Choose a country and a club. Your league has ${LEAGUE_TEAMS} teams and ${LEAGUE_MATCHDAYS} matchdays: everyone plays everyone ${LEAGUE_ROUNDS.length === 2 ? 'twice, once at home and once away' : `${LEAGUE_ROUNDS.length} times`}.`,
      `A win is worth ${POINTS_PER_WIN} points, a loss ${POINTS_PER_LOSS === 0 ? 'nothing' : `${POINTS_PER_LOSS}`}. The table ranks by points, then point difference.`,
      `Games have ${QUARTERS} quarters of ${QUARTER_SECONDS / 60} minutes; a tie goes to ${OVERTIME_SECONDS / 60}-minute overtimes until someone wins.`,
    ],
  },
  {
    id: 'skills',
    title: 'Skills',
    body: [
      `Every player has ${SKILL_KEYS.length} skills: ${SKILL_KEYS.map((k) => SKILL_NAMES[k]).join(', ')}. The overall rating weighs them by position.`,
      `Fitness and morale change with every matchday. Players on court tire by ${ENERGY_FATIGUE_PER_SECOND.toFixed(3)} energy per second and recover on the bench and between quarters.`,
      `Between matchdays a player loses ${FITNESS_COST_PER_40_MINUTES} fitness for 40 minutes played and regains ${FITNESS_REST_GAIN} when he rests, never falling below ${FITNESS_FLOOR}%. The news tells you when one of your players drops below ${FITNESS_LOW_WARNING}%: from there he plays visibly worse, and a few more full games take him to the floor.`,
      `The close season is two months without games: every player starts the next season at ${FITNESS_AFTER_CLOSE_SEASON}% fitness or better. Regulars end a season near the floor, so the summer is where they heal; they start fit, though not at full, and the paid recovery stays worth having in the run-in.`,
    ],
  },
  {
    id: 'transfers',
    title: 'Transfers and youth academy',
    body: [
      `Market values run from ${formatEuros(MARKET_VALUES.min)} to ${formatEuros(MARKET_VALUES.max)}, by rating and age.`,
      `Your club finds the buyer. A sale is offered only when some club that needs his position can afford him and your squad keeps at least ${MIN_ELIGIBLE_AFTER_SALE} fit players; a sale that cannot happen says why and costs him no morale. An offered sale succeeds ${pct(SALE_SUCCESS_CHANCE)} of the time, at his market value; a failed one disappoints the player, who cannot be offered again for ${SALE_FAILURE_BLOCK_MATCHDAYS} matchday${SALE_FAILURE_BLOCK_MATCHDAYS === 1 ? '' : 's'}.`,
      `Free agents cost their market value and sign at their wage ask; a roster holds at most ${MAX_ROSTER_SIZE} players.`,
      `Players under ${LOAN_MAX_AGE_EXCLUSIVE} can go on loan for ${LOAN_DURATIONS[0]} to ${LOAN_DURATIONS[LOAN_DURATIONS.length - 1]} matchdays to a club of another league; they play its real games and grow from the minutes they get.`,
      `Clubs price their players by how much they need them: a starter costs more than a reserve, a rich club holds out for more, a short squad sells dearly, young talent carries a premium, and a famous buyer pays a little less. Offers far below the price are turned down flat, close ones politely; near the price a club names its counter-offer, which stands for the rest of the matchday. The Make Offer dialog shows how your figure will be received before you send it.`,
      `Clubs of your own league are open to view; a club of another league costs ${formatShortMoney(TEAM_SCOUTING_COST)} to scout, once, and shows its roster and its young players' potential from then on. Between matchdays the other clubs trade among themselves and sign free agents; the news reports every move.`,
      `A youth academy is compact (${ACADEMY_TYPES.compact.capacity} places, ${formatShortMoney(ACADEMY_TYPES.compact.cost)}), standard (${ACADEMY_TYPES.standard.capacity}, ${formatShortMoney(ACADEMY_TYPES.standard.cost)}) or elite (${ACADEMY_TYPES.elite.capacity}, ${formatShortMoney(ACADEMY_TYPES.elite.cost)}); it can be upgraded for the difference, never downgraded. Its players grow every matchday toward their potential, faster in a better academy, and can join the first team from age ${ACADEMY_PROMOTE_MIN_AGE}; releasing one costs ${formatShortMoney(ACADEMY_RELEASE_COST)} in compensation.`,
      `A recruit's potential is hidden for his first ${YOUTH_DISCOVERY_HIDDEN_UNTIL} matchdays, then shown as a range, and known exactly from his ${ordinal(YOUTH_DISCOVERY_EXACT_FROM)} matchday.`,
      `Each academy plays its tournament (${ACADEMY_TYPES.compact.tournament}, ${ACADEMY_TYPES.standard.tournament} or ${ACADEMY_TYPES.elite.tournament}): ${YOUTH_TOURNAMENT_MATCHES} matches spread over the season, each playable on its matchday only, by ${YOUTH_SQUAD.age}-year-olds (a compact academy fields its best ${YOUTH_SQUAD.compact} by potential; the others ${YOUTH_SQUAD.others}: the best ${YOUTH_SQUAD.core}, and the rest in turn).`,
      `A youth scout costs ${formatShortMoney(YOUTH_SCOUTING.compact.cost)}, ${formatShortMoney(YOUTH_SCOUTING.standard.cost)} or ${formatShortMoney(YOUTH_SCOUTING.elite.cost)} by academy and reports ${YOUTH_SCOUTING.compact.prospects}, ${YOUTH_SCOUTING.standard.prospects} or ${YOUTH_SCOUTING.elite.prospects} prospects, one a matchday, with a potential range ${YOUTH_SCOUTING.compact.rangeWidth}, ${YOUTH_SCOUTING.standard.rangeWidth} or ${YOUTH_SCOUTING.elite.rangeWidth} points wide. Discarding a prospect costs ${formatShortMoney(ACADEMY_DISCARD_COMPENSATION)} in compensation.`,
    ],
  },
  {
    id: 'development',
    title: 'Development',
    body: [
      `Players develop by age band: the young (up to ${CAREER_PHASE_MAX_AGE['pre-peak']}) tend to improve towards their potential, players in their prime hold steady, and veterans slowly decline.`,
    ],
  },
  {
    id: 'tactics',
    title: 'Match tactics',
    body: [
      'Set the pace (slow, moderate, fast), the offence (inside, balanced, perimeter) and the defence (man-to-man, zone, full-court press) during a live game.',
      `A player used outside his natural position suffers an out-of-position penalty of ${pct(OUT_OF_POSITION_PENALTY)} on the positional part of his game: in all, he plays ${pctPrecise(OUT_OF_POSITION_PENALTY * OUT_OF_POSITION_APPLIED_SHARE)} below his level.`,
      `Home advantage: the rules' +${pct(HOME_SCORING_MULTIPLIER - 1)} on shooting and +${pct(HOME_PERFORMANCE_WEIGHT - 1)} on team performance apply at ${pct(HOME_ADVANTAGE_APPLIED_SHARE)} of their face value, so home sides shoot about ${pctPrecise(HOME_SHOOTING_EFFECT)} and perform about ${pctPrecise(HOME_PERFORMANCE_EFFECT)} better, and win ${REALISM_BANDS.homeWinPct.min}-${REALISM_BANDS.homeWinPct.max} percent of their games, as in Europe's leagues.`,
      `Offence: inside adds ${pct(OFFENSE_EFFECTS.inside.shooting)} to shooting and perimeter ${pct(OFFENSE_EFFECTS.perimeter.shooting)}, each at ${pct(TACTIC_SHOOTING_APPLIED_SHARE)} of its face value: inside shoots ${pctPrecise(OFFENSE_EFFECTS.inside.shooting * TACTIC_SHOOTING_APPLIED_SHARE)} better, perimeter ${pctPrecise(OFFENSE_EFFECTS.perimeter.shooting * TACTIC_SHOOTING_APPLIED_SHARE)}.`,
      `Defence: a full-court press raises steals by ${pct(DEFENSE_EFFECTS['full-court-press'].steals)} and fouls by ${pct(DEFENSE_EFFECTS['full-court-press'].fouls)}; a zone lowers steals by ${pct(-DEFENSE_EFFECTS.zone.steals)} and fouls by ${pct(-DEFENSE_EFFECTS.zone.fouls)}. Every steal chance is raised by a further ${pct(STEAL_TRIGGER_CALIBRATION - 1)}, so teams steal ${REALISM_BANDS.steals.min}-${REALISM_BANDS.steals.max} times a game, as in Europe's leagues.`,
      `Tiredness: a player plays at his level down to ${FATIGUE_EFFECT.freshFrom} energy, then loses ${pctPrecise(FATIGUE_EFFECT.perPoint)} of his game for each point below it, and a tired ball handler turns the ball over ${pct(FATIGUE_EFFECT.turnoversPerPoint)} more for each point. Resting tired players wins games.`,
      `Tactics cost legs: a fast pace plays ${pct(TACTIC_MATCHUPS.tempo.fast)} more possessions and tires your five ${pct(TACTIC_FATIGUE.pace.fast)} faster (the other five ${pct(TACTIC_FATIGUE.opponentPace.fast)}), and the fresher five gains ${pct(TACTIC_MATCHUPS.fastBreakPerTenEnergy)} on its shots for every ten points of energy it has over the other; a press tires it ${pct(TACTIC_FATIGUE.defense['full-court-press'])} faster, and a beaten press gives up shots ${pct(TACTIC_MATCHUPS.pressBeatenShots)} easier.`,
      `Matchups: a zone packs the paint (twos against it go in ${pct(TACTIC_MATCHUPS.zoneTwoCut)} less often, and ${pct(TACTIC_MATCHUPS.zoneThreeShare)} more of the shots come from three) and leaves the arc open, the more so the better the shooter: play it against a five that cannot shoot, man-to-man against shooters, and attack a zone from the perimeter.`,
      `Turnovers: a fast pace raises them by ${pct(PACE_EFFECTS.fast.turnoverRate)}, a slow one lowers them by ${pct(-PACE_EFFECTS.slow.turnoverRate)}; and each point of the ball handler's basketball IQ below ${TURNOVER_IQ_PIVOT} raises his turnover chance by ${pctPrecise(1 / TURNOVER_IQ_SPAN)}, each point above lowers it as much.`,
      `Injuries happen in matches, about once per team every ${Math.round(1 / REALISM_BANDS.injuriesPerTeamGame.max)} to ${Math.round(1 / REALISM_BANDS.injuriesPerTeamGame.min)} games, more often to tired and older players. Specialized treatment (${formatShortMoney(INJURY_SPECIALIZED_COST.minor)} to ${formatShortMoney(INJURY_SPECIALIZED_COST.severe)} by severity) halves the time out.`,
    ],
  },
  {
    id: 'europe',
    title: 'European leagues',
    body: [
      `Every national league plays along with yours. The best ${EUROPEAN_CUP_TEAMS} clubs meet in the ${EUROPEAN_CUP_NAME} after the leagues: best-of-${EUROPEAN_QUARTERFINAL_BEST_OF} quarterfinals (games ${EUROPEAN_BETTER_SEED_HOME_GAMES.slice(0, -1).join(', ')} and ${EUROPEAN_BETTER_SEED_HOME_GAMES.at(-1) ?? ''} at the better seed, the first to ${EUROPEAN_SERIES_WINS} wins goes through), then a Final Four of ${EUROPEAN_FINAL_TEAMS} teams at a neutral venue: semifinals, the final and a third-place game. You play your club's Cup games live like league games.`,
      `Who qualifies: in the first season the ${EUROPEAN_CUP_TEAMS} strongest clubs by reputation and budget; from then on the champions of the ${EUROPEAN_CUP_QUALIFICATION[0].strongestLeagues} strongest national leagues and the runners-up of the ${EUROPEAN_CUP_QUALIFICATION[1].strongestLeagues} strongest, from the season before.`,
    ],
  },
  {
    id: 'season-end',
    title: 'Season end',
    body: [
      `After matchday ${LEAGUE_MATCHDAYS} (and your club's Cup run) the season is complete and you advance to the next one. It cannot be undone.`,
      `The table marks each place from the first matchday on: ${rankStatusText()}. What a place leads to depends on the league: the standings' legend says it (a European Cup place, promotion, relegation, or the same league next season).`,
      `Every player ages ${AGEING_YEARS_PER_SEASON === 1 ? 'a year' : `${AGEING_YEARS_PER_SEASON} years`}; players retire from ${RETIREMENT_MIN_AGE}, and some from ${Math.min(...Object.keys(EARLY_RETIREMENT_CHANCE).map(Number))}. Clubs bring up their own youngsters and sign free agents so that nobody has fewer than ${MIN_AI_ROSTER_AFTER_SEASON} players.`,
      `In Italy the clubs the Serie A table marks Relegation go down to Serie A2, and as many of Serie A2's top clubs (marked Promotion) come up. Tables reset and a new calendar begins; academy players age and their tournament starts again.`,
    ],
  },
] as const;

interface GuideSection {
  id: string;
  title: string;
  body: readonly string[];
}
/** The economy's sections follow the transfers; game plans and replays follow the match tactics. */
const SECTIONS = [...GUIDE_SECTIONS, BOARD_SECTION].flatMap((s): GuideSection[] =>
  s.id === 'transfers'
    ? [s, ...ECONOMY_SECTIONS]
    : s.id === 'tactics'
      ? [s, GAME_PLAN_SECTION, REPLAY_SECTION]
      : s.id === 'development'
        ? [s, PLAYER_DEVELOPMENT_SECTION]
        : [s],
);

export function RulesPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link href="/" className="text-sm text-court-400 hover:underline">
        ← Back to Hardwood
      </Link>
      <h1 className="mt-4 text-3xl font-black">Rules &amp; Regulations</h1>
      <nav aria-label="Guide sections" className="mt-4 flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            className="rounded-full border border-slate-700 px-3 py-1 text-sm text-slate-300 hover:border-court-500"
          >
            {s.title}
          </a>
        ))}
      </nav>
      <div className="mt-8 space-y-8">
        {SECTIONS.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`} className="text-xl font-bold text-court-400">
              {s.title}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-300">
              {s.body.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
