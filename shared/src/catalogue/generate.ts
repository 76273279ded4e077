/**
 * Builds the catalogue deterministically from a seed: team budgets, reputation
 * and descriptions from each club's strength, and 12-15 player template rosters
 * whose skills follow team strength and position.
 */
import { careerPhaseForAge } from '../development.js';
import { overallRating } from '../formulas.js';
import { POSITIONS, SKILL_KEYS } from '../rules.js';
import { createRng, type Rng } from '../rng.js';
import type { Position, Skills, SkillKey } from '../types.js';
import { COUNTRIES, LEAGUES, YOUTH_LEAGUE_ID, type LeagueData } from './leagues.js';
import { FOREIGN_NATIONALITIES, NAME_POOLS } from './names.js';

export const CATALOGUE_SEED = 20250901;
/** Bump when generation changes, so stored catalogues are re-seeded. */
export const CATALOGUE_VERSION = 1;

export type CareerPhase = 'developing' | 'pre-peak' | 'prime' | 'veteran' | 'declining';

export interface CatalogueTeamData {
  id: number;
  name: string;
  city: string;
  leagueId: number;
  league: string;
  countryId: string;
  budget: number;
  reputation: number;
  description: string;
  /** 0..1, used by generation and by AI decisions. */
  strength: number;
}

export interface TemplatePlayerData extends Skills {
  templateTeamId: number;
  slot: number;
  name: string;
  position: Position;
  age: number;
  height: number;
  weight: number;
  nationality: string;
  potential: number;
  careerPhase: CareerPhase;
  morale: number;
  fitness: number;
  overallRating: number;
  description: string;
}

export interface Catalogue {
  countries: typeof COUNTRIES;
  leagues: typeof LEAGUES;
  teams: CatalogueTeamData[];
  players: TemplatePlayerData[];
}

const POSITION_SKILL_OFFSETS: Record<Position, Record<SkillKey, number>> = {
  PG: { passing: 10, basketballIQ: 6, threePoint: 4, athletics: 3, shooting: 2, defense: -2, rebounding: -12 },
  SG: { shooting: 8, threePoint: 8, athletics: 3, passing: 0, basketballIQ: 0, defense: 0, rebounding: -8 },
  SF: { shooting: 3, athletics: 5, defense: 3, threePoint: 2, passing: -3, rebounding: -2, basketballIQ: 0 },
  PF: { rebounding: 8, defense: 4, athletics: 2, shooting: 0, threePoint: -5, passing: -6, basketballIQ: 0 },
  C: { rebounding: 12, defense: 7, athletics: 0, shooting: -2, threePoint: -15, passing: -8, basketballIQ: 0 },
};
const HEIGHT_RANGE_CM: Record<Position, readonly [number, number]> = {
  PG: [181, 193],
  SG: [189, 199],
  SF: [196, 206],
  PF: [202, 211],
  C: [207, 221],
};
const PLAYER_DESCRIPTIONS: Record<SkillKey, readonly string[]> = {
  shooting: ['Reliable scorer from mid-range.', 'Smooth shooter who punishes open looks.'],
  threePoint: ['Deep-range marksman who stretches the floor.', 'Catch-and-shoot specialist from beyond the arc.'],
  passing: ['Floor general who finds teammates in stride.', 'Creative playmaker with excellent vision.'],
  defense: ['Tenacious defender who takes on the toughest assignment.', 'Disruptive stopper with quick hands.'],
  rebounding: ['Relentless on the glass at both ends.', 'Strong rebounder who owns the paint.'],
  athletics: ['Explosive athlete who thrives in transition.', 'Quick first step and a high motor.'],
  basketballIQ: ['Smart, steady presence who rarely makes mistakes.', 'Reads the game a step ahead of everyone.'],
};
const TEAM_DESCRIPTIONS: readonly (readonly string[])[] = [
  [
    'A modest club fighting to stay in the league, built on local talent.',
    'A small-market side with a loyal following and a tight budget.',
  ],
  [
    'A steady mid-table club with a reputation for developing young players.',
    'A hard-working team that makes its home court a tough place to visit.',
  ],
  [
    'An ambitious club pushing for the playoffs with a balanced roster.',
    'A competitive side with a passionate crowd and growing ambitions.',
  ],
  ['A perennial playoff team with a deep rotation and European experience.', 'A well-run contender with a proud basketball tradition.'],
  [
    'A powerhouse with deep pockets, a demanding crowd and title-or-bust expectations.',
    "One of Europe's great clubs, chasing trophies every season.",
  ],
];

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/** Approximately normal draw (sum of three uniforms, scaled to unit variance). */
function normal(rng: Rng): number {
  return (rng.next() + rng.next() + rng.next() - 1.5) * 2;
}

function teamStrength(league: LeagueData, index: number): number {
  const rank = league.clubs.length > 1 ? index / (league.clubs.length - 1) : 0;
  return league.level * (1 - 0.28 * rank);
}

function pickAge(rng: Rng, youth: boolean): number {
  if (youth) return rng.int(18, 21);
  // Most players 21-32, with tails to 18 and 38.
  const roll = rng.next();
  if (roll < 0.08) return rng.int(18, 20);
  if (roll < 0.92) return rng.int(21, 32);
  return rng.int(33, 38);
}

function pickName(rng: Rng, nationality: string, taken: Set<string>): string {
  const pool = NAME_POOLS[nationality] ?? NAME_POOLS.USA!;
  for (;;) {
    const name = `${rng.pick(pool.first)} ${rng.pick(pool.last)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function generatePlayer(
  rng: Rng,
  team: CatalogueTeamData,
  slot: number,
  position: Position,
  takenNames: Set<string>,
  clubNationality: string | null,
  fixedAge?: number,
): TemplatePlayerData {
  const youth = team.leagueId === YOUTH_LEAGUE_ID;
  // A fixed age draws nothing, so the catalogue's own draws are unchanged.
  const age = fixedAge ?? pickAge(rng, youth);
  const nationality =
    clubNationality === null
      ? rng.pick(COUNTRIES).nationality
      : rng.chance(0.72)
        ? clubNationality
        : rng.pick(FOREIGN_NATIONALITIES.filter((n) => n !== clubNationality));
  // Starters (first slots) are better; age curve peaks near 27.
  const roleBonus = slot < 5 ? 5 : slot < 9 ? 0 : -5;
  const ageCurve = -Math.abs(age - 27) * 0.45;
  const quality = 36 + team.strength * 42 + roleBonus + ageCurve + normal(rng) * 5;
  const offsets = POSITION_SKILL_OFFSETS[position];
  const skills = Object.fromEntries(
    SKILL_KEYS.map((key) => [key, Math.round(clamp(quality + offsets[key] + normal(rng) * 5, 25, 95))]),
  ) as Skills;
  const overall = overallRating(position, skills);
  const upside = age <= 24 ? (25 - age) * rng.int(1, 3) + rng.int(0, 6) : rng.int(0, 3);
  const [hMin, hMax] = HEIGHT_RANGE_CM[position];
  const height = rng.int(hMin, hMax);
  const bestSkill = SKILL_KEYS.reduce(
    (best, key) => (skills[key] - offsets[key] > skills[best] - offsets[best] ? key : best),
    SKILL_KEYS[0],
  );
  return {
    templateTeamId: team.id,
    slot,
    name: pickName(rng, nationality, takenNames),
    position,
    age,
    height,
    weight: Math.round(clamp((height - 100) * 0.95 + normal(rng) * 5, 70, 135)),
    nationality,
    potential: clamp(overall + upside, 50, 95),
    careerPhase: careerPhaseForAge(age),
    morale: rng.int(45, 85),
    fitness: rng.int(82, 100),
    overallRating: overall,
    description: rng.pick(PLAYER_DESCRIPTIONS[bestSkill]),
    ...skills,
  };
}

function rosterPositions(rng: Rng, size: number): Position[] {
  const positions: Position[] = ['PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG', 'SF', 'PF', 'C'];
  while (positions.length < size) positions.push(rng.pick(POSITIONS));
  return positions;
}

/** Free agents are journeymen: adults short of their prime or past it, at the level of a weak top-tier club. */
export const FREE_AGENT_AGES = [19, 34] as const;
export const FREE_AGENT_STRENGTH = 0.5;
/** A rotation slot (neither starter bonus nor bench malus) in the generator's quality formula. */
const FREE_AGENT_SLOT = 5;

/**
 * A pool of unattached players, deterministic from the seed: positions in
 * turn, ages across FREE_AGENT_AGES, any nationality. `templateTeamId` is 0
 * (no club); callers store them without a team.
 */
export function generateFreeAgents(seed: number, count: number): TemplatePlayerData[] {
  const rng = createRng(seed);
  const pool: CatalogueTeamData = {
    id: 0,
    name: 'Free agents',
    city: '',
    leagueId: 0,
    league: '',
    countryId: '',
    budget: 0,
    reputation: 1,
    description: '',
    strength: FREE_AGENT_STRENGTH,
  };
  const takenNames = new Set<string>();
  return Array.from({ length: count }, (_, i) =>
    generatePlayer(
      rng,
      pool,
      FREE_AGENT_SLOT,
      POSITIONS[i % POSITIONS.length]!,
      takenNames,
      null,
      rng.int(FREE_AGENT_AGES[0], FREE_AGENT_AGES[1]),
    ),
  );
}

/** A bench slot (the generator's -5 role malus): a club's new youngster starts at the end of the bench. */
const REGEN_SLOT = 12;

/**
 * A club's new youngster at the season turn: drawn like the
 * catalogue's players of a club of this strength, at a bench slot, so the
 * world's new talent comes from the distribution the world started with.
 */
export function generateRegen(
  rng: Rng,
  opts: { strength: number; position: Position; age: number; nationality: string | null; takenNames?: Set<string> },
): TemplatePlayerData {
  const club: CatalogueTeamData = {
    id: 0,
    name: '',
    city: '',
    leagueId: 0,
    league: '',
    countryId: '',
    budget: 0,
    reputation: 1,
    description: '',
    strength: opts.strength,
  };
  return generatePlayer(rng, club, REGEN_SLOT, opts.position, opts.takenNames ?? new Set(), opts.nationality, opts.age);
}

export function buildCatalogue(seed: number = CATALOGUE_SEED): Catalogue {
  const rng = createRng(seed);
  const teams: CatalogueTeamData[] = [];
  const players: TemplatePlayerData[] = [];
  for (const league of LEAGUES) {
    const country = COUNTRIES.find((c) => c.id === league.countryId);
    league.clubs.forEach(([city, name], index) => {
      const strength = teamStrength(league, index);
      const scale = clamp((strength - 0.4) / 0.55, 0, 1);
      const reputation = league.tier === 0 ? 1 : clamp(Math.round(1 + 4 * scale), 1, 5);
      const team: CatalogueTeamData = {
        id: league.id * 100 + index + 1,
        name,
        city,
        leagueId: league.id,
        league: league.name,
        countryId: league.countryId,
        // €2M to €20M, rounded to €50K: stronger clubs spend more.
        budget: Math.round((2_000_000 + scale ** 1.5 * 18_000_000) / 50_000) * 50_000,
        reputation,
        description: rng.pick(TEAM_DESCRIPTIONS[reputation - 1] ?? TEAM_DESCRIPTIONS[0]!),
        strength,
      };
      teams.push(team);
      const size = league.tier === 0 ? 12 : rng.int(12, 15);
      const takenNames = new Set<string>();
      rosterPositions(rng, size).forEach((position, slot) => {
        players.push(generatePlayer(rng, team, slot, position, takenNames, country?.nationality ?? null));
      });
    });
  }
  return { countries: COUNTRIES, leagues: LEAGUES, teams, players };
}
