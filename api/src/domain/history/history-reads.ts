/** The ended seasons' records read back: a season's awards, a player's awards, a club's history. */
import type mongoose from 'mongoose';
import {
  AWARD_LABELS,
  EUROPEAN_CUP_LEAGUE_ID,
  EUROPEAN_CUP_NAME,
  LEAGUES,
  type AwardEntry,
  type ClubHistory,
  type ClubSeason,
  type SeasonAwards,
} from '@hardwood/shared';
import { NotFoundError } from '../../infra/errors/domain-errors.js';
import { SeasonModel } from '../../models/season/season.model.js';
import type { TeamDoc } from '../../models/teams/team.model.js';
import { SeasonHistoryModel, type SeasonHistoryDoc } from '../../models/history/season-history.model.js';

/** A competition's name: the league's, or the European Cup's. */
export function competitionName(leagueId: number): string {
  if (leagueId === EUROPEAN_CUP_LEAGUE_ID) return EUROPEAN_CUP_NAME;
  return LEAGUES.find((l) => l.id === leagueId)?.name ?? 'Unknown League';
}

const CLUB_CUP_RESULTS = ['Champion', 'Final', 'Final Four', 'Quarterfinal'] as const;
const cupResult = (value: string | null | undefined): ClubSeason['cup'] => CLUB_CUP_RESULTS.find((r) => r === value) ?? null;

function awardEntries(doc: Pick<SeasonHistoryDoc, 'season' | 'seasonName' | 'awards'>): AwardEntry[] {
  return doc.awards.map((a) => ({
    season: doc.season,
    seasonName: doc.seasonName,
    kind: a.kind,
    label: AWARD_LABELS[a.kind],
    leagueId: a.leagueId,
    leagueName: competitionName(a.leagueId),
    playerId: a.playerId.toString(),
    name: a.name,
    position: a.position,
    teamId: a.teamId.toString(),
    teamName: a.teamName,
    games: a.games,
    value: a.value,
  }));
}

/** A season's awards; the latest ended season's without `season`. */
export async function seasonAwards(worldId: mongoose.Types.ObjectId, season: number | undefined): Promise<SeasonAwards> {
  const doc = await SeasonHistoryModel.findOne(season === undefined ? { worldId } : { worldId, season }, { clubs: 0 })
    .sort({ season: -1 })
    .lean<SeasonHistoryDoc>();
  if (!doc) throw new NotFoundError(season === undefined ? 'No season has ended yet' : `Season ${season} has no awards`);
  const played = await SeasonModel.findOne({ worldId, number: doc.season }, { leagueId: 1 }).lean();
  return { season: doc.season, seasonName: doc.seasonName, ownLeagueId: played?.leagueId ?? 0, awards: awardEntries(doc) };
}

/** Every award a player won in this career, oldest first. */
export async function playerAwards(worldId: mongoose.Types.ObjectId, playerId: mongoose.Types.ObjectId): Promise<AwardEntry[]> {
  const docs = await SeasonHistoryModel.find({ worldId, 'awards.playerId': playerId }, { clubs: 0 })
    .sort({ season: 1 })
    .lean<SeasonHistoryDoc[]>();
  return docs.flatMap((doc) => awardEntries(doc).filter((a) => a.playerId === playerId.toString()));
}

/** A club's ended seasons, newest first. */
export async function clubHistory(worldId: mongoose.Types.ObjectId, team: TeamDoc): Promise<ClubHistory> {
  const docs = await SeasonHistoryModel.find({ worldId }).sort({ season: -1 }).lean<SeasonHistoryDoc[]>();
  const seasons = docs.flatMap((doc): ClubSeason[] => {
    const row = doc.clubs.find((c) => c.teamId.equals(team._id));
    if (!row) return [];
    return [
      {
        season: doc.season,
        seasonName: doc.seasonName,
        leagueId: row.leagueId,
        leagueName: competitionName(row.leagueId),
        position: row.position,
        teams: row.teams,
        wins: row.wins,
        losses: row.losses,
        cup: cupResult(row.cup),
        awards: awardEntries(doc)
          .filter((a) => a.teamId === team._id.toString())
          .map((a) => ({ kind: a.kind, label: a.label, playerId: a.playerId, name: a.name })),
        topScorer:
          row.topScorerId && row.topScorerName
            ? {
                playerId: row.topScorerId.toString(),
                name: row.topScorerName,
                pointsPerGame: row.topScorerPoints,
                games: row.topScorerGames,
              }
            : null,
      },
    ];
  });
  return {
    team: {
      id: team._id.toString(),
      name: team.name,
      city: team.city,
      leagueId: team.leagueId,
      league: team.league,
      isUserTeam: team.isUserTeam ?? false,
    },
    seasons,
  };
}
