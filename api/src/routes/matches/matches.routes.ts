/**
 * Match results and processing: developer simulation, the
 * processing dialog's call, the legacy result save (now a check against the
 * server's record), a played match's play-by-play, and the other leagues' tables.
 */
import { Router } from 'express';
import mongoose from 'mongoose';
import {
  matchdayParamSchema,
  matchFeedLines,
  ROUTES,
  unpackFeed,
  unpackInts,
  type MatchEvent,
  type SimulateMatchdayResponse,
} from '@hardwood/shared';
import type { Seat } from '../../domain/worlds/seat.js';
import type { UserDoc } from '../../models/auth/user.model.js';
import { toMatchDto } from '../../models/career/dto.js';
import { conflict, forbidden, notFound, objectIdOr404, parseInput } from '../../infra/http/errors.js';
import { refuseInLeague } from '../../domain/leagues/league-guard.js';
import { mountGroup } from '../http/typed-route.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { activeSeason } from '../../domain/season/season.service.js';
import { findProcessing, runProcessing, toProcessingResult } from '../../orchestrators/processing/processing.service.js';
import { processPlayedMatchday } from '../../orchestrators/processing/unattended.js';
import { recountStandings, simulateMatches } from '../../domain/matches/results.service.js';
import { withSeasonLock } from '../../domain/matches/season-lock.js';
import { europeanLeagues } from '../../domain/matches/world.service.js';

/**
 * A played match's event log: the packed feed a live game keeps with its
 * box score, or the whole events of a game recorded before it did.
 */
function storedEvents(match: MatchDoc): MatchEvent[] {
  if (match.feed) {
    const ids = [...(match.homePlayerIds ?? []), ...(match.awayPlayerIds ?? [])].map(String);
    return unpackFeed(unpackInts(match.feed), ids);
  }
  return Array.isArray(match.events) ? (match.events as MatchEvent[]) : [];
}

/** Simulation is for developer accounts (checked first) with simulate mode on (checked here, not on the client). */
function simulating(developer: UserDoc): void {
  if (!developer.simulateMode) throw forbidden('Turn on simulate mode to simulate matches');
}

async function careerMatch(career: Seat, id: string | undefined): Promise<MatchDoc> {
  const match = await MatchModel.findOne({ _id: objectIdOr404(id, 'Match not found'), worldId: career.worldId }).lean<MatchDoc>();
  if (!match) throw notFound('Match not found');
  return match;
}

/** The match's season, which must be the active one and open for this matchday. */
async function currentSeasonFor(career: Seat, matchday: number, seasonId?: MatchDoc['seasonId']): Promise<SeasonDoc> {
  const season = await activeSeason(career.worldId);
  if (!season || (seasonId && !season._id.equals(seasonId))) throw conflict('That match is not in the current season');
  if (season.status === 'complete') throw conflict('The season is complete');
  if (matchday !== season.currentMatchday) throw conflict(`Matchday ${matchday} is not the current matchday (${season.currentMatchday})`);
  return season;
}

/** Whether the season is still on this matchday (not moved on, not complete). */
async function seasonWaitsOn(seasonId: MatchDoc['seasonId'], matchday: number): Promise<boolean> {
  const season = await SeasonModel.findById(seasonId, { currentMatchday: 1, status: 1 }).lean();
  return season !== null && season.currentMatchday === matchday && season.status !== 'complete';
}

export function matchesRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.matches,
    { access: 'career' },
    {
      simulate: {
        access: 'developerCareer',
        handle: async ({ career, user, params }) => {
          simulating(user);
          await refuseInLeague(career.worldId);
          const match = await careerMatch(career, params.id);
          if (match.isPlayed) throw conflict('This match has already been played');
          const season = await currentSeasonFor(career, match.matchday, match.seasonId);
          const played = await withSeasonLock(season._id, async () => {
            const fresh = await careerMatch(career, params.id);
            if (fresh.isPlayed) throw conflict('This match has already been played');
            await simulateMatches(career.worldId, [fresh]);
            await recountStandings(career.worldId, season._id);
            return careerMatch(career, params.id);
          });
          return { homeScore: played.homeScore ?? 0, awayScore: played.awayScore ?? 0, match: toMatchDto(played) };
        },
      },

      simulateMatchday: {
        access: 'developerCareer',
        handle: async ({ career, user, params }) => {
          simulating(user);
          await refuseInLeague(career.worldId);
          const { matchday } = parseInput(matchdayParamSchema, params);
          const season = await currentSeasonFor(career, matchday);
          return withSeasonLock(season._id, async (): Promise<SimulateMatchdayResponse> => {
            const pending = await MatchModel.find({ worldId: career.worldId, seasonId: season._id, matchday, isPlayed: false }).lean<
              MatchDoc[]
            >();
            await simulateMatches(career.worldId, pending);
            await recountStandings(career.worldId, season._id);
            const processing = await runProcessing({ worldId: career.worldId, teamId: career.teamId, season, matchday });
            return { matchday, simulated: pending.length, processing };
          });
        },
      },

      completeProcessing: async ({ career, params }) => {
        const match = await careerMatch(career, params.id);
        if (!match.homeTeamId.equals(career.teamId) && !match.awayTeamId.equals(career.teamId)) {
          throw conflict("Only your own team's matches are processed");
        }
        // Idempotent: a processed matchday answers its stored result and changes
        // nothing, unless a crash came after its record was finished and before
        // the season moved on: then runProcessing below moves it on.
        const done = await findProcessing(match.seasonId, match.matchday);
        if (done?.completedAt && !(await seasonWaitsOn(match.seasonId, match.matchday))) return toProcessingResult(done);
        await refuseInLeague(career.worldId);
        await currentSeasonFor(career, match.matchday, match.seasonId);
        if (!match.isPlayed) throw conflict('Play this match before processing it');
        return processPlayedMatchday(career, match);
      },

      // Clients once reported scores here. The server is the authority now: the
      // call only confirms a result equal to the one it recorded.
      confirmResult: async ({ career, params, input }) => {
        const match = await careerMatch(career, params.id);
        if (!match.isPlayed || match.homeScore === null || match.awayScore === null) {
          throw conflict('The server has not recorded a result for this match; results come from the game server');
        }
        if (input.homeScore !== match.homeScore || input.awayScore !== match.awayScore) {
          throw conflict(`The recorded result is ${match.homeScore}-${match.awayScore}; a client cannot change it`);
        }
        return toMatchDto(match);
      },

      feed: async ({ career, params }) => {
        const match = await careerMatch(career, params.id);
        const events = storedEvents(match);
        if (events.length === 0) return { lines: [] };
        const ids = new Set<string>();
        for (const e of events) for (const id of [e.playerId, e.otherId]) if (id && mongoose.isValidObjectId(id)) ids.add(id);
        const [players, teams] = await Promise.all([
          PlayerModel.find({ _id: { $in: [...ids] }, worldId: career.worldId }, { name: 1 }).lean(),
          TeamModel.find({ _id: { $in: [match.homeTeamId, match.awayTeamId] }, worldId: career.worldId }, { name: 1 }).lean(),
        ]);
        const names = new Map(players.map((p) => [p._id.toString(), p.name]));
        const teamNames = new Map(teams.map((t) => [t._id.toString(), t.name]));
        const home = teamNames.get(match.homeTeamId.toString()) ?? 'Home';
        const away = teamNames.get(match.awayTeamId.toString()) ?? 'Away';
        return {
          lines: matchFeedLines(
            events,
            (id) => (id ? (names.get(id) ?? 'A player') : ''),
            (side) => (side === 'home' ? home : away),
          ),
        };
      },

      europeanLeagues: async ({ career }) => {
        const season = await activeSeason(career.worldId);
        return season ? await europeanLeagues(career.worldId, season.leagueId, season.number) : [];
      },
    },
  );

  return router;
}
