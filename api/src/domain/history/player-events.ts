/**
 * A player's history of moves and matters, read from the records each
 * feature already keeps: the manager's deals, the AI clubs' market plans
 * (a move counts once its buyer's money moved), the season turns' refills,
 * the academy, loans, injuries and awards. Nothing is written for it.
 */
import type mongoose from 'mongoose';
import { formatEuros, type AwardEntry, type PlayerEvent } from '@hardwood/shared';
import { YouthPlayerModel } from '../../models/academy/academy.model.js';
import { LoanModel } from '../../models/loans/loan.model.js';
import { InjuryModel } from '../../models/medical/injury.model.js';
import { TransactionModel } from '../../models/money/transaction.model.js';
import { SeasonEndModel } from '../../models/season/season-end.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { AiMarketPlanModel } from '../transfers/ai-market.js';
import { DealModel } from '../../models/transfers/deal.model.js';

interface RefillRecord {
  season: number;
  refillPlan?: { signings?: Array<{ agentId: string; teamId: string }>; players?: Array<{ _id: string; teamId: string | null }> } | null;
}

/** The manager's own deals for the player (sales, signings, purchases) that went through. */
async function dealEvents(worldId: mongoose.Types.ObjectId, playerId: mongoose.Types.ObjectId): Promise<PlayerEvent[]> {
  const deals = await DealModel.find({ worldId, playerId, state: 'done' }).lean();
  return deals.map((d) => ({
    season: d.season,
    matchday: d.matchday,
    kind: d.kind,
    text:
      d.kind === 'signing'
        ? `Signed by ${d.toName} as a free agent for ${formatEuros(d.fee)}`
        : d.kind === 'sale'
          ? `Sold by ${d.fromName ?? 'his club'} to ${d.toName} for ${formatEuros(d.fee)}`
          : `Bought by ${d.toName} from ${d.fromName ?? 'his club'} for ${formatEuros(d.fee)}`,
  }));
}

/** The AI clubs' moves of the player: planned in a matchday's plan, done when the buyer paid (its ledger key). */
async function aiMoveEvents(worldId: mongoose.Types.ObjectId, playerId: mongoose.Types.ObjectId): Promise<PlayerEvent[]> {
  const plans = await AiMarketPlanModel.find({ worldId, 'moves.playerId': playerId }, { season: 1, matchday: 1, moves: 1 }).lean();
  const events: PlayerEvent[] = [];
  for (const plan of plans) {
    for (const [index, move] of plan.moves.entries()) {
      if (!move.playerId.equals(playerId)) continue;
      // The buying club's own movements (its teamId last: the embedded store looks it up by that index).
      const paid = await TransactionModel.exists({
        worldId,
        key: `ai:${plan.season}:${plan.matchday}:${index}:buy`,
        teamId: move.toTeamId,
      });
      if (!paid) continue;
      events.push({
        season: plan.season,
        matchday: plan.matchday,
        kind: move.fromName ? 'transfer' : 'signing',
        text: move.fromName
          ? `Moved from ${move.fromName} to ${move.toName} for ${formatEuros(move.fee)}`
          : `Signed by ${move.toName} as a free agent for ${formatEuros(move.fee)}`,
      });
    }
  }
  return events;
}

/** The season turns that signed him from the free agents or made him at a club (a youngster from its youth team). */
async function refillEvents(worldId: mongoose.Types.ObjectId, playerId: mongoose.Types.ObjectId): Promise<PlayerEvent[]> {
  const id = playerId.toString();
  const records = await SeasonEndModel.find(
    { worldId, $or: [{ 'refillPlan.signings.agentId': id }, { 'refillPlan.players._id': id }] },
    { season: 1, 'refillPlan.signings': 1, 'refillPlan.players._id': 1, 'refillPlan.players.teamId': 1 },
  ).lean<RefillRecord[]>();
  const clubs = new Set<string>();
  const found: Array<{ season: number; clubId: string | null; signed: boolean }> = [];
  for (const r of records) {
    const signing = r.refillPlan?.signings?.find((s) => s.agentId === id);
    const made = r.refillPlan?.players?.find((p) => p._id === id);
    const clubId = signing ? signing.teamId : (made?.teamId ?? null);
    if (signing || made) found.push({ season: r.season, clubId, signed: Boolean(signing) });
    if (clubId) clubs.add(clubId);
  }
  const names = new Map(
    (await TeamModel.find({ worldId, _id: { $in: [...clubs] } }, { name: 1 }).lean()).map((t) => [t._id.toString(), t.name]),
  );
  return found.map((f) => {
    const club = f.clubId ? (names.get(f.clubId) ?? 'a club') : null;
    return {
      season: f.season,
      matchday: null,
      kind: 'refill',
      text: f.signed
        ? `Signed by ${club ?? 'a club'} from the free agents at the season's turn`
        : club
          ? `Joined ${club} from its youth team`
          : 'Entered the free-agent pool',
    };
  });
}

async function academyEvents(worldId: mongoose.Types.ObjectId, playerId: mongoose.Types.ObjectId): Promise<PlayerEvent[]> {
  const youth = await YouthPlayerModel.findOne(
    { _id: playerId, worldId, status: 'promoted' },
    { recruitedSeason: 1, recruitedAtMatchday: 1 },
  ).lean();
  if (!youth) return [];
  return [
    {
      season: youth.recruitedSeason,
      matchday: youth.recruitedAtMatchday,
      kind: 'academy',
      text: 'Recruited to the academy; later promoted to the first team',
    },
  ];
}

async function loanEvents(worldId: mongoose.Types.ObjectId, playerId: mongoose.Types.ObjectId): Promise<PlayerEvent[]> {
  const loans = await LoanModel.find(
    { worldId, playerId },
    { loanTeamId: 1, season: 1, startMatchday: 1, duration: 1, endedAtMatchday: 1, status: 1 },
  ).lean();
  if (loans.length === 0) return [];
  const names = new Map(
    (await TeamModel.find({ worldId, _id: { $in: loans.map((l) => l.loanTeamId) } }, { name: 1 }).lean()).map((t) => [
      t._id.toString(),
      t.name,
    ]),
  );
  return loans.flatMap((l): PlayerEvent[] => {
    const club = names.get(l.loanTeamId.toString()) ?? 'a club';
    const out: PlayerEvent[] = [
      { season: l.season, matchday: l.startMatchday, kind: 'loan', text: `Loaned to ${club} for ${l.duration} matchdays` },
    ];
    if (l.endedAtMatchday !== null && l.endedAtMatchday !== undefined)
      out.push({ season: l.season, matchday: l.endedAtMatchday, kind: 'loan', text: `Back from his loan at ${club}` });
    return out;
  });
}

async function injuryEvents(worldId: mongoose.Types.ObjectId, playerId: mongoose.Types.ObjectId): Promise<PlayerEvent[]> {
  const injuries = await InjuryModel.find(
    { worldId, playerId },
    { season: 1, matchday: 1, injuryType: 1, severity: 1, matchdaysOut: 1 },
  ).lean();
  return injuries.map((i) => ({
    season: i.season,
    matchday: i.matchday,
    kind: 'injury',
    text: `${i.injuryType} (${i.severity}): out for ${i.matchdaysOut} matchday${i.matchdaysOut === 1 ? '' : 's'}`,
  }));
}

/** Newest first; a season's end after its matchdays. */
export function newestFirst(events: PlayerEvent[]): PlayerEvent[] {
  const at = (e: PlayerEvent) => e.season * 1000 + (e.matchday ?? 999);
  return events.sort((a, b) => at(b) - at(a));
}

export async function playerEvents(
  worldId: mongoose.Types.ObjectId,
  playerId: mongoose.Types.ObjectId,
  awards: readonly AwardEntry[],
): Promise<PlayerEvent[]> {
  const lists = await Promise.all([
    dealEvents(worldId, playerId),
    aiMoveEvents(worldId, playerId),
    refillEvents(worldId, playerId),
    academyEvents(worldId, playerId),
    loanEvents(worldId, playerId),
    injuryEvents(worldId, playerId),
  ]);
  const awardEvents: PlayerEvent[] = awards.map((a) => ({
    season: a.season,
    matchday: null,
    kind: 'award',
    text: `${a.label}, ${a.leagueName} (${a.teamName})`,
  }));
  return newestFirst([...lists.flat(), ...awardEvents]);
}
