/**
 * The synced state's copy of the engine: the manager's late-game
 * instructions in force reach the viewers with the event that set them.
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogue, catalogueTeam, createMatch, type MatchEvent } from '@hardwood/shared';
import { MatchRoomState, syncFromEngine } from '../src/state.js';

const catalogue = buildCatalogue();

describe('the synced state', () => {
  it('lists the late-game instructions in force, in a fixed order, from the event that changes them', () => {
    const engine = createMatch(
      { ...catalogueTeam(catalogue, 401), managed: true },
      catalogueTeam(catalogue, 402),
      { recordEvents: false },
      5,
    );
    const live = MatchRoomState.from(engine, { matchId: 'm1', matchday: 1, round: 1, tickMs: 100 });
    syncFromEngine(live, engine, [], 1);
    expect(live.home.instructions).toBe('');
    engine.home.instructions = { rest: true, foul: true };
    const event: MatchEvent = { t: 0, period: 4, clock: 50, type: 'instruction', side: 'home', instruction: 'rest', on: true };
    syncFromEngine(live, engine, [event], 1, false);
    expect(live.home.instructions).toBe('foul,rest');
    expect(live.away.instructions).toBe('');
    engine.home.instructions = { rest: false, foul: true };
    syncFromEngine(live, engine, [{ ...event, on: false }], 2, false);
    expect(live.home.instructions).toBe('foul');
  });
});
