/**
 * A finished live match, replayed from its start and its command log (the
 * same records that resume a match after a crash: `replayMatch`), turned
 * into what a viewer saw by game second: the feed as the commentator told
 * it, who was on court, everyone's energy each minute. The replay page
 * scrubs through this; the engine's start never leaves the server.
 */
import { Commentator } from '../engine/commentary.js';
import { energyNow } from '../engine/fatigue.js';
import { MATCH_RULES, type MatchRules } from '../engine/match-rules.js';
import { replayMatch, type MatchLogEntry } from '../engine/replay.js';
import { forecastInput } from '../engine/win-probability.js';
import { winModelChance } from '../engine/win-model.js';
import { WIN_MODEL } from '../engine/win-model-table.js';
import type { EngineTeam, MatchEvent, MatchState, Side } from '../engine/types.js';
import { liveEventView } from '../schemas-live.js';
import { shotWhyFromCode } from '../engine/shot-why.js';
import type { ReplayEvent, ReplayTeam, ReplayTimeline } from '../schemas-replay.js';

export interface MatchRecord {
  /** The engine before the match's first second, as JSON (RNG state included). */
  start: string;
  log: MatchLogEntry[];
  /** Game seconds played. */
  elapsed: number;
  /** The score flow and win-chance line the room kept (the engine does not). */
  flow: number[];
  winChance: number[];
}

function replayTeam(team: EngineTeam): ReplayTeam {
  return {
    id: team.id,
    name: team.name,
    players: team.players.map((p) => ({ id: p.id, name: p.name, position: p.position, overall: p.overallRating })),
    tactics: { ...team.tactics },
  };
}

const lineupOf = (team: EngineTeam): Array<[string, string]> =>
  team.onCourt.map((index) => {
    const p = team.players[index];
    return [p?.id ?? '', p?.slot ?? ''];
  });

const sameLineup = (a: ReadonlyArray<[string, string]>, b: ReadonlyArray<[string, string]>) =>
  a.length === b.length && a.every(([id, slot], i) => b[i]?.[0] === id && b[i]?.[1] === slot);

/**
 * The timeline of a recorded match, or null when the record does not replay
 * (not this engine's, or a log that does not fit) or does not end where the
 * match ended (`final`, the stored result).
 */
export function replayTimeline(
  key: string,
  record: MatchRecord,
  final: Record<Side, number>,
  rules: MatchRules = MATCH_RULES,
): ReplayTimeline | null {
  let start: MatchState;
  try {
    start = JSON.parse(record.start) as MatchState;
  } catch {
    return null;
  }
  if (start.version !== 1 || !Array.isArray(start.rng)) return null;
  const home = replayTeam(start.home);
  const away = replayTeam(start.away);
  const names = new Map([...start.home.players, ...start.away.players].map((p) => [p.id, p.name]));
  const commentator = new Commentator(
    (id) => (id ? (names.get(id) ?? '') : ''),
    (side) => (side === 'home' ? start.home.name : start.away.name),
  );
  const events: ReplayEvent[] = [];
  const lineups: ReplayTimeline['lineups'] = [{ t: 0, home: lineupOf(start.home), away: lineupOf(start.away) }];
  const energyAt = (state: MatchState) => ({
    t: state.elapsed,
    home: state.home.players.map((p) => Math.round(energyNow(state, state.home, p, rules))),
    away: state.away.players.map((p) => Math.round(energyNow(state, state.away, p, rules))),
  });
  const energy: ReplayTimeline['energy'] = [energyAt(start)];
  let minute = 0;
  // A live room kept its score flow and odds; an instant game's are worked out here the way a room does (the margin and the fitted win model at each minute's end).
  const keepLines = record.flow.length === 0;
  const flow: number[] = [];
  const homeChance = (state: MatchState) =>
    Math.max(0, Math.min(100, Math.round(winModelChance(forecastInput(state, false), WIN_MODEL, rules) * 100)));
  const winChance: number[] = keepLines ? [homeChance(start)] : [];
  const observe = (state: MatchState, made: readonly MatchEvent[]) => {
    for (const event of made) {
      // The chance and reasons are kept below only where the event has them.
      const { chance: _chance, why, ...view } = liveEventView(events.length + 1, event, commentator.narrate(event).text);
      events.push({
        ...view,
        side: event.side,
        t: event.t,
        points: event.points ?? 0,
        ...(event.tactics ? { tactics: { ...event.tactics } } : {}),
        ...(event.chance !== undefined ? { chance: Math.round(event.chance * 1000) / 1000 } : {}),
        ...(why ? { why: shotWhyFromCode(why) } : {}),
      });
    }
    const last = lineups[lineups.length - 1];
    const now = { t: state.elapsed, home: lineupOf(state.home), away: lineupOf(state.away) };
    if (last && (!sameLineup(last.home, now.home) || !sameLineup(last.away, now.away))) {
      // Several changes within one second: the last one stands for it.
      if (last.t === now.t && lineups.length > 1) lineups[lineups.length - 1] = now;
      else lineups.push(now);
    }
    if (Math.floor(state.elapsed / 60) > minute) {
      minute = Math.floor(state.elapsed / 60);
      energy.push(energyAt(state));
      if (keepLines) {
        flow.push(state.score.home - state.score.away);
        winChance.push(homeChance(state));
      }
    }
  };
  const begin = structuredClone(start);
  // An instant game was played without its feed; the replay tells it (the same draws: spots and chances never touch the RNG).
  begin.recordEvents = true;
  const end = replayMatch(begin, record.log, record.elapsed, rules, observe);
  if (!end || end.status !== 'finished' || end.score.home !== final.home || end.score.away !== final.away) return null;
  if (energy[energy.length - 1]?.t !== end.elapsed) energy.push(energyAt(end));
  return {
    key,
    home,
    away,
    length: end.elapsed,
    final: { home: end.score.home, away: end.score.away },
    events,
    lineups,
    energy,
    flow: keepLines ? flow : record.flow,
    winChance: keepLines ? winChance : record.winChance,
  };
}
