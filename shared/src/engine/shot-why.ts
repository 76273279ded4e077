/**
 * Why a shot had the chance it had: the engine's shot formula is a base
 * (the shooter's skill, less what his defender takes off) times factors
 * (his energy, the offence's tactic, the venue, the tactics and numbers on
 * court, the late game, the fast break, the better five, the defence's
 * scheme). Against an average shooter's open look with every factor at one,
 * each factor's share of the difference is its share of the formula's
 * logarithm, so the parts sum to the chance less that reference and none is
 * counted twice. Worked out only for recorded games (replays, live rooms):
 * bulk simulation never pays for it.
 */
import type { EnginePlayer, Tactics } from './types.js';

/** The skill an average shooter has (the catalogue's middle): the reference a shot's parts are measured from (a defender is measured from the formula's own 55). */
const AVERAGE_SKILL = 50;
/** Factors are listed from the largest; this many at most, and none under a point. */
const MAX_FACTORS = 4;
const MIN_POINTS = 1;

/** One multiplicative part of the chance: its words and its size (1 = no effect). */
export interface ShotFactor {
  label: string;
  factor: number;
}

/** What the shot formula used, as `shoot()` computed it. */
export interface ShotInputs {
  isThree: boolean;
  shooter: EnginePlayer;
  /** Base chance of this shot from the shooter's skill alone, and after his defender's part. */
  base: number;
  guarded: number;
  defender: EnginePlayer | undefined;
  energy: number;
  energyFactor: number;
  /** performance() over energyFactor(): the veteran's savvy and out-of-position play. */
  otherPerformance: number;
  offense: Tactics['offense'];
  shootingBonus: number;
  home: number;
  /** The attack's edge in parts: team factors (tactics, venue, numbers), the late game, the fast break. */
  teams: number;
  late: number;
  fastBreak: number;
  quality: number;
  defense: Tactics['defense'];
  scheme: number;
  /** The chance after the clamp. */
  chance: number;
}

/** The reference: an average shooter's chance at this shot, unguarded by anything special. */
export function referenceChance(isThree: boolean): number {
  return isThree ? 0.215 + AVERAGE_SKILL * 0.0025 : 0.315 + AVERAGE_SKILL * 0.0035;
}

const OFFENSES = ['inside', 'balanced', 'perimeter'] as const;
const DEFENSES = ['man-to-man', 'zone', 'full-court-press'] as const;

/**
 * What a recorded shot keeps of its formula: the numbers its explanation is
 * made of (shotWhyParts' order). Numbers only: the words are made when a
 * viewer needs them (explainShotParts), not for every shot a room plays.
 */
export function shotWhyParts(s: ShotInputs): number[] {
  const skill = s.isThree ? s.shooter.threePoint : s.shooter.shooting;
  const outOfPosition = s.shooter.slot !== null && s.shooter.slot !== s.shooter.position;
  return [
    s.isThree ? 1 : 0,
    skill,
    s.base,
    s.guarded,
    s.defender ? s.defender.defense : -1,
    s.energy,
    s.energyFactor,
    s.otherPerformance,
    outOfPosition ? 1 : 0,
    OFFENSES.indexOf(s.offense),
    s.shootingBonus,
    s.home,
    s.teams,
    s.late,
    s.fastBreak,
    s.quality,
    DEFENSES.indexOf(s.defense),
    s.scheme,
    s.chance,
  ];
}

function factorsOf(parts: readonly number[]): { isThree: boolean; chance: number; factors: ShotFactor[] } {
  const at = (i: number) => parts[i] ?? 0;
  const isThree = at(0) === 1;
  const skill = at(1);
  const base = at(2);
  const guarded = at(3);
  const defence = at(4);
  const energy = at(5);
  const energyFactor = at(6);
  const defense = DEFENSES[at(16)] ?? 'man-to-man';
  const scheme =
    defense === 'zone'
      ? isThree
        ? 'zone leaves the arc open'
        : 'zone packs the paint'
      : defense === 'full-court-press'
        ? 'beat the press'
        : 'man-to-man';
  return {
    isThree,
    chance: at(18),
    factors: [
      {
        label: `${skill >= AVERAGE_SKILL ? 'good' : 'weak'} shooter, ${isThree ? 'three-point' : 'shooting'} ${Math.round(skill)}`,
        factor: base / referenceChance(isThree),
      },
      { label: defence >= 0 ? `guarded, defence ${Math.round(defence)}` : 'open look', factor: guarded / base },
      { label: `${energyFactor < 1 ? 'tired' : 'fresh'}, ${Math.round(energy)} energy`, factor: energyFactor },
      { label: at(8) === 1 ? 'out of position' : 'veteran savvy', factor: at(7) },
      { label: `${OFFENSES[at(9)] ?? 'balanced'} offence`, factor: at(10) },
      { label: 'home court', factor: at(11) },
      { label: 'tactics and numbers on court', factor: at(12) },
      { label: 'late-game plan', factor: at(13) },
      { label: 'fast break', factor: at(14) },
      { label: at(15) >= 1 ? 'the better five on court' : 'the weaker five on court', factor: at(15) },
      { label: scheme, factor: at(17) },
    ],
  };
}

/**
 * The shot's largest factors in points of chance (percentage points), each
 * its share of the chance less the reference. Encoded for the feed as
 * `label|points` parts joined by `; ` (parseShotWhy reads it back).
 */
export function explainShotParts(whyParts: readonly number[]): string {
  const { isThree, chance, factors } = factorsOf(whyParts);
  const parts = factors.filter((f) => f.factor > 0 && f.factor !== 1);
  const logs = parts.map((f) => Math.log(f.factor));
  const total = logs.reduce((a, b) => a + b, 0);
  const gap = (chance - referenceChance(isThree)) * 100;
  const points = parts.map((f, i) =>
    Math.abs(total) > 1e-9 ? (gap * (logs[i] ?? 0)) / total : (f.factor - 1) * referenceChance(isThree) * 100,
  );
  return parts
    .map((f, i) => ({ label: f.label, points: Math.round(points[i] ?? 0) }))
    .filter((f) => Math.abs(f.points) >= MIN_POINTS)
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
    .slice(0, MAX_FACTORS)
    .map((f) => `${f.label}|${f.points}`)
    .join('; ');
}

/** The explanation of a shot straight from its inputs (tests, tools). */
export function explainShot(s: ShotInputs): string {
  return explainShotParts(shotWhyParts(s));
}

/** A shot's factors read back from the feed's encoding (empty when it has none). */
export function parseShotWhy(why: string | undefined): Array<{ label: string; points: number }> {
  if (!why) return [];
  return why.split('; ').flatMap((part) => {
    const bar = part.lastIndexOf('|');
    const points = Number(part.slice(bar + 1));
    return bar > 0 && Number.isFinite(points) ? [{ label: part.slice(0, bar), points }] : [];
  });
}

/** The factors as the feed says them: "open three, good shooter +6; tired, 68 energy −5". */
export function shotWhyText(why: string | undefined): string {
  return parseShotWhy(why)
    .map((f) => `${f.label} ${f.points > 0 ? '+' : '−'}${Math.abs(f.points)}`)
    .join('; ');
}
