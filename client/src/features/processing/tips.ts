/** The processing dialog's rotating Pro Tips: fourteen, one on home court (the engine's figure, from the rules table). */
import { HOME_PERFORMANCE_EFFECT, HOME_SHOOTING_EFFECT } from '@hardwood/shared';

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(1))}%`;

export const PRO_TIPS = [
  `Home court gives about a ${percent(HOME_SHOOTING_EFFECT)} boost to shooting and ${percent(HOME_PERFORMANCE_EFFECT)} to team play: make the most of your home games.`,
  'Rest tired players: bench time of two minutes or more restores energy.',
  'A full-court press forces steals but costs fouls and energy.',
  'Perimeter offence needs shooters; inside offence wins offensive rebounds.',
  'Slow the pace when you lead late: fewer possessions, fewer turnovers.',
  'Players out of position perform worse: check the lineup flags.',
  'Young players develop fastest: give them minutes.',
  'Veterans over 30 bring experience, but decline with age.',
  'Morale rises with wins and falls with losses; blowouts count double.',
  'Fitness drops with minutes played: use Recover Fitness before big games.',
  'A player with four fouls is in danger: sub him when the game is close.',
  'Between quarters every player recovers 10 to 15 energy.',
  'Point difference breaks ties in the standings.',
  'The rest of Europe plays every matchday: check the European leagues.',
] as const;
