/**
 * The in-place reset of schema change tracking (schema-change-reuse.ts):
 * whole seeded matches synced the way a room syncs them send exactly the
 * bytes the library's own code sends, patch after patch; a client decoding
 * them ends with the room's state; and the bookkeeping is empty after each
 * patch, however long the match.
 */
import { $changes, Decoder, Encoder } from '@colyseus/schema';
import { buildCatalogue, catalogueTeam, createMatch, LIVE_CLOCK_RESYNC_SECONDS, MATCH_RULES, rngFromState, startNextPeriod, stepInto, type MatchEvent, type MatchState, type MatchStatus } from '@hardwood/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { liveCommentator } from '../src/feed-history.js';
import { installSchemaChangeReuse, uninstallSchemaChangeReuse } from '../src/schema-change-reuse.js';
import { MatchRoomState, syncFromEngine } from '../src/state.js';

const catalogue = buildCatalogue();
const clubs = catalogue.teams.filter((t) => t.leagueId <= 12).map((t) => t.id);

interface Tracked {
  indexedOperations: Record<number, number>;
  changes: { operations: unknown[]; indexes: Record<number, number> };
}
/** Read through a function: the narrowing does not know that stepping changes the status. */
const statusOf = (engine: MatchState): MatchStatus => engine.status;
const tracked = (ref: object) => (ref as Record<string, unknown>)[$changes] as Tracked;

/**
 * A whole match as a room plays it: one engine second a tick, a patch on an
 * event, a status change or a resync; breaks continued at once. Answers the
 * full state a joiner gets, every patch, and the final state.
 */
function playMatch(seed: number, afterPatch?: (state: MatchRoomState) => void) {
  const home = clubs[seed % clubs.length] as number;
  const away = clubs[(seed + 3) % clubs.length] as number;
  const engine = createMatch({ ...catalogueTeam(catalogue, home), managed: false }, { ...catalogueTeam(catalogue, away), managed: false }, { recordEvents: true, neutralVenue: false }, seed);
  engine.status = 'playing';
  const rng = rngFromState(engine.rng);
  const commentator = liveCommentator(engine);
  const state = MatchRoomState.from(engine, { matchId: `m${seed}`, matchday: 1, round: 1, tickMs: 100 });
  const encoder = new Encoder(state);
  const full = Buffer.from(encoder.encodeAll());
  encoder.discardChanges();
  const patches: Buffer[] = [];
  const events: MatchEvent[] = [];
  let synced = 0;
  while (statusOf(engine) !== 'finished') {
    if (statusOf(engine) === 'break') startNextPeriod(engine, MATCH_RULES);
    events.length = 0;
    stepInto(engine, MATCH_RULES, rng, events);
    const stopped = statusOf(engine) !== 'playing';
    if (events.length === 0 && !stopped && engine.elapsed - synced < LIVE_CLOCK_RESYNC_SECONDS) continue;
    synced = engine.elapsed;
    syncFromEngine(state, engine, events, engine.events.length - events.length + 1, stopped, (event) => commentator.narrate(event).text);
    if (!encoder.hasChanges) continue;
    patches.push(Buffer.from(encoder.encode({ offset: 0 })));
    encoder.discardChanges();
    afterPatch?.(state);
  }
  return { full, patches, state };
}

afterAll(() => {
  installSchemaChangeReuse();
});

describe('schema change tracking reset in place', () => {
  it('is installed over the pinned @colyseus/schema', () => {
    expect(installSchemaChangeReuse()).toBe(true);
  });

  it('sends the same bytes as the library, patch after patch, over whole matches', () => {
    for (const seed of [11, 12, 13]) {
      uninstallSchemaChangeReuse();
      const library = playMatch(seed);
      expect(installSchemaChangeReuse()).toBe(true);
      const reused = playMatch(seed);
      expect(reused.patches.length).toBe(library.patches.length);
      expect(reused.patches.length).toBeGreaterThan(100);
      expect(reused.full.equals(library.full)).toBe(true);
      reused.patches.forEach((patch, i) => expect(patch.equals(library.patches[i] as Buffer), `patch ${i} of match ${seed}`).toBe(true));
    }
  });

  it('a client decoding the patches ends with the room state', () => {
    installSchemaChangeReuse();
    const { full, patches, state } = playMatch(21);
    const decoded = new MatchRoomState();
    const decoder = new Decoder(decoded);
    decoder.decode(full);
    for (const patch of patches) decoder.decode(patch);
    expect(decoded.toJSON()).toEqual(state.toJSON());
    expect(decoded.status).toBe('finished');
  });

  it('leaves no bookkeeping behind after a patch', () => {
    installSchemaChangeReuse();
    let checked = 0;
    playMatch(31, (state) => {
      for (const ref of [state, state.home, state.away, ...state.home.players, ...state.away.players, ...state.events]) {
        const tree = tracked(ref);
        expect(tree.changes.operations.length).toBe(0);
        expect(Object.keys(tree.changes.indexes)).toEqual([]);
        expect(Object.keys(tree.indexedOperations)).toEqual([]);
      }
      checked += 1;
    });
    expect(checked).toBeGreaterThan(100);
  });
});
