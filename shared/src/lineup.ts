/**
 * Starting lineup rules, shared by the API (default lineup at
 * setup, PUT validation) and the client (Auto-Assign, selectors).
 */
import { POSITIONS } from './rules.js';
import { LINEUP_INCOMPLETE_MESSAGE } from './schemas.js';
import type { Position } from './types.js';

export interface LineupCandidate {
  id: string;
  position: Position;
  overallRating: number;
  isOnLoan: boolean;
  isInjured?: boolean;
}

export type LineupSlots = Record<'pgId' | 'sgId' | 'sfId' | 'pfId' | 'cId', string>;

export const LINEUP_SLOT_BY_POSITION: Record<Position, keyof LineupSlots> = {
  PG: 'pgId',
  SG: 'sgId',
  SF: 'sfId',
  PF: 'pfId',
  C: 'cId',
};

export const LINEUP_DUPLICATE_MESSAGE = 'A player cannot occupy two positions.';
export const LINEUP_INELIGIBLE_MESSAGE = 'Loaned and injured players cannot be selected.';
export const LINEUP_NOT_ENOUGH_MESSAGE = 'Not enough eligible players to fill every position.';

export function isLineupEligible(player: LineupCandidate): boolean {
  return !player.isOnLoan && !player.isInjured;
}

/**
 * Sort eligible players by overall rating; for each position take the best
 * natural fit, else the best remaining player by rank. Null when fewer than five are eligible.
 */
export function autoAssignLineup(players: readonly LineupCandidate[]): LineupSlots | null {
  const ranked = players.filter(isLineupEligible).sort((a, b) => b.overallRating - a.overallRating || a.id.localeCompare(b.id));
  if (ranked.length < POSITIONS.length) return null;
  const used = new Set<string>();
  const slots: Partial<LineupSlots> = {};
  for (const position of POSITIONS) {
    const pick = ranked.find((p) => !used.has(p.id) && p.position === position) ?? ranked.find((p) => !used.has(p.id));
    if (!pick) return null;
    used.add(pick.id);
    slots[LINEUP_SLOT_BY_POSITION[position]] = pick.id;
  }
  return slots as LineupSlots;
}

/** The error message for a lineup, or null when it is valid for these players. */
export function lineupError(
  slots: Partial<Record<keyof LineupSlots, string | null | undefined>>,
  players: readonly LineupCandidate[],
): string | null {
  const ids = POSITIONS.map((p) => slots[LINEUP_SLOT_BY_POSITION[p]]);
  if (ids.some((id) => !id)) return LINEUP_INCOMPLETE_MESSAGE;
  if (new Set(ids).size !== ids.length) return LINEUP_DUPLICATE_MESSAGE;
  for (const id of ids) {
    const player = players.find((p) => p.id === id);
    if (!player || !isLineupEligible(player)) return LINEUP_INELIGIBLE_MESSAGE;
  }
  return null;
}

/** A player playing outside the slot's position is flagged "(Out of Position)". */
export function isOutOfPosition(player: Pick<LineupCandidate, 'position'>, slotPosition: Position): boolean {
  return player.position !== slotPosition;
}
