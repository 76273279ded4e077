/**
 * One possession event: a turnover or steal, a
 * foul with free throws, a reset, or a shot with its assist, block and rebound.
 * Who gets the ball, the shot or the board is drawn in pick.ts.
 *
 * The loops over a five are indexed rather than for-of: V8 weighs a function
 * by its bytecode when it chooses what to inline into the possession, and
 * for-of's iterator protocol makes a small loop several times longer.
 */
import type { Rng } from '../rng.js';
import { foulOut } from './coach.js';
import { emit } from './emit.js';
import { foulsNow, lateShotFactor, lateThreeShare, stopClockFoul } from './late-game.js';
import { energyFactor, settleFatigue, tiredness } from './fatigue.js';
import { matchup, performance, weightedPick } from './pick.js';
import type { MatchRules } from './match-rules.js';
import { courtOf, otherSide, teamOf } from './roster.js';
import { shotSpot, spotKey } from './shot-spot.js';
import { byDefense, byOffense, byPace } from './tactic-lookup.js';
import { shotWhyParts } from './shot-why.js';
import type { EnginePlayer, EngineTeam, MatchEvent, MatchState, Side } from './types.js';

export { performance } from './pick.js';

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

// Engine calibration of our own (the spec gives no figures for these).
/** Weight of the defence's rebounding against the offence's. */
const DEFENSIVE_BOARD_WEIGHT = 2.3;
/** Share of offensive boards put straight back up, and how many in a row. */
const PUTBACK_CHANCE = 0.35;
const MAX_PUTBACKS = 2;

/** Team performance multiplier: tactics, home weight, player-count imbalance. */
export function teamFactor(state: MatchState, team: EngineTeam, rules: MatchRules): number {
  let f = 1 + byPace(rules.pace, team.tactics.pace).performance + byDefense(rules.defense, team.tactics.defense).performance;
  if (team.side === 'home' && !state.neutralVenue) f *= 1 + (rules.homePerformanceWeight - 1) * rules.homeShare;
  const mine = team.onCourt.length;
  const theirs = teamOf(state, otherSide(team.side)).onCourt.length;
  if (mine > theirs) f *= 1 + rules.playerCountAdvantage;
  if (mine < theirs) f *= 1 + rules.playerCountDisadvantage;
  return f;
}

/** A player's chance at the free-throw line. */
export function freeThrowChance(p: EnginePlayer): number {
  return clamp(0.45 + p.shooting * 0.0045, 0.4, 0.92);
}

/** One trip down the floor, as the functions below share it. */
interface Trip {
  state: MatchState;
  rng: Rng;
  rules: MatchRules;
  events: MatchEvent[];
  side: Side;
  offense: EngineTeam;
  defense: EngineTeam;
  attackers: readonly EnginePlayer[];
  defenders: readonly EnginePlayer[];
  /** Tactics, venue and numbers, attack over defence. */
  edge: number;
}

/** Mean energy on court. */
function courtEnergy(players: readonly EnginePlayer[]): number {
  let sum = 0;
  for (let i = 0; i < players.length; i += 1) sum += (players[i] as EnginePlayer).energy;
  return players.length > 0 ? sum / players.length : 0;
}

/**
 * The matchup part of the attack's edge: a fast pace runs a more tired five
 * off the floor (and is run off it by a fresher one).
 */
function fastBreak(offense: EngineTeam, attackers: readonly EnginePlayer[], defenders: readonly EnginePlayer[], rules: MatchRules): number {
  if (offense.tactics.pace !== 'fast' || defenders.length === 0) return 1;
  return 1 + (rules.matchups.fastBreakPerTenEnergy * (courtEnergy(attackers) - courtEnergy(defenders))) / 10;
}

/**
 * What the defence's scheme does to a shot: a zone packs the paint and leaves
 * the arc open; a press that is beaten leaves the attack an easy shot.
 */
function defenceScheme(defense: EngineTeam, shooter: EnginePlayer, isThree: boolean, rules: MatchRules): number {
  const m = rules.matchups;
  switch (defense.tactics.defense) {
    case 'zone':
      return isThree ? 1 + m.zoneOpenThreePerPoint * Math.max(0, shooter.threePoint - m.zoneOpenThreeFrom) : 1 - m.zoneTwoCut;
    case 'full-court-press':
      return 1 + m.pressBeatenShots;
    case 'man-to-man':
      return 1;
  }
}

/** Mean overall on court: the better five makes and stops more shots. */
function courtQuality(players: readonly EnginePlayer[]): number {
  let sum = 0;
  for (let i = 0; i < players.length; i += 1) sum += (players[i] as EnginePlayer).overallRating;
  return players.length > 0 ? sum / players.length : 1;
}

/**
 * The better five's edge, attack over defence. A fractional power is the
 * costliest line of a shot and its inputs change only with a substitution,
 * so the edge is kept for the two pairs of fives asked about last (one per
 * side attacking): the fives are courtOf's lists, replaced, never changed,
 * when who is on court changes.
 */
const edges: Array<{
  attackers: readonly EnginePlayer[] | null;
  defenders: readonly EnginePlayer[] | null;
  exponent: number;
  edge: number;
}> = [
  { attackers: null, defenders: null, exponent: 0, edge: 1 },
  { attackers: null, defenders: null, exponent: 0, edge: 1 },
];
function qualityEdge(attackers: readonly EnginePlayer[], defenders: readonly EnginePlayer[], exponent: number): number {
  const [recent, older] = edges as [(typeof edges)[number], (typeof edges)[number]];
  if (recent.attackers === attackers && recent.defenders === defenders && recent.exponent === exponent) return recent.edge;
  if (older.attackers === attackers && older.defenders === defenders && older.exponent === exponent) {
    edges[0] = older;
    edges[1] = recent;
    return older.edge;
  }
  const edge = (courtQuality(attackers) / courtQuality(defenders)) ** exponent;
  edges[0] = { attackers, defenders, exponent, edge };
  edges[1] = recent;
  return edge;
}

/** A board after a miss; an offensive board may become a putback at once. */
function rebound(trip: Trip, offenseBoost: number, putbacks: number): void {
  const { state, rng, rules, events, side } = trip;
  // Read afresh: a foul-out since the trip began may have changed a five.
  const attackers = courtOf(trip.offense);
  const defenders = courtOf(trip.defense);
  let offBoards = 0;
  for (let i = 0; i < attackers.length; i += 1) offBoards += (attackers[i] as EnginePlayer).rebounding;
  let defBoards = 0;
  for (let i = 0; i < defenders.length; i += 1) defBoards += (defenders[i] as EnginePlayer).rebounding;
  offBoards *= 1 + offenseBoost;
  // Defenders hold inside position: about one miss in four is an offensive board.
  defBoards *= DEFENSIVE_BOARD_WEIGHT;
  const offensive = defenders.length === 0 || rng.chance(offBoards / (offBoards + defBoards));
  const boarders = offensive ? attackers : defenders;
  const boardSide = offensive ? side : otherSide(side);
  const rebounder = weightedPick(rng, boarders, 'rebound', rules);
  state.possession = boardSide;
  if (!rebounder) return;
  // Set on the event rather than passed as its detail: the same event (the key
  // follows the player's id), without a detail object copied over on every board.
  emit(state, events, 'rebound', boardSide, rebounder).offensive = offensive;
  if (offensive && putbacks > 0 && rng.chance(PUTBACK_CHANCE))
    shoot({ ...trip, attackers, defenders }, rebounder, false, false, putbacks - 1);
}

/**
 * Where a recorded shot was taken, its zone and its defender: from
 * its own key (the match's seed, the game second, the shooter, the score
 * before it), never from the match's rng; bulk simulation, which keeps no
 * feed, skips it.
 */
function placeShot(
  event: MatchEvent,
  trip: Trip,
  shooter: EnginePlayer,
  isThree: boolean,
  contest: EnginePlayer | undefined,
  before: number,
): void {
  const { state, offense, side } = trip;
  const where = shotSpot(
    spotKey(state.seed, state.elapsed, offense.players.indexOf(shooter), side === 'home' ? 1 : 2, before),
    isThree,
    shooter.position,
  );
  event.spot = where.spot;
  event.zone = where.zone;
  if (contest) event.defenderId = contest.id;
}

/** The parts of a recorded shot's chance, as numbers its words are made from later (shot-why.ts); the edge is split again into what made it. */
function whyOfShot(
  trip: Trip,
  shooter: EnginePlayer,
  isThree: boolean,
  contest: EnginePlayer | undefined,
  f: { base: number; defenseSkill: number; shootingBonus: number; home: number; quality: number; scheme: number; chance: number },
): number[] {
  const { state, rules, offense, defense, attackers, defenders } = trip;
  const energy = energyFactor(shooter.energy, rules);
  return shotWhyParts({
    isThree,
    shooter,
    base: f.base,
    guarded: f.base - (f.defenseSkill - 55) * 0.003,
    defender: contest,
    energy: shooter.energy,
    energyFactor: energy,
    otherPerformance: performance(shooter, rules) / energy,
    offense: offense.tactics.offense,
    shootingBonus: f.shootingBonus,
    home: f.home,
    teams: defenders.length > 0 ? teamFactor(state, offense, rules) / teamFactor(state, defense, rules) : 2,
    late: lateShotFactor(state, offense, rules),
    fastBreak: fastBreak(offense, attackers, defenders, rules),
    quality: f.quality,
    defense: defense.tactics.defense,
    scheme: f.scheme,
    chance: f.chance,
  });
}

/** A field goal attempt: made (maybe assisted) or missed (maybe blocked), then the board. */
function shoot(trip: Trip, shooter: EnginePlayer, isThree: boolean, canAssist: boolean, putbacks: number): void {
  const { state, rng, rules, events, side, offense } = trip;
  const contest = matchup(trip.defenders, shooter, rng);
  const scheme = defenceScheme(trip.defense, shooter, isThree, rules);
  const skill = isThree ? shooter.threePoint : shooter.shooting;
  const defenseSkill = contest ? contest.defense * performance(contest, rules) : 40;
  const shootingBonus = 1 + rules.offense[offense.tactics.offense].shooting * rules.tacticShootingShare;
  const home = side === 'home' && !state.neutralVenue ? 1 + (rules.homeScoringMultiplier - 1) * rules.homeShare : 1;
  const quality = qualityEdge(trip.attackers, trip.defenders, rules.courtQualityExponent);
  const base = isThree ? 0.215 + skill * 0.0025 : 0.315 + skill * 0.0035;
  const chance = clamp(
    (base - (defenseSkill - 55) * 0.003) * performance(shooter, rules) * shootingBonus * home * trip.edge * quality * scheme,
    rules.shotChanceMin,
    rules.shotChanceMax,
  );
  // The score before the shot keys its spot (placeShot).
  const before = state.recordEvents ? spotKey(state.score.home, state.score.away, putbacks) : 0;
  if (rng.chance(chance)) {
    let assister: EnginePlayer | undefined;
    const passer = canAssist ? weightedPick(rng, trip.attackers, 'pass', rules, shooter) : undefined;
    if (passer) {
      const assistChance = Math.min(rules.assistMax, rules.assistBase * ((passer.passing + passer.basketballIQ) / 200) * 1.05);
      if (rng.chance(assistChance)) assister = passer;
    }
    const made = emit(state, events, isThree ? 'three_made' : 'two_made', side, shooter, assister, {
      points: isThree ? rules.threePointValue : rules.twoPointValue,
    });
    if (state.recordEvents) {
      placeShot(made, trip, shooter, isThree, contest, before);
      made.chance = chance;
      made.whyParts = whyOfShot(trip, shooter, isThree, contest, { base, defenseSkill, shootingBonus, home, quality, scheme, chance });
    }
    state.possession = otherSide(side);
    return;
  }
  const missed = emit(state, events, isThree ? 'three_missed' : 'two_missed', side, shooter);
  if (state.recordEvents) {
    placeShot(missed, trip, shooter, isThree, contest, before);
    missed.chance = chance;
    missed.whyParts = whyOfShot(trip, shooter, isThree, contest, { base, defenseSkill, shootingBonus, home, quality, scheme, chance });
  }
  if (
    !isThree &&
    contest &&
    rng.chance(0.06 * (contest.defense / 60) * (contest.position === 'C' || contest.position === 'PF' ? 1.6 : 0.6))
  ) {
    emit(state, events, 'block', otherSide(side), contest);
  }
  rebound(trip, rules.offense[offense.tactics.offense].rebounds, putbacks);
}

/**
 * The attack's edge on a trip: tactics, venue and numbers (attack over
 * defence), the late game's shot quality and a fast break's legs. A function
 * of its own, so V8 spends its inlining on resolvePossession's many draws
 * instead (each draw not inlined costs a call and an allocation).
 */
function attackEdge(
  state: MatchState,
  offense: EngineTeam,
  defense: EngineTeam,
  attackers: readonly EnginePlayer[],
  defenders: readonly EnginePlayer[],
  rules: MatchRules,
): number {
  return (
    (defenders.length > 0 ? teamFactor(state, offense, rules) / teamFactor(state, defense, rules) : 2) *
    lateShotFactor(state, offense, rules) *
    fastBreak(offense, attackers, defenders, rules)
  );
}

/**
 * The defence fouls on purpose (late-game.ts stopClockFoul), then the board
 * after a missed last free throw. A function of its own: its callback would
 * otherwise cost every possession an allocation.
 */
function stopTheClock(trip: Trip): void {
  const { state, rng, rules, events, side, defense } = trip;
  const lastMade = stopClockFoul(state, rng, rules, events, trip.attackers, trip.defenders, freeThrowChance, (p) =>
    foulOut(state, defense, p, rules, events),
  );
  if (lastMade) state.possession = otherSide(side);
  else rebound(trip, 0, 0);
}

export function resolvePossession(state: MatchState, rng: Rng, rules: MatchRules, events: MatchEvent[]): void {
  settleFatigue(state, rules);
  const side = state.possession;
  const offense = teamOf(state, side);
  const defense = teamOf(state, otherSide(side));
  const attackers = courtOf(offense);
  const defenders = courtOf(defense);
  if (attackers.length === 0) {
    state.possession = otherSide(side);
    return;
  }
  const edge = attackEdge(state, offense, defense, attackers, defenders, rules);
  const trip: Trip = { state, rng, rules, events, side, offense, defense, attackers, defenders, edge };
  if (defenders.length > 0 && foulsNow(state, defense, rules)) {
    stopTheClock(trip);
    return;
  }
  const handler = weightedPick(rng, attackers, 'handler', rules) as EnginePlayer;

  // Turnovers (pace and a tired handler move the rate) and steals (the defence's tactic moves the rate).
  const turnoverChance =
    rules.turnoverBase *
    (1 + byPace(rules.pace, offense.tactics.pace).turnoverRate) *
    (1 + (rules.turnoverIqPivot - handler.basketballIQ) / rules.turnoverIqSpan) *
    (1 + rules.fatigue.turnoversPerPoint * tiredness(handler.energy, rules));
  if (rng.chance(turnoverChance)) {
    emit(state, events, 'turnover', side, handler);
    state.possession = otherSide(side);
    return;
  }
  const stealer = matchup(defenders, handler, rng);
  if (stealer) {
    const stealRate = ((stealer.defense + stealer.athletics) / 100) * (1 + byDefense(rules.defense, defense.tactics.defense).steals);
    if (rng.chance(rules.stealTrigger * stealRate * rules.stealCalibration)) {
      emit(state, events, 'steal', otherSide(side), stealer, handler);
      state.possession = otherSide(side);
      return;
    }
  }

  // Shooter and shot type.
  const zoneThrees = defense.tactics.defense === 'zone' ? rules.matchups.zoneThreeShare : 0;
  const isThree = rng.chance(
    byOffense(rules.threePointAttemptChance, offense.tactics.offense) + zoneThrees + lateThreeShare(state, offense, rules),
  );
  const shooter = weightedPick(rng, attackers, isThree ? 'three' : 'two', rules) as EnginePlayer;
  const contest = matchup(defenders, shooter, rng);

  // Fouls: on the defender, with free throws when shooting.
  const foulRate = 0.17 * (1 + byDefense(rules.defense, defense.tactics.defense).fouls);
  if (contest && rng.chance(foulRate)) {
    emit(state, events, 'foul', otherSide(side), contest);
    if (contest.stats.fouls >= rules.foulOutLimit) foulOut(state, defense, contest, rules, events);
    if (rng.chance(0.55)) {
      const attempts = isThree && rng.chance(0.1) ? 3 : 2;
      let lastMade = false;
      for (let i = 0; i < attempts; i += 1) {
        const ftChance = freeThrowChance(shooter);
        lastMade = rng.chance(ftChance);
        const ft = lastMade
          ? emit(state, events, 'free_throw_made', side, shooter, undefined, { points: rules.freeThrowValue })
          : emit(state, events, 'free_throw_missed', side, shooter);
        if (state.recordEvents) ft.chance = ftChance;
      }
      if (lastMade) state.possession = otherSide(side);
      else rebound(trip, 0, 0);
    }
    return;
  }

  if (!rng.chance(rules.shotShare)) {
    // Not every remaining possession ends in a shot at once: the offence resets and keeps the ball.
    return;
  }
  shoot(trip, shooter, isThree, true, MAX_PUTBACKS);
}
