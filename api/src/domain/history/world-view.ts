/**
 * What the manager may know of each club of his career's world, read once
 * per request: his own club, his league's (open rosters), those he scouted
 * (exact potential), the rest of Europe (unscouted), and free agents.
 */
import { playerPotential, type ClubRef, type PlayerPotential, type PlayerRelation } from '@hardwood/shared';
import type { Seat } from '../worlds/seat.js';
import { worldSeed } from '../worlds/seat.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { scoutedTemplateIds } from '../transfers/visibility.js';

interface WorldClub {
  id: string;
  name: string;
  city: string;
  leagueId: number;
  league: string;
  templateTeamId: number;
}

export interface WorldView {
  ownTeamId: string;
  ownLeagueId: number;
  clubs: ReadonlyMap<string, WorldClub>;
  relationOf(teamId: string | null): PlayerRelation;
  clubRef(teamId: string | null): ClubRef | null;
  clubName(teamId: string): string;
  potentialOf(player: { _id: { toString(): string }; age: number; potential: number }, relation: PlayerRelation): PlayerPotential;
}

export async function worldView(career: Seat): Promise<WorldView> {
  const [teams, scouted, seed] = await Promise.all([
    TeamModel.find({ worldId: career.worldId }, { name: 1, city: 1, leagueId: 1, league: 1, templateTeamId: 1 }).lean(),
    scoutedTemplateIds(career),
    worldSeed(career.worldId),
  ]);
  const clubs = new Map<string, WorldClub>(
    teams.map((t) => [
      t._id.toString(),
      { id: t._id.toString(), name: t.name, city: t.city, leagueId: t.leagueId, league: t.league, templateTeamId: t.templateTeamId },
    ]),
  );
  const ownTeamId = career.teamId.toString();
  const ownLeagueId = clubs.get(ownTeamId)?.leagueId ?? -1;
  return {
    ownTeamId,
    ownLeagueId,
    clubs,
    relationOf(teamId) {
      if (teamId === null) return 'free-agent';
      if (teamId === ownTeamId) return 'own';
      const club = clubs.get(teamId);
      if (!club) return 'unscouted';
      if (scouted.has(club.templateTeamId)) return 'scouted';
      return club.leagueId === ownLeagueId ? 'own-league' : 'unscouted';
    },
    clubRef(teamId) {
      const club = teamId === null ? undefined : clubs.get(teamId);
      return club ? { id: club.id, name: club.name, leagueId: club.leagueId, league: club.league } : null;
    },
    clubName: (teamId) => clubs.get(teamId)?.name ?? 'Unknown club',
    // The range's place is drawn from the career's secret seed: a client cannot work the value out of it.
    potentialOf: (player, relation) => playerPotential(player, relation, `${seed}:potential-range:${player._id.toString()}`),
  };
}
