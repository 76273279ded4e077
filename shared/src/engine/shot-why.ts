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

const SCHEMES = ['zone leaves the arc open', 'zone packs the paint', 'beat the press', 'man-to-man'] as const;

/**
 * Each factor's words from a one-letter code and, for some, a whole number:
 * a live room syncs the codes (a few bytes a shot to every spectator) and a
 * viewer makes the words, which are the same as a replay's.
 */
const FACTOR_LABELS: Record<string, (arg: number) => string> = {
  S: (n) => `good shooter, shooting ${n}`,
  s: (n) => `weak shooter, shooting ${n}`,
  T: (n) => `good shooter, three-point ${n}`,
  t: (n) => `weak shooter, three-point ${n}`,
  g: (n) => `guarded, defence ${n}`,
  o: () => 'open look',
  r: (n) => `tired, ${n} energy`,
  f: (n) => `fresh, ${n} energy`,
  p: () => 'out of position',
  v: () => 'veteran savvy',
  O: (n) => `${OFFENSES[n] ?? 'balanced'} offence`,
  c: () => 'home court',
  n: () => 'tactics and numbers on court',
  l: () => 'late-game plan',
  b: () => 'fast break',
  B: () => 'the better five on court',
  W: () => 'the weaker five on court',
  x: (n) => SCHEMES[n] ?? 'man-to-man',
};

interface CodedFactor {
  code: string;
  arg: number;
  factor: number;
}

function factorsOf(parts: readonly number[]): { isThree: boolean; chance: number; factors: CodedFactor[] } {
  const at = (i: number) => parts[i] ?? 0;
  const isThree = at(0) === 1;
  const skill = at(1);
  const base = at(2);
  const guarded = at(3);
  const defence = at(4);
  const energy = at(5);
  const energyFactor = at(6);
  const defense = DEFENSES[at(16)] ?? 'man-to-man';
  const scheme = defense === 'zone' ? (isThree ? 0 : 1) : defense === 'full-court-press' ? 2 : 3;
  const good = skill >= AVERAGE_SKILL;
  return {
    isThree,
    chance: at(18),
    factors: [
      { code: isThree ? (good ? 'T' : 't') : good ? 'S' : 's', arg: Math.round(skill), factor: base / referenceChance(isThree) },
      { code: defence >= 0 ? 'g' : 'o', arg: Math.round(defence), factor: guarded / base },
      { code: energyFactor < 1 ? 'r' : 'f', arg: Math.round(energy), factor: energyFactor },
      { code: at(8) === 1 ? 'p' : 'v', arg: 0, factor: at(7) },
      { code: 'O', arg: at(9), factor: at(10) },
      { code: 'c', arg: 0, factor: at(11) },
      { code: 'n', arg: 0, factor: at(12) },
      { code: 'l', arg: 0, factor: at(13) },
      { code: 'b', arg: 0, factor: at(14) },
      { code: at(15) >= 1 ? 'B' : 'W', arg: 0, factor: at(15) },
      { code: 'x', arg: scheme, factor: at(17) },
    ],
  };
}

/** The shot's largest factors in points of chance, largest first (explainShotParts says how they are worked out). */
function largestFactors(whyParts: readonly number[]): Array<{ code: string; arg: number; points: number }> {
  const { isThree, chance, factors } = factorsOf(whyParts);
  const parts = factors.filter((f) => f.factor > 0 && f.factor !== 1);
  const logs = parts.map((f) => Math.log(f.factor));
  const total = logs.reduce((a, b) => a + b, 0);
  const gap = (chance - referenceChance(isThree)) * 100;
  const points = parts.map((f, i) =>
    Math.abs(total) > 1e-9 ? (gap * (logs[i] ?? 0)) / total : (f.factor - 1) * referenceChance(isThree) * 100,
  );
  return parts
    .map((f, i) => ({ code: f.code, arg: f.arg, points: Math.round(points[i] ?? 0) }))
    .filter((f) => Math.abs(f.points) >= MIN_POINTS)
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
    .slice(0, MAX_FACTORS);
}

const labelOf = (code: string, arg: number) => FACTOR_LABELS[code]?.(arg) ?? '';

/**
 * The shot's largest factors in points of chance (percentage points), each
 * its share of the chance less the reference. Encoded for the feed as
 * `label|points` parts joined by `; ` (parseShotWhy reads it back).
 */
export function explainShotParts(whyParts: readonly number[]): string {
  return largestFactors(whyParts)
    .map((f) => `${labelOf(f.code, f.arg)}|${f.points}`)
    .join('; ');
}

/** The same factors in a live room's short form: `code arg : points`, comma-separated ("T72:6,g65:-4"). */
export function shotWhyCode(whyParts: readonly number[]): string {
  return largestFactors(whyParts)
    .map((f) => `${f.code}${f.arg === 0 ? '' : f.arg}:${f.points}`)
    .join(',');
}

/** A live room's short form in words, exactly as explainShotParts says them; an unknown or garbled part is left out. */
export function shotWhyFromCode(code: string | undefined): string {
  if (!code) return '';
  return code
    .split(',')
    .flatMap((part) => {
      const match = /^([A-Za-z])(-?\d*):(-?\d+)$/.exec(part);
      if (!match) return [];
      const [, letter = '', arg = '', points = ''] = match;
      const label = labelOf(letter, arg === '' ? 0 : Number(arg));
      return label ? [`${label}|${Number(points)}`] : [];
    })
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
