/**
 * How much of a player's potential the manager may see, decided on the
 * server: exact for his own club and clubs he has scouted, a range for
 * players he can see but has not scouted (his own league, free agents), none
 * for unscouted clubs of other leagues; and, as everywhere, only for players
 * aged 24 or under.
 */
import { keyedRng } from '../rng.js';
import { POTENTIAL_RANGE_WIDTH, POTENTIAL_SHOWN_MAX_AGE } from '../rules.js';

/** What the manager knows of a player's club: his own, one he may see, one he scouted, one he did not, or none. */
export const PLAYER_RELATIONS = ['own', 'own-league', 'scouted', 'unscouted', 'free-agent'] as const;
export type PlayerRelation = (typeof PLAYER_RELATIONS)[number];

export type PlayerPotential =
  { kind: 'exact'; value: number } | { kind: 'range'; min: number; max: number } | { kind: 'hidden'; reason: string };

/** The manager may see this player's skills, morale and fitness (his own club, his league's clubs, free agents, scouted clubs). */
export const seesSkills = (relation: PlayerRelation) => relation !== 'unscouted';

/**
 * `rangeKey` fixes where the true value sits in its range: one draw per
 * career and player (e.g. `<career seed>:potential-range:<player id>`).
 */
export function playerPotential(player: { age: number; potential: number }, relation: PlayerRelation, rangeKey: string): PlayerPotential {
  if (player.age > POTENTIAL_SHOWN_MAX_AGE) return { kind: 'hidden', reason: `Potential shows up to age ${POTENTIAL_SHOWN_MAX_AGE}` };
  if (relation === 'own' || relation === 'scouted') return { kind: 'exact', value: player.potential };
  if (relation === 'unscouted') return { kind: 'hidden', reason: 'Scout his club to see his potential' };
  const below = keyedRng(rangeKey).int(0, POTENTIAL_RANGE_WIDTH);
  const min = Math.max(1, player.potential - below);
  return { kind: 'range', min, max: Math.min(99, min + POTENTIAL_RANGE_WIDTH) };
}
