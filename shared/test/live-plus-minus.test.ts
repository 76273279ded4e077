import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  createMatch,
  liveEventView,
  MATCH_RULES,
  periodPlusMinus,
  rngFromState,
  startNextPeriod,
  stepInto,
  type MatchEvent,
  type MatchState,
} from '../src/index.js';

const catalogue = buildCatalogue();
const POINTS: Record<string, number> = { free_throw_made: 1, two_made: 2, three_made: 3 };
const ids = (state: MatchState, side: 'home' | 'away') => state[side].onCourt.map((i) => state[side].players[i]?.id ?? '');

describe('a period plus-minus from the live feed', () => {
  it('equals the plus-minus counted forward from the engine, period by period, over whole games', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const state = createMatch(catalogueTeam(catalogue, 201), catalogueTeam(catalogue, 202), { recordEvents: true }, seed);
      const rng = rngFromState(state.rng);
      const truth = new Map<number, Map<string, number>>();
      const endLineups = new Map<number, { home: string[]; away: string[] }>();
      const events: MatchEvent[] = [];
      state.status = 'playing';
      const status = () => state.status;
      while (status() !== 'finished') {
        if (status() === 'break') {
          startNextPeriod(state, MATCH_RULES);
          continue;
        }
        events.length = 0;
        // The coach substitutes at the dead ball after a play: each event is scored by the five on court when it happened.
        const court = { home: ids(state, 'home'), away: ids(state, 'away') };
        stepInto(state, MATCH_RULES, rng, events);
        for (const e of events) {
          const own = court[e.side];
          if (e.type === 'foul_out' || e.type === 'injury' || e.type === 'substitution') {
            const at = own.indexOf(e.playerId ?? '');
            if (at >= 0) own.splice(at, 1);
            if (e.type === 'substitution' && e.otherId) own.push(e.otherId);
            continue;
          }
          const points = POINTS[e.type] ?? 0;
          if (!points) continue;
          const table = truth.get(e.period) ?? new Map<string, number>();
          truth.set(e.period, table);
          for (const id of own) table.set(id, (table.get(id) ?? 0) + points);
          for (const id of court[e.side === 'home' ? 'away' : 'home']) table.set(id, (table.get(id) ?? 0) - points);
        }
        if (status() !== 'playing') endLineups.set(state.period, { home: ids(state, 'home'), away: ids(state, 'away') });
      }
      const feed = state.events.map((e, i) => liveEventView(i + 1, e, ''));
      const finalCourt = { home: ids(state, 'home'), away: ids(state, 'away') };
      for (const [period, expected] of truth) {
        // From the end of the game (later periods' lineup changes undone), and from the period's own end.
        expect(Object.fromEntries(periodPlusMinus(feed, finalCourt, period))).toEqual(Object.fromEntries(expected));
        const atEnd = endLineups.get(period);
        if (atEnd)
          expect(
            Object.fromEntries(
              periodPlusMinus(
                feed.filter((e) => e.period <= period),
                atEnd,
                period,
              ),
            ),
          ).toEqual(Object.fromEntries(expected));
      }
    }
  });
});
