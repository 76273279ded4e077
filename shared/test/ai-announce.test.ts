/**
 * The AI coaching a manager's side after his idle minutes says so: every
 * substitution and late-game plan it makes for him reads "AI coach: …" in
 * the feed (and in the stored play-by-play); an AI club's own changes, and a
 * manager's side nobody handed over, read as before.
 */
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  buildCatalogue,
  catalogueTeam,
  createMatch,
  MATCH_RULES,
  matchFeedLines,
  packFeed,
  packInts,
  playersWhoPlayed,
  simulateToEnd,
  unpackFeed,
  unpackInts,
  type MatchState,
  type Side,
} from '../src/index.js';

const catalogue = buildCatalogue();
const names = (id: string | undefined) => (id ? `player ${id}` : '');
const teams = (side: Side) => (side === 'home' ? 'Home' : 'Away');

/** Home is the manager's side with his autopilot; away is an AI club. */
function game(seed: number, autopilot: { mode: 'off' | 'ai-after'; idleMinutes: number | null }): MatchState {
  const state = createMatch(
    { ...catalogueTeam(catalogue, 101), managed: true },
    { ...catalogueTeam(catalogue, 106), managed: false },
    { recordEvents: true },
    seed,
  );
  expect(applyCommand(state, 'home', { type: 'autopilot', ...autopilot }, MATCH_RULES).ok).toBe(true);
  return simulateToEnd(state);
}

describe('the AI coach for an idle manager', () => {
  it('signs every change it makes for his side, and none of an AI club’s', () => {
    let signed = 0;
    for (const seed of [3, 11, 29]) {
      const state = game(seed, { mode: 'ai-after', idleMinutes: 2 });
      const home = state.events.filter((e) => e.side === 'home' && (e.type === 'substitution' || e.type === 'instruction'));
      expect(home.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(home.every((e) => e.byAi === true)).toBe(true);
      expect(state.events.filter((e) => e.side === 'away').every((e) => e.byAi === undefined)).toBe(true);
      const lines = matchFeedLines(state.events, names, teams).map((l) => l.text);
      signed += lines.filter((l) => l.startsWith('AI coach: Home')).length;
    }
    expect(signed).toBeGreaterThan(3);
  });

  it('is silent for a manager who handed nothing over: nothing of his side is the AI’s', () => {
    const state = game(3, { mode: 'off', idleMinutes: null });
    expect(state.events.filter((e) => e.byAi)).toEqual([]);
    expect(matchFeedLines(state.events, names, teams).some((l) => l.text.startsWith('AI coach:'))).toBe(false);
  });

  it('keeps the signature in the stored play-by-play', () => {
    const state = game(11, { mode: 'ai-after', idleMinutes: 2 });
    const box = [...playersWhoPlayed(state.home), ...playersWhoPlayed(state.away)].map((p) => p.id);
    const packed = packFeed(state.events, box);
    expect(packed).not.toBeNull();
    const back = unpackFeed(unpackInts(packInts(packed ?? [])), box);
    expect(matchFeedLines(back, names, teams)).toEqual(matchFeedLines(state.events, names, teams));
    expect(back.filter((e) => e.byAi).length).toBe(state.events.filter((e) => e.byAi).length);
  });
});
