/**
 * The leagues' calendar, run by the server (never a browser): each tick
 * finds the leagues whose next round is due and plays it. A round is claimed
 * by one guarded update of the league's calendar fields, so of any number of
 * ticks, in one process or several over one store, exactly one starts it;
 * the claim is renewed as the round goes on and one left by a process that
 * died is taken over once its lease lapses, to resume where the round was
 * (every step of a round is idempotent: matches already played are not
 * played again, processing and the season's end resume from their records).
 *
 * A round: its matches are played (each managed side by its manager's game
 * plan), managers long away lose their seats, the matchday is processed
 * once for every club a manager runs, and after the season's last matchday
 * the season ends and the next begins, all before the next tip-off. A
 * server that was down at a tip-off plays the round as soon as it is back,
 * and the round says it started late.
 */
import { randomUUID } from 'node:crypto';
import type mongoose from 'mongoose';
import { LEAGUE_RULES, startedLate, tipOffAt } from '@hardwood/shared';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { SeasonEndModel } from '../../models/season/season-end.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { WorldModel, type WorldDoc } from '../../models/worlds/world.model.js';
import { recountStandings, simulateMatches } from '../../domain/matches/results.service.js';
import { withSeasonLock } from '../../domain/matches/season-lock.js';
import { activeSeason } from '../../domain/season/season.service.js';
import { asLeague, type LeagueWorld } from '../../domain/leagues/league-views.js';
import { managedMatchIds } from '../../domain/leagues/league-match.service.js';
import { runProcessing } from '../processing/processing.service.js';
import { runSeasonEnd } from '../season-end/season-end.service.js';

type Id = mongoose.Types.ObjectId;

/** How long a round's claim holds without renewal: far beyond a step's time, short enough that a dead process's round resumes soon. */
export const ROUND_CLAIM_LEASE_MS = 60_000;

/** The game server's league rooms, as the calendar opens them (in this process, by its secret). */
export interface LeagueRooms {
  open(matchId: string): Promise<void>;
  /** A room plays the match now, here or in another process. */
  isLive(matchId: string): Promise<boolean>;
}

/** How often a match that should have a room and has none in this process is tried again (another process may hold it). */
export const ROOM_RETRY_MS = 5_000;

export interface LeagueClockOptions {
  /** How often the clock looks (1 s: a tip-off starts within a second of its time). */
  everyMs?: number;
  /**
   * The rooms a managed club's match is played in, live, at the tip-off;
   * without them (tests of the calendar alone, the season bench) every match
   * is simulated at the tip-off, each managed side by its manager's plan.
   */
  rooms?: LeagueRooms;
  now?: () => Date;
  /** Test seam: throw after this part of a round, as a crash would. */
  crashAfter?: 'played' | 'processed';
  /** Test seam: throw in the middle of the matchday's processing, after this many of its steps. */
  crashInProcessingAfterStep?: number;
}

/** What a tick did to one league, for tests and the log. */
export interface RoundOutcome {
  leagueId: string;
  round: number;
  matchday: number;
  /** Matches simulated at the tip-off (the AI's own games; every game when there are no rooms). */
  played: number;
  /** Matches opened in rooms at the tip-off (a manager runs one of the clubs). */
  opened: number;
  processed: boolean;
  seasonEnded: boolean;
  seatsLost: number;
}

export class LeagueClock {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly process = randomUUID();
  /** When this process last tried to open a room for a match (another process may play it). */
  private readonly tried = new Map<string, number>();

  constructor(private readonly options: LeagueClockOptions = {}) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      // One tick at a time in this process; other processes are kept out by the claims.
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => console.error('league clock:', error))
        .finally(() => (this.running = null));
    }, this.options.everyMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Plays every round that is due now (or was left half done by a process that died); answers what it did. */
  async tick(): Promise<RoundOutcome[]> {
    const now = this.now();
    const lapsed = new Date(now.getTime() - ROUND_CLAIM_LEASE_MS);
    const candidates = await WorldModel.find({
      kind: 'league',
      $or: [
        { roundStatus: 'waiting' },
        // A round whose matches play in rooms: nobody holds it until its last match has ended.
        { roundStatus: 'playing', roundClaimId: null },
        { roundStatus: { $ne: 'waiting' }, roundClaimedAt: { $lt: lapsed } },
      ],
    }).lean<WorldDoc[]>();
    const outcomes: RoundOutcome[] = [];
    // Every league due at this second at once: one league's tip-off never waits for another's. Each is let finish
    // before the tick answers, even when another failed: no round is left running behind a tick that has returned.
    const settled = await Promise.allSettled(candidates.map((world) => this.look(world, now)));
    for (const result of settled) if (result.status === 'fulfilled' && result.value) outcomes.push(result.value);
    const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    return outcomes;
  }

  /** What is due for one league now: its round's tip-off, the rooms of the round under way, or a lapsed round to resume. */
  private async look(world: WorldDoc, now: Date): Promise<RoundOutcome | null> {
    const league = asLeague(world);
    if (!league) return null;
    if (league.roundStatus === 'playing' && !league.roundClaimId) return this.roundInRooms(league, now);
    const due = tipOffAt({ firstTipOff: league.firstTipOff.toISOString(), everySeconds: league.everySeconds }, league.round);
    if (league.roundStatus === 'waiting' && due.getTime() > now.getTime()) return null;
    const claim = await this.claim(league, due, now);
    return claim ? this.playRound(claim) : null;
  }

  /** Takes the round: a waiting league's next round starts; a lapsed claim is taken over where it stood. */
  private async claim(league: LeagueWorld, due: Date, now: Date): Promise<LeagueWorld | null> {
    const claimId = `${this.process}:${randomUUID()}`;
    const starting = league.roundStatus === 'waiting';
    const guard = { _id: league._id, round: league.round, roundStatus: league.roundStatus, roundClaimId: league.roundClaimId ?? null };
    const set = starting
      ? {
          round: league.round + 1,
          roundStatus: 'playing',
          roundClaimId: claimId,
          roundClaimedAt: now,
          roundStartedLate: startedLate(due, now, LEAGUE_RULES.lateAfterSeconds),
        }
      : { roundClaimId: claimId, roundClaimedAt: now };
    const taken = await WorldModel.updateOne(guard, { $set: set });
    if (taken.modifiedCount === 0) return null;
    return asLeague(await WorldModel.findById(league._id).lean<WorldDoc>());
  }

  /** Renews the claim and moves the round to `status`; false when another process has taken it (this one stops). */
  private async advance(league: LeagueWorld, status: string): Promise<boolean> {
    const moved = await WorldModel.updateOne(
      { _id: league._id, roundClaimId: league.roundClaimId },
      { $set: { roundStatus: status, roundClaimedAt: this.now() } },
    );
    return moved.modifiedCount > 0;
  }

  /** Opens the match's room unless this process plays it or tried a moment ago; false when it is not opened here. */
  private async openRoom(rooms: LeagueRooms, matchId: string): Promise<boolean> {
    if (await rooms.isLive(matchId)) return false;
    const now = Date.now();
    const last = this.tried.get(matchId);
    if (last !== undefined && now - last < ROOM_RETRY_MS) return false;
    this.tried.set(matchId, now);
    try {
      await rooms.open(matchId);
      return true;
    } catch (error) {
      // Another process plays it (the match's claim refused this one), or it has just ended: the next look sees which.
      if (!/already being played|not live/i.test(String(error))) console.error(`league room ${matchId}:`, error);
      return false;
    }
  }

  /**
   * A round whose matches play in rooms: reopens a room a dead process took
   * with it (it resumes from its snapshot), and once every match has ended,
   * claims the round and processes it.
   */
  private async roundInRooms(league: LeagueWorld, now: Date): Promise<RoundOutcome | null> {
    const season = await activeSeason(league._id);
    if (!season) return null;
    const pending = await MatchModel.find(
      { worldId: league._id, seasonId: season._id, matchday: season.currentMatchday, isPlayed: false },
      { _id: 1 },
    ).lean();
    const rooms = this.options.rooms;
    if (pending.length > 0) {
      if (rooms) for (const match of pending) await this.openRoom(rooms, match._id.toString());
      return null;
    }
    const claimId = `${this.process}:${randomUUID()}`;
    const taken = await WorldModel.updateOne(
      { _id: league._id, round: league.round, roundStatus: 'playing', roundClaimId: null },
      { $set: { roundStatus: 'processing', roundClaimId: claimId, roundClaimedAt: now } },
    );
    if (taken.modifiedCount === 0) return null;
    const claimed = asLeague(await WorldModel.findById(league._id).lean<WorldDoc>());
    return claimed ? this.playRound(claimed) : null;
  }

  private async playRound(league: LeagueWorld): Promise<RoundOutcome> {
    const outcome: RoundOutcome = {
      leagueId: league._id.toString(),
      round: league.round,
      matchday: 0,
      played: 0,
      opened: 0,
      processed: false,
      seasonEnded: false,
      seatsLost: 0,
    };
    let status = league.roundStatus;
    const season = await activeSeason(league._id);
    if (!season) return outcome;
    outcome.matchday = season.currentMatchday;
    if (status === 'playing') {
      const rooms = this.options.rooms;
      // The managers' matches first, all at once: their coaches are waiting for the tip-off; the AI's games can follow.
      const inRooms = rooms ? await matchesInRooms(league._id, season) : [];
      const opened = rooms ? await Promise.all(inRooms.map((matchId) => this.openRoom(rooms, matchId))) : [];
      outcome.opened = opened.filter(Boolean).length;
      outcome.played = await playMatchday(league._id, season, new Set(inRooms));
      if (rooms && inRooms.length > 0) {
        if (this.options.crashAfter === 'played') throw new Error('simulated crash after the round tipped off');
        // The round is nobody's while its rooms play: each process's clock looks after the rooms, and the first
        // to find every match ended claims the processing.
        await WorldModel.updateOne(
          { _id: league._id, roundClaimId: league.roundClaimId },
          { $set: { roundClaimId: null, roundClaimedAt: this.now() } },
        );
        return outcome;
      }
      if (this.options.crashAfter === 'played') throw new Error('simulated crash after the round was played');
      if (!(await this.advance(league, 'processing'))) return outcome;
      status = 'processing';
    }
    if (status === 'processing') {
      outcome.seatsLost = await dropAbsentManagers(league, this.now());
      await processMatchday(league._id, season, this.options.crashInProcessingAfterStep);
      outcome.processed = true;
      if (this.options.crashAfter === 'processed') throw new Error('simulated crash after the round was processed');
      const fresh = await SeasonModel.findById(season._id, { status: 1 }).lean();
      if (fresh?.status === 'complete') {
        if (!(await this.advance(league, 'season-end'))) return outcome;
        status = 'season-end';
      }
    }
    if (status === 'season-end') {
      await endSeason(league._id);
      outcome.seasonEnded = true;
    }
    await WorldModel.updateOne(
      { _id: league._id, roundClaimId: league.roundClaimId },
      { $set: { roundStatus: 'waiting', roundClaimId: null, roundClaimedAt: null } },
    );
    return outcome;
  }
}

/** The clubs managers run in the league, the first of them the one whose view processing's messages take. */
async function seatedClubs(worldId: Id, leagueId: number): Promise<{ lead: Id; clubs: Id[] }> {
  const seats = await SeatModel.find({ worldId }, { teamId: 1 }).sort({ createdAt: 1 }).lean();
  const clubs = seats.map((s) => s.teamId);
  // With every manager gone, the division's first club stands in for the messages nobody reads.
  const lead = clubs[0] ?? (await TeamModel.findOne({ worldId, leagueId }, { _id: 1 }).sort({ templateTeamId: 1 }).lean())?._id;
  if (!lead) throw new Error('a league without clubs');
  return { lead, clubs };
}

/**
 * The tip-off: with rooms, the matches a manager's club plays are left to
 * them and the AI's own games are simulated now; without, every match is
 * simulated now, each managed side coached by its manager's plan.
 */
async function pendingMatches(worldId: Id, season: SeasonDoc): Promise<MatchDoc[]> {
  return MatchModel.find({ worldId, seasonId: season._id, matchday: season.currentMatchday, isPlayed: false }).lean<MatchDoc[]>();
}

/** The round's unplayed matches that play in rooms (a manager runs one of their clubs). */
async function matchesInRooms(worldId: Id, season: SeasonDoc): Promise<string[]> {
  return [...(await managedMatchIds(worldId, await pendingMatches(worldId, season)))];
}

/** Simulates the round's unplayed matches but those in rooms; answers how many. */
async function playMatchday(worldId: Id, season: SeasonDoc, inRooms: ReadonlySet<string>): Promise<number> {
  return withSeasonLock(season._id, async () => {
    const simulate = (await pendingMatches(worldId, season)).filter((m) => !inRooms.has(m._id.toString()));
    await simulateMatches(worldId, simulate);
    await recountStandings(worldId, season._id);
    return simulate.length;
  });
}

async function processMatchday(worldId: Id, season: SeasonDoc, crashAfterStep?: number): Promise<void> {
  const { lead, clubs } = await seatedClubs(worldId, season.leagueId);
  await withSeasonLock(season._id, () =>
    runProcessing(
      { worldId, teamId: lead, clubs, season, matchday: season.currentMatchday },
      crashAfterStep === undefined ? {} : { crashAfterStep },
    ),
  );
}

/** A manager not seen for the set number of rounds loses his seat: his club returns to the AI (its history stays with the club). */
async function dropAbsentManagers(league: LeagueWorld, now: Date): Promise<number> {
  const calendar = { firstTipOff: league.firstTipOff.toISOString(), everySeconds: league.everySeconds };
  const since = league.round - LEAGUE_RULES.absentRoundsToLoseSeat;
  if (since < 0) return 0;
  const cutoff = tipOffAt(calendar, since);
  if (cutoff.getTime() > now.getTime()) return 0;
  const gone = await SeatModel.find({ worldId: league._id, lastSeenAt: { $lt: cutoff } }, { teamId: 1 }).lean();
  for (const seat of gone) {
    await SeatModel.deleteOne({ _id: seat._id, lastSeenAt: { $lt: cutoff } });
    await TeamModel.updateOne({ _id: seat.teamId }, { $set: { isUserTeam: false } });
  }
  return gone.length;
}

/** The season's end on the calendar (the same resumable steps a career's manager starts), then the next season is active. */
async function endSeason(worldId: Id): Promise<void> {
  const unfinished = await SeasonEndModel.findOne({ worldId, completedAt: null }, { season: 1 }).lean();
  const season = unfinished
    ? await SeasonModel.findOne({ worldId, number: unfinished.season }).lean<SeasonDoc>()
    : await activeSeason(worldId);
  if (!season || (!unfinished && season.status !== 'complete')) return;
  const { lead } = await seatedClubs(worldId, season.leagueId);
  await withSeasonLock(season._id, () => runSeasonEnd(worldId, lead, season));
}
