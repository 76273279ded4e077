/**
 * The player database: every player of the career's world (about 2,150),
 * filtered by the store where it can (position, age, overall, club or league,
 * free agents, a name), then valued, filtered by value and season wage,
 * sorted and paged here, so the answer is one page whatever the world's
 * size. What the manager may not know stays out: potential by the scouting
 * rules (never a sort key), skills not at all. Wages are public.
 */
import mongoose from 'mongoose';
import {
  marketValue,
  PLAYER_DATABASE_DEFAULT_DIRECTION,
  seasonWage,
  sortDatabaseRows,
  type PlayerDatabaseQuery,
  type PlayerDatabaseResponse,
  type Position,
} from '@hardwood/shared';
import type { Seat } from '../worlds/seat.js';
import { contractOf } from '../../models/career/dto.js';
import { NotFoundError } from '../../infra/errors/domain-errors.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { worldView, type WorldView } from './world-view.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Range = { $gte?: number; $lte?: number };
const range = (min: number | undefined, max: number | undefined): Range | undefined =>
  min === undefined && max === undefined
    ? undefined
    : { ...(min !== undefined ? { $gte: min } : {}), ...(max !== undefined ? { $lte: max } : {}) };

/** A figure the store cannot filter on (it is worked out per player) outside the asked range. */
const outside = (n: number, min: number | undefined, max: number | undefined) =>
  (min !== undefined && n < min) || (max !== undefined && n > max);

/** The store's part of the query. */
function storeFilter(career: Seat, query: PlayerDatabaseQuery, view: WorldView): Record<string, unknown> {
  const filter: Record<string, unknown> = { worldId: career.worldId };
  if (query.position) filter.position = query.position;
  const age = range(query.ageMin, query.ageMax);
  if (age) filter.age = age;
  const overall = range(query.overallMin, query.overallMax);
  if (overall) filter.overallRating = overall;
  if (query.q) filter.name = { $regex: escapeRegExp(query.q), $options: 'i' };
  if (query.freeAgents === 'true') filter.teamId = null;
  else if (query.teamId !== undefined) {
    if (!view.clubs.has(query.teamId)) throw new NotFoundError('Team not found');
    filter.teamId = new mongoose.Types.ObjectId(query.teamId);
  } else if (query.leagueId !== undefined) {
    filter.teamId = {
      $in: [...view.clubs.values()].filter((c) => c.leagueId === query.leagueId).map((c) => new mongoose.Types.ObjectId(c.id)),
    };
  }
  return filter;
}

interface Candidate {
  _id: mongoose.Types.ObjectId;
  id: string;
  name: string;
  position: Position;
  age: number;
  nationality: string;
  overallRating: number;
  potential: number;
  teamId: string | null;
  isOnLoan: boolean;
  isInjured: boolean;
  value: number;
  salary: number;
  clubName: string | null;
  leagueName: string | null;
}

export async function searchPlayers(career: Seat, query: PlayerDatabaseQuery): Promise<PlayerDatabaseResponse> {
  const view = await worldView(career);
  const docs = await PlayerModel.find(storeFilter(career, query, view), {
    name: 1,
    position: 1,
    age: 1,
    nationality: 1,
    overallRating: 1,
    potential: 1,
    teamId: 1,
    isOnLoan: 1,
    isInjured: 1,
    salary: 1,
  }).lean();
  const rows: Candidate[] = [];
  for (const p of docs) {
    const value = marketValue(p.overallRating, p.age);
    if (outside(value, query.valueMin, query.valueMax)) continue;
    // Salaries of careers made before them are the formula's, so the wage filter reads them here, not in the store.
    const { salary } = contractOf(p);
    if (outside(seasonWage(salary), query.wageMin, query.wageMax)) continue;
    const teamId = p.teamId?.toString() ?? null;
    const club = view.clubRef(teamId);
    rows.push({
      _id: p._id,
      id: p._id.toString(),
      name: p.name,
      position: p.position,
      age: p.age,
      nationality: p.nationality,
      overallRating: p.overallRating,
      potential: p.potential,
      teamId,
      isOnLoan: p.isOnLoan,
      isInjured: p.isInjured,
      value,
      salary,
      clubName: club?.name ?? null,
      leagueName: club?.league ?? null,
    });
  }
  sortDatabaseRows(rows, query.sort, query.dir ?? PLAYER_DATABASE_DEFAULT_DIRECTION[query.sort]);
  const pages = Math.max(1, Math.ceil(rows.length / query.pageSize));
  const page = Math.min(query.page, pages);
  return {
    rows: rows.slice((page - 1) * query.pageSize, page * query.pageSize).map((r) => {
      const relation = view.relationOf(r.teamId);
      return {
        id: r.id,
        name: r.name,
        position: r.position,
        age: r.age,
        nationality: r.nationality,
        overallRating: r.overallRating,
        value: r.value,
        salary: r.salary,
        potential: view.potentialOf(r, relation),
        relation,
        club: view.clubRef(r.teamId),
        isOnLoan: r.isOnLoan,
        isInjured: r.isInjured,
      };
    }),
    total: rows.length,
    page,
    pageSize: query.pageSize,
    pages,
  };
}
