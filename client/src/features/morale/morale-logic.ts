/** The morale panel's words without React: where a player's morale is heading, his baseline's parts, a promise's progress. */
import { countOf, type LeverResultDto, type MoralePlayer } from '@hardwood/shared';

/** A part of the baseline as a signed figure: "+10", "−6", "0". */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '0';
}

export type DriftDirection = 'up' | 'down' | 'steady';

/** Which way his morale drifts each matchday: toward the baseline. */
export function drift(player: Pick<MoralePlayer, 'morale' | 'baseline'>): { direction: DriftDirection; text: string } {
  if (player.baseline > player.morale) return { direction: 'up', text: `Drifting up toward ${player.baseline}` };
  if (player.baseline < player.morale) return { direction: 'down', text: `Drifting down toward ${player.baseline}` };
  return { direction: 'steady', text: `Steady at ${player.baseline}` };
}

export const BASELINE_PARTS = [
  { key: 'playingTime', label: 'Playing time' },
  { key: 'results', label: 'Results' },
  { key: 'pay', label: 'Pay' },
] as const;

export interface PromiseProgress {
  /** Games played of those promised, 0-100. */
  percent: number;
  text: string;
  /** Whether his minutes so far keep the promise. */
  onTrack: boolean;
}

/** How a running promise of minutes stands. */
export function promiseProgress(promise: NonNullable<MoralePlayer['promise']>): PromiseProgress {
  const percent = promise.games > 0 ? Math.min(100, Math.round((promise.gamesPlayed / promise.games) * 100)) : 100;
  const played = `${promise.gamesPlayed} of ${countOf(promise.games, 'game')}`;
  if (promise.gamesPlayed === 0)
    return {
      percent,
      text: `Promised ${promise.minutes} min a game over ${countOf(promise.games, 'game')}: none played yet`,
      onTrack: true,
    };
  const onTrack = promise.averageMinutes >= promise.minutes;
  return {
    percent,
    text: `Promised ${promise.minutes} min a game: ${played}, averaging ${promise.averageMinutes.toFixed(1)} min`,
    onTrack,
  };
}

/** A lever's toast title by its outcome. */
export function leverTitle(outcome: LeverResultDto['outcome']): string {
  switch (outcome) {
    case 'lifted':
      return 'Morale Lifted';
    case 'backfired':
      return 'It Backfired';
    default:
      return 'No Change';
  }
}

/** The squad, the unhappiest first (they need the manager most); ties by name. */
export function byNeed<T extends Pick<MoralePlayer, 'morale' | 'name'>>(players: readonly T[]): T[] {
  return [...players].sort((a, b) => a.morale - b.morale || a.name.localeCompare(b.name));
}

/**
 * The squad in an order fixed when the list was opened (`frozen`, player ids):
 * a praise or a promise moves a player's morale, and re-sorting by need then
 * would move the card from under the cursor. Players not in the frozen order
 * (a signing) follow, by need; players gone drop out. No frozen order: by need.
 */
export function inFrozenOrder<T extends Pick<MoralePlayer, 'playerId' | 'morale' | 'name'>>(
  players: readonly T[],
  frozen: readonly string[] | null,
): T[] {
  if (!frozen) return byNeed(players);
  const place = new Map(frozen.map((id, i) => [id, i]));
  const known = players.filter((p) => place.has(p.playerId));
  known.sort((a, b) => (place.get(a.playerId) ?? 0) - (place.get(b.playerId) ?? 0));
  return [...known, ...byNeed(players.filter((p) => !place.has(p.playerId)))];
}
