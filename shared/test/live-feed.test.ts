import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  createMatch,
  matchFeedLines,
  packFeed,
  packInts,
  playersWhoPlayed,
  simulateToEnd,
  unpackFeed,
  unpackInts,
  type Side,
} from '../src/index.js';

const catalogue = buildCatalogue();
const names = (id: string | undefined) => (id ? `player ${id}` : '');
const teams = (side: Side) => (side === 'home' ? 'Home' : 'Away');

describe('a live game’s packed play-by-play', () => {
  it('tells the same lines as the whole events over many recorded games', () => {
    const ids = catalogue.teams.map((t) => t.id);
    let events = 0;
    let chars = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const home = ids[seed % ids.length] ?? 0;
      const away = ids[(seed * 7 + 3) % ids.length] ?? 0;
      if (home === away) continue;
      const state = simulateToEnd(
        createMatch(catalogueTeam(catalogue, home), catalogueTeam(catalogue, away), { recordEvents: true }, seed),
      );
      const box = [...playersWhoPlayed(state.home), ...playersWhoPlayed(state.away)].map((p) => p.id);
      const packed = packFeed(state.events, box);
      expect(packed, `seed ${seed}`).not.toBeNull();
      const text = packInts(packed ?? []);
      events += state.events.length;
      chars += text.length;
      expect(matchFeedLines(unpackFeed(unpackInts(text), box), names, teams)).toEqual(matchFeedLines(state.events, names, teams));
    }
    // About eight characters an event.
    expect(chars / events).toBeLessThan(10);
  });
});
