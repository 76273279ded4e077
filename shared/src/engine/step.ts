/**
 * One game second: fatigue, the AI coach's checks, maybe one possession event,
 * then the clock and period flow. Pure apart from mutating the given state and
 * drawing from the given RNG; no globals, no I/O.
 */
import type { Rng } from '../rng.js';
import { addStats, eventDeltas } from './box-score.js';
import type { MatchRules } from './match-rules.js';
import type { EnginePlayer, EngineTeam, MatchEvent, MatchEventType, MatchState, Side } from './types.js';

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

export function teamOf(state: MatchState, side: Side): EngineTeam {
  return side === 'home' ? state.home : state.away;
}

export function playerById(team: EngineTeam, id: string): EnginePlayer | undefined {
  return team.players.find((p) => p.id === id);
}

function onCourt(team: EngineTeam): EnginePlayer[] {
  const out: EnginePlayer[] = [];
  for (const id of team.onCourt) {
    const p = playerById(team, id);
    if (p) out.push(p);
  }
  return out;
}

function emit(state: MatchState, events: MatchEvent[], type: MatchEventType, side: Side, extra: Partial<MatchEvent> = {}): void {
  const event: MatchEvent = { t: state.elapsed, period: state.period, clock: state.clock, type, side, ...extra };
  for (const [id, delta] of eventDeltas(event)) {
    const player = playerById(state.home, id) ?? playerById(state.away, id);
    if (player) addStats(player.stats, delta);
  }
  if (event.points) state.score[side] += event.points;
  if (state.recordEvents) state.events.push(event);
  events.push(event);
}

/** A player's performance factor: energy, veteran savvy, out-of-position play. */
function performance(p: EnginePlayer, rules: MatchRules): number {
  let f = 0.75 + 0.25 * (p.energy / rules.energyCap);
  if (p.age > rules.veteranAge) f *= 1.02;
  // The spec's -50% applies to the positional part of a player's game, taken as a tenth of it.
  if (p.slot && p.slot !== p.position) f *= 1 - rules.outOfPositionPenalty * 0.1;
  return f;
}

/** Team performance multiplier: home weight, tactics, player-count imbalance. */
function teamFactor(state: MatchState, team: EngineTeam, rules: MatchRules): number {
  let f = 1 + rules.pace[team.tactics.pace].performance + rules.defense[team.tactics.defense].performance;
  if (team.side === 'home') f *= 1 + (rules.homePerformanceWeight - 1) * 0.25;
  const mine = team.onCourt.length;
  const theirs = teamOf(state, other(team.side)).onCourt.length;
  if (mine > theirs) f *= 1 + rules.playerCountAdvantage;
  if (mine < theirs) f *= 1 + rules.playerCountDisadvantage;
  return f;
}

function weightedPick(rng: Rng, players: EnginePlayer[], weight: (p: EnginePlayer) => number): EnginePlayer {
  let total = 0;
  for (const p of players) total += Math.max(0.01, weight(p));
  let roll = rng.next() * total;
  for (const p of players) {
    roll -= Math.max(0.01, weight(p));
    if (roll <= 0) return p;
  }
  return players[players.length - 1] as EnginePlayer;
}

function resolvePossession(state: MatchState, rng: Rng, rules: MatchRules, events: MatchEvent[]): void {
  const side = state.possession;
  const offense = teamOf(state, side);
  const defense = teamOf(state, other(side));
  const attackers = onCourt(offense);
  const defenders = onCourt(defense);
  if (attackers.length === 0) {
    state.possession = other(side);
    return;
  }
  const offFactor = teamFactor(state, offense, rules);
  const defFactor = defenders.length > 0 ? teamFactor(state, defense, rules) : 0.5;
  const handler = weightedPick(rng, attackers, (p) => (p.passing + p.basketballIQ) * (p.position === 'PG' ? 2 : 1));
  const defenderOf = (p: EnginePlayer): EnginePlayer | undefined =>
    defenders.find((d) => d.slot === p.slot) ?? defenders[Math.floor(rng.next() * defenders.length)];

  // Turnovers and steals.
  const paceTurnovers = 1 + rules.pace[offense.tactics.pace].turnoverRate;
  const turnoverChance = rules.turnoverBase * paceTurnovers * (1 + (60 - handler.basketballIQ) / 150);
  if (rng.chance(turnoverChance)) {
    emit(state, events, 'turnover', side, { playerId: handler.id });
    state.possession = other(side);
    return;
  }
  const stealer = defenderOf(handler);
  if (stealer) {
    const stealRate = ((stealer.defense + stealer.athletics) / 100) * (1 + rules.defense[defense.tactics.defense].steals);
    if (rng.chance(rules.stealTrigger * stealRate * 1.2)) {
      emit(state, events, 'steal', other(side), { playerId: stealer.id, otherId: handler.id });
      state.possession = other(side);
      return;
    }
  }

  // Shooter and shot type.
  const threeChance = rules.threePointAttemptChance[offense.tactics.offense === 'inside' ? 'inside' : offense.tactics.offense === 'perimeter' ? 'perimeter' : 'balanced'];
  const isThree = rng.chance(threeChance);
  const shooter = weightedPick(rng, attackers, (p) => (isThree ? p.threePoint ** 2 : (p.shooting + p.athletics) ** 2 / 100) * performance(p, rules));
  const contest = defenderOf(shooter);

  // Fouls: on the defender, with free throws when shooting.
  const foulRate = 0.17 * (1 + rules.defense[defense.tactics.defense].fouls);
  if (contest && rng.chance(foulRate)) {
    emit(state, events, 'foul', other(side), { playerId: contest.id });
    checkFoulOut(state, defense, contest, rules, events);
    if (rng.chance(0.55)) {
      const attempts = isThree && rng.chance(0.1) ? 3 : 2;
      for (let i = 0; i < attempts; i += 1) {
        const made = rng.chance(clamp(0.45 + shooter.shooting * 0.0045, 0.4, 0.92));
        emit(state, events, made ? 'free_throw_made' : 'free_throw_missed', side, { playerId: shooter.id, ...(made ? { points: 1 } : {}) });
      }
      state.possession = other(side);
    }
    return;
  }

  if (!rng.chance(rules.shotShare)) {
    // Not every remaining possession ends in a shot at once: the offence resets and keeps the ball.
    return;
  }

  const skill = isThree ? shooter.threePoint : shooter.shooting;
  const defenseSkill = contest ? contest.defense * performance(contest, rules) : 40;
  const shootingBonus = 1 + rules.offense[offense.tactics.offense].shooting * 0.5;
  const home = side === 'home' ? 1 + (rules.homeScoringMultiplier - 1) * 0.25 : 1;
  const base = isThree ? 0.215 + skill * 0.0025 : 0.33 + skill * 0.0035;
  const chance = clamp(
    (base - (defenseSkill - 55) * 0.003) * performance(shooter, rules) * shootingBonus * home * (offFactor / defFactor),
    rules.shotChanceMin,
    rules.shotChanceMax,
  );
  const made = rng.chance(chance);
  if (made) {
    const passers = attackers.filter((p) => p.id !== shooter.id);
    let assistId: string | undefined;
    if (passers.length > 0) {
      const passer = weightedPick(rng, passers, (p) => p.passing ** 2);
      const assistChance = Math.min(rules.assistMax, rules.assistBase * ((passer.passing + passer.basketballIQ) / 200) * 1.05);
      if (rng.chance(assistChance)) assistId = passer.id;
    }
    emit(state, events, isThree ? 'three_made' : 'two_made', side, {
      playerId: shooter.id,
      points: isThree ? rules.threePointValue : rules.twoPointValue,
      ...(assistId ? { otherId: assistId } : {}),
    });
    state.possession = other(side);
    return;
  }
  emit(state, events, isThree ? 'three_missed' : 'two_missed', side, { playerId: shooter.id });
  if (!isThree && contest && rng.chance(0.06 * (contest.defense / 60) * (contest.position === 'C' || contest.position === 'PF' ? 1.6 : 0.6))) {
    emit(state, events, 'block', other(side), { playerId: contest.id });
  }
  // Rebound: offensive or defensive by rebounding strength and the offence's tactic.
  const offBoards = attackers.reduce((s, p) => s + p.rebounding, 0) * (1 + rules.offense[offense.tactics.offense].rebounds);
  const defBoards = defenders.reduce((s, p) => s + p.rebounding, 0) * 2.3;
  const offensiveBoard = defenders.length === 0 || rng.chance(offBoards / (offBoards + defBoards));
  const boardSide = offensiveBoard ? side : other(side);
  const boarders = offensiveBoard ? attackers : defenders;
  const rebounder = weightedPick(rng, boarders, (p) => p.rebounding ** 2 * performance(p, rules));
  emit(state, events, 'rebound', boardSide, { playerId: rebounder.id, offensive: offensiveBoard });
  state.possession = boardSide;
}

function checkFoulOut(state: MatchState, team: EngineTeam, player: EnginePlayer, rules: MatchRules, events: MatchEvent[]): void {
  if (player.stats.fouls < rules.foulOutLimit) return;
  player.fouledOut = true;
  emit(state, events, 'foul_out', team.side, { playerId: player.id });
  const replacement = bestBench(team, player.slot ?? player.position, null);
  substitute(state, team, player.id, replacement?.id ?? null, rules, events);
}

/** Bench players who may come in: not fouled out, and not on court. */
export function benchOf(team: EngineTeam): EnginePlayer[] {
  return team.players.filter((p) => !p.fouledOut && !team.onCourt.includes(p.id));
}

function bestBench(team: EngineTeam, slot: string, minEnergy: number | null): EnginePlayer | undefined {
  const bench = benchOf(team).filter((p) => minEnergy === null || p.energy > minEnergy);
  const value = (p: EnginePlayer) => p.overallRating * (0.5 + p.energy / 200) * (p.position === slot ? 1.15 : 1);
  return bench.sort((a, b) => value(b) - value(a) || a.id.localeCompare(b.id))[0];
}

/** Swaps a player out (and one in, when given); the newcomer takes the slot. */
export function substitute(state: MatchState, team: EngineTeam, outId: string, inId: string | null, rules: MatchRules, events: MatchEvent[]): void {
  const index = team.onCourt.indexOf(outId);
  const out = playerById(team, outId);
  if (index < 0 || !out) return;
  const slot = out.slot;
  out.slot = null;
  out.benchedAt = state.elapsed;
  const incoming = inId ? playerById(team, inId) : undefined;
  if (incoming) {
    team.onCourt[index] = incoming.id;
    incoming.slot = slot;
    recoverFromBench(incoming, state.elapsed, rules);
    incoming.benchedAt = null;
    emit(state, events, 'substitution', team.side, { playerId: outId, otherId: incoming.id });
  } else {
    team.onCourt.splice(index, 1);
  }
}

/** Bench rest: nothing under two minutes, then two points a minute, at most 25 a stint. */
function recoverFromBench(player: EnginePlayer, now: number, rules: MatchRules): void {
  if (player.benchedAt === null) return;
  const rested = now - player.benchedAt;
  if (rested < rules.benchRecoveryMinSeconds) return;
  const gain = Math.min(rules.benchRecoveryCap, (rested / 60) * rules.benchRecoveryPerMinute);
  player.energy = Math.min(rules.energyCap, player.energy + gain);
}

function isLateOrClose(state: MatchState, rules: MatchRules): boolean {
  const late = state.period >= rules.quarters && state.clock <= 120;
  return late || Math.abs(state.score.home - state.score.away) <= 5;
}

/** The AI coach's substitution check (part 1 §9). */
export function aiSubstitutions(state: MatchState, team: EngineTeam, rules: MatchRules, events: MatchEvent[]): void {
  const tight = isLateOrClose(state, rules);
  for (const id of [...team.onCourt]) {
    const p = playerById(team, id);
    if (!p) continue;
    const slot = p.slot ?? p.position;
    const fresher = benchOf(team).some((b) => b.position === slot && b.energy > p.energy + 20);
    const foulTrouble = p.stats.fouls >= rules.foulDanger && tight;
    const tired =
      p.energy < rules.aiFatigueSub ||
      (!tight && p.energy < rules.aiFatigueSubRelaxed) ||
      (fresher && p.energy < rules.aiFatigueSubFresherBench);
    if (!foulTrouble && !tired) continue;
    const replacement = bestBench(team, slot, p.energy + 10);
    if (replacement) substitute(state, team, p.id, replacement.id, rules, events);
  }
}

/** The AI coach's tactics check: press and push the pace when behind late, slow down when ahead. */
export function aiTactics(state: MatchState, team: EngineTeam, events: MatchEvent[]): void {
  const margin = state.score[team.side] - state.score[other(team.side)];
  const late = state.period >= 4;
  const next = { ...team.tactics };
  next.pace = late && margin < -6 ? 'fast' : late && margin > 8 ? 'slow' : 'moderate';
  next.defense = late && margin < -10 ? 'full-court-press' : 'man-to-man';
  const bigs = onCourt(team).filter((p) => p.position === 'C' || p.position === 'PF');
  const shooters = onCourt(team).filter((p) => p.threePoint >= 70);
  next.offense = shooters.length >= 3 ? 'perimeter' : bigs.some((b) => b.overallRating >= 75) ? 'inside' : 'balanced';
  if (next.pace !== team.tactics.pace || next.offense !== team.tactics.offense || next.defense !== team.tactics.defense) {
    team.tactics = next;
    emit(state, events, 'tactics', team.side);
  }
}

function drainEnergy(team: EngineTeam, rules: MatchRules): void {
  for (const id of team.onCourt) {
    const p = playerById(team, id);
    if (!p) continue;
    p.secondsPlayed += 1;
    p.energy = Math.max(rules.energyFloor, p.energy - rules.energyPerSecond);
  }
}

/** Quarter-break recovery: 10 to 15, more for fit and happy players (part 1 §4). */
export function breakRecovery(state: MatchState, rng: Rng, rules: MatchRules): void {
  for (const team of [state.home, state.away]) {
    for (const p of team.players) {
      const base = rules.quarterRecoveryMin + rng.next() * (rules.quarterRecoveryMax - rules.quarterRecoveryMin);
      const adjust = (p.fitness - 75) / 25 + (p.morale - 50) / 50;
      p.energy = clamp(p.energy + base + adjust, rules.energyFloor, rules.energyCap);
    }
  }
}

function endPeriod(state: MatchState, rules: MatchRules, events: MatchEvent[]): void {
  emit(state, events, 'period_end', state.possession);
  const regulationOver = state.period >= rules.quarters;
  if (regulationOver && state.score.home !== state.score.away) {
    state.status = 'finished';
    emit(state, events, 'game_end', state.score.home > state.score.away ? 'home' : 'away');
    return;
  }
  state.status = 'break';
}

/** Starts the next period after a break (the manager's "Continue", or the AI at once). */
export function startNextPeriod(state: MatchState, rng: Rng, rules: MatchRules): void {
  if (state.status !== 'break') return;
  breakRecovery(state, rng, rules);
  state.period += 1;
  state.clock = state.period > rules.quarters ? rules.overtimeSeconds : rules.quarterSeconds;
  state.status = 'playing';
}

/** Advances one game second; returns the events it produced. */
export function step(state: MatchState, rules: MatchRules, rng: Rng): MatchEvent[] {
  const events: MatchEvent[] = [];
  if (state.status !== 'playing') return events;
  state.elapsed += 1;
  state.clock -= 1;
  drainEnergy(state.home, rules);
  drainEnergy(state.away, rules);
  for (const team of [state.home, state.away]) {
    if (!team.managed && state.elapsed % rules.aiSubstitutionEvery === 0) aiSubstitutions(state, team, rules, events);
    if (!team.managed && state.elapsed % rules.aiTacticsEvery === 0) aiTactics(state, team, events);
  }
  const unequal = state.home.onCourt.length !== state.away.onCourt.length;
  if (rng.chance(unequal ? rules.eventChanceUnequal : rules.eventChance)) resolvePossession(state, rng, rules, events);
  if (state.clock <= 0) endPeriod(state, rules, events);
  return events;
}

