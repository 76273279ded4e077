/**
 * The office's pending matters: each item
 * the badge counts, unless the manager has read it: unpaid salaries, pending
 * agent requests, the own players' untreated injuries, pending sponsorship
 * offers, active loans and loans' final scout reports, and from
 * CONTRACT_EXPIRY_NOTICE_MATCHDAY the contracts that end with the season and
 * still wait for a decision. All of them are his club's: another manager of
 * the world has his own office, and his matters are not found here.
 */
import type mongoose from 'mongoose';
import {
  CONTRACT_EXPIRY_NOTICE_MATCHDAY,
  formatEuros,
  possessive,
  seasonName,
  seasonWage,
  type OfficeNotification,
} from '@hardwood/shared';
import { ContractRenewalModel } from '../../models/economy/contract-renewal.model.js';
import { SeasonModel } from '../../models/season/season.model.js';
import { stableId } from '../../infra/store/stable-id.js';
import type { Club } from '../worlds/seat.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { InjuryModel } from '../../models/medical/injury.model.js';
import { LoanModel, ScoutReportModel } from '../../models/loans/loan.model.js';
import { AgentRequestModel } from '../../models/office/agent-request.model.js';
import { SponsorshipModel } from '../../models/office/sponsorship.model.js';
import { OfficeReadModel, SalaryPaymentModel } from '../../models/office/salary-payment.model.js';

/** A contract notice's id: fixed by the season and the player, so a read mark covers this season's notice only. */
export const contractNoticeId = (season: number, playerId: mongoose.Types.ObjectId) =>
  stableId(`contract:${season}:${playerId.toString()}`);

/** The manager's contracts that end with the active season and wait for his decision, once the notice matchday has come. */
async function contractNotices({ worldId, teamId }: Club) {
  const season = await SeasonModel.findOne({ worldId, isActive: true }, { number: 1, currentMatchday: 1 }).sort({ number: -1 }).lean();
  if (!season || season.currentMatchday < CONTRACT_EXPIRY_NOTICE_MATCHDAY) return [];
  const [players, decided] = await Promise.all([
    PlayerModel.find(
      { worldId, teamId, $or: [{ contractEndsSeason: { $lte: season.number } }, { contractEndsSeason: null }] },
      { name: 1 },
    ).lean(),
    ContractRenewalModel.find({ worldId, teamId, season: season.number, status: { $in: ['agreed', 'released'] } }, { playerId: 1 }).lean(),
  ]);
  const done = new Set(decided.map((d) => d.playerId.toString()));
  return players
    .filter((p) => !done.has(p._id.toString()))
    .map((p): OfficeNotification => {
      const id = contractNoticeId(season.number, p._id).toString();
      return {
        id: `contract_expiring:${id}`,
        title: `${possessive(p.name)} contract ends with ${seasonName(season.number)}: re-sign him, let him go, or the board decides`,
        notificationType: 'contract_expiring',
        relatedId: id,
      };
    });
}

export async function pendingNotifications(club: Club): Promise<OfficeNotification[]> {
  const { worldId, teamId } = club;
  const [unpaid, agents, injuries, offers, read, loans, reports] = await Promise.all([
    SalaryPaymentModel.find({ worldId, teamId, isPaid: false }).sort({ season: 1, matchday: 1 }).lean(),
    AgentRequestModel.find({ worldId, teamId, status: 'pending' }).sort({ season: 1, matchday: 1 }).lean(),
    // The world's untreated injuries, narrowed below to the players he has now (some were hurt playing for another club).
    InjuryModel.find({ worldId, isActive: true, treatmentOption: null }).sort({ injuredKey: 1 }).lean(),
    SponsorshipModel.find({ worldId, teamId, status: 'pending' }).sort({ season: 1, offeredForMatchday: 1 }).lean(),
    OfficeReadModel.find({ worldId, teamId }, { notificationType: 1, relatedId: 1 }).lean(),
    LoanModel.find({ worldId, parentTeamId: teamId, status: 'active' }, { playerId: 1, endMatchday: 1 }).lean(),
    ScoutReportModel.find({ worldId, teamId, kind: 'final' }, { loanId: 1, text: 1, matchday: 1 }).lean(),
  ]);
  const seen = new Set(read.map((r) => `${r.notificationType}:${r.relatedId}`));
  const contracts = await contractNotices(club);
  const players = await PlayerModel.find(
    { worldId, _id: { $in: [...agents.map((a) => a.playerId), ...injuries.map((i) => i.playerId), ...loans.map((l) => l.playerId)] } },
    { name: 1, teamId: 1 },
  ).lean();
  const names = new Map(players.map((p) => [p._id.toString(), p.name]));
  // Injuries of the manager's own players only: the world's clubs treat their own.
  const own = new Set(players.filter((p) => p.teamId?.equals(teamId)).map((p) => p._id.toString()));
  const items: OfficeNotification[] = [
    ...unpaid.map((p): OfficeNotification => ({
      id: `salary_due:${p._id.toString()}`,
      title: `Salaries due for matchday ${p.matchday}: ${formatEuros(p.totalAmount)}`,
      notificationType: 'salary_due',
      relatedId: p._id.toString(),
    })),
    ...agents.map((a): OfficeNotification => ({
      id: `agent_request:${a._id.toString()}`,
      title: `${possessive(names.get(a.playerId.toString()) ?? 'A player')} agent: ${a.requestType === 'salary_increase' ? `a raise to ${formatEuros(seasonWage(a.requestedSalary))} a season` : 'a transfer request'}`,
      notificationType: 'agent_request',
      relatedId: a._id.toString(),
    })),
    ...injuries
      .filter((i) => own.has(i.playerId.toString()))
      .map((i): OfficeNotification => ({
        id: `injury_report:${i._id.toString()}`,
        title: `${names.get(i.playerId.toString()) ?? 'A player'}: ${i.injuryType.toLowerCase()} (${i.severity}), out for ${i.remainingMatchdays} ${i.remainingMatchdays === 1 ? 'matchday' : 'matchdays'}`,
        notificationType: 'injury_report',
        relatedId: i._id.toString(),
      })),
    ...offers.map((o): OfficeNotification => ({
      id: `sponsorship_offer:${o._id.toString()}`,
      title: `${o.sponsorName} offers ${formatEuros(o.offerAmount)}`,
      notificationType: 'sponsorship_offer',
      relatedId: o._id.toString(),
    })),
    // Active loans count until read; the Scout Reports tab reads them, and the final report of each loan.
    ...loans.map((l): OfficeNotification => ({
      id: `scout_report:${l._id.toString()}`,
      title: `${names.get(l.playerId.toString()) ?? 'A player'} is on loan until matchday ${l.endMatchday}`,
      notificationType: 'scout_report',
      relatedId: l._id.toString(),
    })),
    ...reports.map((r): OfficeNotification => ({
      id: `scout_report:${r._id.toString()}`,
      title: `Final scout report (matchday ${r.matchday}): ${r.text}`,
      notificationType: 'scout_report',
      relatedId: r._id.toString(),
    })),
    ...contracts,
  ];
  return items.filter((n) => !seen.has(`${n.notificationType}:${n.relatedId}`));
}

/** Whether a matter of this type and id is the club's (mark-read answers 404 otherwise). */
export async function ownsMatter(club: Club, notificationType: string, relatedId: mongoose.Types.ObjectId): Promise<boolean> {
  const { worldId, teamId } = club;
  if (notificationType === 'salary_due') return Boolean(await SalaryPaymentModel.exists({ _id: relatedId, worldId, teamId }));
  if (notificationType === 'agent_request') return Boolean(await AgentRequestModel.exists({ _id: relatedId, worldId, teamId }));
  if (notificationType === 'injury_report') {
    // An injury is his matter while the player is his (the office lists no other).
    const injury = await InjuryModel.findOne({ _id: relatedId, worldId }, { playerId: 1 }).lean();
    return Boolean(injury && (await PlayerModel.exists({ _id: injury.playerId, worldId, teamId })));
  }
  if (notificationType === 'sponsorship_offer') return Boolean(await SponsorshipModel.exists({ _id: relatedId, worldId, teamId }));
  if (notificationType === 'contract_expiring') {
    return (await contractNotices(club)).some((n) => n.relatedId === relatedId.toString());
  }
  if (notificationType === 'scout_report')
    return Boolean(
      (await LoanModel.exists({ _id: relatedId, worldId, parentTeamId: teamId })) ??
      (await ScoutReportModel.exists({ _id: relatedId, worldId, teamId })),
    );
  return false;
}
