/**
 * The processing dialog's rotating Pro Tips: fourteen, one on home court.
 * Every figure a tip states comes from the rules table, so a calibration of
 * the engine changes the tip with it.
 */
import {
  BENCH_RECOVERY_MIN_SECONDS,
  FOUL_DANGER,
  HOME_PERFORMANCE_EFFECT,
  HOME_SHOOTING_EFFECT,
  MORALE_BLOWOUT_MARGIN,
  QUARTER_RECOVERY_MAX,
  QUARTER_RECOVERY_MIN,
  VETERAN_AGE,
  countOf,
} from '@hardwood/shared';

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(1))}%`;

/** The home-court tip, in the spec's words ("home court gives about a N% boost") with the engine's figures. */
export const HOME_COURT_TIP = `Home court gives about a ${percent(HOME_SHOOTING_EFFECT)} boost to shooting and ${percent(HOME_PERFORMANCE_EFFECT)} to team play: make the most of your home games.`;

export const PRO_TIPS = [
  HOME_COURT_TIP,
  `Rest tired players: bench time of ${countOf(BENCH_RECOVERY_MIN_SECONDS / 60, 'minute')} or more restores energy.`,
  'A full-court press forces steals but costs fouls and energy.',
  'Perimeter offence needs shooters; inside offence wins offensive rebounds.',
  'Slow the pace when you lead late: fewer possessions, fewer turnovers.',
  'Players out of position perform worse: check the lineup flags.',
  'Young players develop fastest: give them minutes.',
  `Veterans over ${VETERAN_AGE} bring experience, but decline with age.`,
  `Morale rises with wins and falls with losses; a blowout (${MORALE_BLOWOUT_MARGIN}+ points) counts double.`,
  'Fitness drops with minutes played: use Recover Fitness before big games.',
  `A player with ${countOf(FOUL_DANGER, 'foul')} is in danger: sub him when the game is close.`,
  `Between quarters every player recovers ${QUARTER_RECOVERY_MIN} to ${QUARTER_RECOVERY_MAX} energy.`,
  'Point difference breaks ties in the standings.',
  'The rest of Europe plays every matchday: check the European leagues.',
] as const;
