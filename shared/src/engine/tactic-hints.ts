/**
 * What each tactic does, in one line, for the live match's tactic panel:
 * every figure read from the rules table (the spec's effects at the share
 * the engine applies them, what the tactic costs in legs, and the matchup it
 * is for), so a hint can never say what the engine does not do.
 */
import {
  DEFENSE_EFFECTS,
  OFFENSE_EFFECTS,
  PACE_EFFECTS,
  TACTIC_FATIGUE,
  TACTIC_MATCHUPS,
  TACTIC_SHOOTING_APPLIED_SHARE,
  THREE_POINT_ATTEMPT_CHANCE,
} from '../rules.js';
import type { Defense, Offense, Pace, Tactics } from './types.js';

const pct = (share: number) => `${Math.round(Math.abs(share) * 100)}%`;
const signed = (share: number) => `${share > 0 ? '+' : '−'}${pct(share)}`;
const BASELINE = 'No bonus and no cost: the baseline.';

/** How much faster (or slower) a choice tires the side's own five. */
function legs(share: number): string {
  if (share === 1) return 'tires your five twice as fast';
  return share > 0 ? `tires your five ${pct(share)} faster` : `saves legs (${pct(share)} less tiring)`;
}

function paceHint(pace: Pace): string {
  const effects = PACE_EFFECTS[pace];
  const tempo = TACTIC_MATCHUPS.tempo[pace];
  if (pace === 'moderate') return BASELINE;
  const common = `${signed(effects.performance)} performance, ${signed(effects.turnoverRate)} turnovers, ${pct(tempo)} ${tempo > 0 ? 'more' : 'fewer'} possessions`;
  if (pace === 'slow') return `${common}; ${legs(TACTIC_FATIGUE.pace.slow)}`;
  return (
    `${common}; ${legs(TACTIC_FATIGUE.pace.fast)} and theirs ${pct(TACTIC_FATIGUE.opponentPace.fast)}: ` +
    `push when your five is the fresher (${signed(TACTIC_MATCHUPS.fastBreakPerTenEnergy)} a shot per 10 energy)`
  );
}

function offenseHint(offense: Offense): string {
  if (offense === 'balanced') return BASELINE;
  const effects = OFFENSE_EFFECTS[offense];
  const shooting = `${signed(effects.shooting * TACTIC_SHOOTING_APPLIED_SHARE)} shooting, ${signed(effects.rebounds)} offensive rebounds`;
  const threes = `${pct(THREE_POINT_ATTEMPT_CHANCE[offense])} of shots from three`;
  return offense === 'inside'
    ? `${shooting}, ${threes}: for man-to-man; a zone packs the paint against it (twos ${signed(-TACTIC_MATCHUPS.zoneTwoCut)})`
    : `${shooting}, ${threes}: for a zone, or a five of shooters`;
}

function defenseHint(defense: Defense): string {
  const effects = DEFENSE_EFFECTS[defense];
  const spec = `${signed(effects.performance)} performance, ${signed(effects.steals)} steals, ${signed(effects.fouls)} fouls`;
  switch (defense) {
    case 'man-to-man':
      return `${BASELINE} The one for a five of shooters.`;
    case 'zone':
      return (
        `${spec}, ${legs(TACTIC_FATIGUE.defense.zone)}; twos against it ${signed(-TACTIC_MATCHUPS.zoneTwoCut)}, ` +
        `${pct(TACTIC_MATCHUPS.zoneThreeShare)} more threes, open for good shooters: for a five that cannot shoot`
      );
    case 'full-court-press':
      return (
        `${spec}; ${legs(TACTIC_FATIGUE.defense['full-court-press'])}, and a beaten press gives up easy shots ` +
        `(${signed(TACTIC_MATCHUPS.pressBeatenShots)}): a burst when behind`
      );
  }
}

/** One line on what a tactic does ("+5% performance, +30% turnovers, 15% more possessions; ..."); an unknown option reads as the baseline. */
export function tacticHint(field: keyof Tactics, option: string): string {
  if (field === 'pace' && option in PACE_EFFECTS) return paceHint(option as Pace);
  if (field === 'offense' && option in OFFENSE_EFFECTS) return offenseHint(option as Offense);
  if (field === 'defense' && option in DEFENSE_EFFECTS) return defenseHint(option as Defense);
  return BASELINE;
}
