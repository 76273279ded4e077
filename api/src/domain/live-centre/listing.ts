/**
 * The Live Centre's listing, read by every visitor of the landing
 * page every few seconds: the stored part (results, upcoming fixtures, the
 * table) is read once per programme change and kept; the live figures come
 * from the rooms in this process on every call.
 */
import {
  leaguePoints,
  LIVE_CENTRE,
  liveCentreFixtures,
  tallyStandings,
  TICK_MS,
  type LiveCentre,
  type LiveCentreMatch,
  type LiveCentreTableRow,
} from '@hardwood/shared';
import { liveRoomSnapshot } from '@hardwood/game-server';
import { liveCentreClub, liveCentreClubs } from './live-centre-clubs.js';
import { LiveCentreMatchModel, type LiveCentreMatchDoc } from '../../models/live-centre/live-centre.model.js';
import type { LiveCentreProgramme } from './programme.js';

interface StoredPart {
  version: number;
  cycle: number;
  live: LiveCentreMatchDoc[];
  results: LiveCentreMatchDoc[];
  upcoming: LiveCentreMatchDoc[];
  finishedInCycle: LiveCentreMatchDoc[];
}

function view(m: LiveCentreMatchDoc, tickMs: number): LiveCentreMatch {
  return {
    matchId: m._id.toString(),
    cycle: m.cycle,
    round: m.round,
    home: liveCentreClub(m.homeTeamId),
    away: liveCentreClub(m.awayTeamId),
    status: m.status,
    homeScore: m.homeScore ?? 0,
    awayScore: m.awayScore ?? 0,
    periodLabel: m.status === 'finished' ? 'Final' : '',
    quarter: 0,
    clock: 0,
    matchStatus: m.status === 'finished' ? 'finished' : 'not_started',
    spectators: 0,
    tickMs,
    startedAt: m.startedAt ? m.startedAt.toISOString() : null,
    finishedAt: m.finishedAt ? m.finishedAt.toISOString() : null,
  };
}

/** The cycle's table from its finished games: league points as in the national leagues (leaguePoints), then point difference, points scored, name. */
export function liveCentreTable(finished: readonly LiveCentreMatchDoc[]): LiveCentreTableRow[] {
  const clubs = liveCentreClubs().map((c) => c.id);
  const tally = tallyStandings(
    clubs,
    finished.map((m) => ({ home: m.homeTeamId, away: m.awayTeamId, homeScore: m.homeScore ?? 0, awayScore: m.awayScore ?? 0 })),
  );
  return [...tally]
    .map(([id, t]) => ({
      team: liveCentreClub(id),
      played: t.matchesPlayed,
      wins: t.wins,
      losses: t.losses,
      pointsFor: t.pointsFor,
      pointsAgainst: t.pointsAgainst,
      points: leaguePoints(t),
    }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst) ||
        b.pointsFor - a.pointsFor ||
        a.team.name.localeCompare(b.team.name),
    )
    .map((r, i) => ({ position: i + 1, ...r }));
}

let fixturesPerCycle: number | null = null;

export class LiveCentreListing {
  private stored: Promise<StoredPart> | null = null;

  constructor(private readonly programme: LiveCentreProgramme | null) {}

  async read(): Promise<LiveCentre> {
    const version = this.programme?.version ?? 0;
    let part = this.stored ? await this.stored.catch(() => null) : null;
    if (!part || part.version !== version) {
      this.stored = readStored(version);
      part = await this.stored;
    }
    const tickMs = this.programme?.tickMs ?? TICK_MS;
    const live = part.live.map((m) => {
      const base = view(m, tickMs);
      const room = liveRoomSnapshot(base.matchId);
      if (!room) return base;
      return {
        ...base,
        homeScore: room.homeScore,
        awayScore: room.awayScore,
        periodLabel: room.periodLabel,
        quarter: room.quarter,
        clock: room.clock,
        matchStatus: room.status,
        spectators: room.spectators,
      };
    });
    // Fixed by the club count: worked out once, not on every poll of a public page.
    fixturesPerCycle ??= liveCentreFixtures(liveCentreClubs()).length;
    const total = fixturesPerCycle;
    return {
      competition: {
        name: LIVE_CENTRE.name,
        cycle: part.cycle,
        rounds: (liveCentreClubs().length - 1) * 2,
        matchesPlayed: part.finishedInCycle.length,
        matchesTotal: total,
      },
      running: this.programme?.running ?? false,
      live,
      results: part.results.map((m) => view(m, tickMs)),
      upcoming: part.upcoming.map((m) => view(m, tickMs)),
      table: liveCentreTable(part.finishedInCycle),
    };
  }
}

async function readStored(version: number): Promise<StoredPart> {
  const newest = await LiveCentreMatchModel.findOne({}, { cycle: 1 }).sort({ cycle: -1 }).lean<{ cycle: number }>();
  const cycle = newest?.cycle ?? 0;
  const [live, results, upcoming, finishedInCycle] = await Promise.all([
    LiveCentreMatchModel.find({ status: 'live' }).sort({ startedAt: 1 }).lean<LiveCentreMatchDoc[]>(),
    LiveCentreMatchModel.find({ status: 'finished' })
      .sort({ finishedAt: -1 })
      .limit(LIVE_CENTRE.resultsListed)
      .lean<LiveCentreMatchDoc[]>(),
    LiveCentreMatchModel.find({ cycle, status: 'scheduled' })
      .sort({ order: 1 })
      .limit(LIVE_CENTRE.upcomingListed)
      .lean<LiveCentreMatchDoc[]>(),
    LiveCentreMatchModel.find({ cycle, status: 'finished' }).lean<LiveCentreMatchDoc[]>(),
  ]);
  return { version, cycle, live, results, upcoming, finishedInCycle };
}
