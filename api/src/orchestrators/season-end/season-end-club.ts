/**
 * A club's own part of a season end, for its manager's summary: where it
 * finished, the prize money booked to it, its contracts that ended (renewed
 * or let go), its players who retired, and next season's wage budget. Read
 * from the season end's own records (its history, the ledger's prize keys,
 * the contracts noted when decided) for this club only: another club's
 * money and contracts never reach this answer.
 */
import mongoose from 'mongoose';
import { LEAGUES, type SeasonEndClub } from '@hardwood/shared';
import { clubWages } from '../../domain/economy/club-wages.js';
import { managedTeamIds } from '../../domain/worlds/seat.js';
import { SeasonHistoryModel } from '../../models/history/season-history.model.js';
import { TransactionModel } from '../../models/money/transaction.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import type { SeasonEndDoc } from '../../models/season/season-end.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import type { StoredContractPlan } from './season-books.js';

type Id = mongoose.Types.ObjectId;
/** A managed club's ending contract as the season end's record keeps it. */
interface ClubContract {
  teamId: Id;
  playerId: Id;
  name: string;
  renewed: boolean;
  salary: number;
  endsSeason: number;
}

const leagueName = (id: number | null | undefined) => LEAGUES.find((l) => l.id === id)?.name ?? '';

/** The prize keys the season end books a club's prize money under (season-books.ts). */
const prizeKeys = (season: number, teamId: Id) => [
  `prize:${season}:league:${teamId.toString()}`,
  `prize:${season}:cup:${teamId.toString()}`,
];

/**
 * The managed clubs' contracts that end with `season`, as the plan decides
 * them, with the players' names: read before the plan is applied (a player
 * let go leaves his club), so it is noted with the plan.
 */
export async function managedClubContracts(worldId: Id, season: number, plan: StoredContractPlan): Promise<ClubContract[]> {
  const managed = await managedTeamIds(worldId);
  if (managed.length === 0) return [];
  const players = await PlayerModel.find(
    { worldId, teamId: { $in: managed }, contractEndsSeason: { $lte: season } },
    { name: 1, teamId: 1 },
  ).lean();
  const byId = new Map(players.map((p) => [p._id.toString(), p]));
  const entry = (playerId: string, renewal: { salary: number; endsSeason: number } | null): ClubContract[] => {
    const p = byId.get(playerId);
    if (!p?.teamId) return [];
    return [
      {
        teamId: p.teamId,
        playerId: p._id,
        name: p.name,
        renewed: renewal !== null,
        salary: renewal?.salary ?? 0,
        endsSeason: renewal?.endsSeason ?? season,
      },
    ];
  };
  return [...plan.renewals.flatMap((r) => entry(r.playerId, r)), ...plan.releases.flatMap((id) => entry(id, null))];
}

/** The club's part of the stored season end `record`. */
export async function seasonEndClub(worldId: Id, teamId: Id, record: SeasonEndDoc): Promise<SeasonEndClub> {
  const [team, history, prizes] = await Promise.all([
    TeamModel.findOne({ _id: teamId, worldId }, { name: 1, budget: 1, reputation: 1, leagueId: 1 }).lean(),
    SeasonHistoryModel.findOne({ worldId, season: record.season }, { clubs: 1 }).lean(),
    // By key alone: the ledger's keys are indexed on their own (see ledger.ts); the world is checked after.
    TransactionModel.find({ key: { $in: prizeKeys(record.season, teamId) } }, { worldId: 1, amount: 1, description: 1, key: 1 }).lean(),
  ]);
  if (!team) throw new Error('season end: the club is not in this world');
  const season = history?.clubs.find((c) => c.teamId.equals(teamId));
  // The league's prize first, then the Cup's.
  const own = prizes
    .filter((t) => t.worldId.equals(worldId))
    .sort((a, b) => Number(a.key.includes(':cup:')) - Number(b.key.includes(':cup:')));
  const contracts = (record.clubContracts ?? []).filter((c) => c.teamId?.equals(teamId));
  const wages = await clubWages(worldId, { _id: team._id, reputation: team.reputation, leagueId: team.leagueId, budget: team.budget });
  return {
    teamId: teamId.toString(),
    teamName: team.name,
    leagueName: leagueName(season?.leagueId),
    position: season?.position ?? null,
    teams: season?.teams ?? 0,
    wins: season?.wins ?? 0,
    losses: season?.losses ?? 0,
    cupFinish: season?.cup ?? null,
    prizes: own.map((t) => ({ description: t.description, amount: t.amount })),
    prizeMoney: own.reduce((sum, t) => sum + t.amount, 0),
    contractsRenewed: contracts
      .filter((c) => c.renewed)
      .map((c) => ({ id: c.playerId?.toString() ?? '', name: c.name ?? '', salary: c.salary ?? 0, endsSeason: c.endsSeason ?? 0 })),
    contractsEnded: contracts.filter((c) => !c.renewed).map((c) => ({ id: c.playerId?.toString() ?? '', name: c.name ?? '' })),
    retirements: (record.retirements ?? [])
      // A record from before retirements carried the club's id names it only by the club's name.
      .filter((r) => (r.teamId ? r.teamId.equals(teamId) : r.club === team.name))
      .map((r) => ({ id: r.playerId?.toString() ?? '', name: r.name ?? '', age: r.age ?? 0 })),
    wageBudget: wages.wageBudget,
    wageBill: wages.wageBill,
  };
}
