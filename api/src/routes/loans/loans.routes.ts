/** Loans over HTTP, declared in shared/src/routes.ts. */
import { Router } from 'express';
import mongoose from 'mongoose';
import { ROUTES } from '@hardwood/shared';
import { badRequest, notFound, objectIdOr404 } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { activeSeason } from '../../domain/season/season.service.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { withMarket } from '../../domain/transfers/transfers.service.js';
import type { Seat } from '../../domain/worlds/seat.js';
import { LoanModel, ScoutReportModel, type LoanDoc } from '../../models/loans/loan.model.js';
import {
  endLoan,
  LOAN_NOT_FOUND,
  loanDtos,
  loanOptions,
  loanRefusal,
  ownPlayer,
  reportText,
  sendOnLoan,
  sentimentOf,
  writeScoutReport,
} from '../../domain/loans/loans.service.js';

/** The seat's club's loans: the club that lent a player owns his loan (another club of the world's are not found). */
const loansOf = (career: Seat) => ({ worldId: career.worldId, parentTeamId: career.teamId });

/** Loans of this season listed: running ones first, then those that ended. */
const LISTED = 30;

export function loansRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.loans,
    { access: 'career' },
    {
      options: async ({ career, params }) => {
        const player = await ownPlayer(career.worldId, career.teamId, objectIdOr404(params.playerId, 'Player not found'));
        const refusal = loanRefusal(player);
        if (refusal) throw badRequest(refusal);
        const team = await TeamModel.findById(career.teamId, { leagueId: 1 }).lean();
        return loanOptions(career.worldId, team?.leagueId ?? 0, player);
      },

      send: ({ career, input }) =>
        withMarket(career, async (call) => {
          const playerId = objectIdOr404(input.playerId, 'Player not found');
          const loanTeamId = mongoose.isValidObjectId(input.loanTeamId) ? new mongoose.Types.ObjectId(input.loanTeamId) : null;
          if (!loanTeamId) throw notFound('Loan club not found');
          const loan = await sendOnLoan(
            {
              worldId: call.career.worldId,
              teamId: call.team._id,
              ownLeagueId: call.team.leagueId,
              season: call.season.number,
              matchday: call.matchday,
              totalMatchdays: call.season.totalMatchdays,
            },
            playerId,
            loanTeamId,
            input.duration,
          );
          const [dto] = await loanDtos(call.career.worldId, [loan], call.matchday);
          if (!dto) throw notFound(LOAN_NOT_FOUND);
          return { message: `${dto.player.name} joins ${dto.loanTeam.name} on loan until matchday ${loan.endMatchday}.`, loan: dto };
        }),

      active: async ({ career }) => {
        const season = await activeSeason(career.worldId);
        if (!season) return [];
        const loans = await LoanModel.find({ ...loansOf(career), season: season.number }).lean<LoanDoc[]>();
        const order = (l: LoanDoc) => (l.status === 'active' ? 0 : 1);
        const listed = loans.sort((a, b) => order(a) - order(b) || b.startMatchday - a.startMatchday).slice(0, LISTED);
        return loanDtos(career.worldId, listed, season.currentMatchday);
      },

      recall: ({ career, params }) =>
        withMarket(career, async (call) => {
          const loan = await LoanModel.findOne({
            _id: objectIdOr404(params.loanId, LOAN_NOT_FOUND),
            ...loansOf(call.career),
          }).lean<LoanDoc>();
          if (!loan) throw notFound(LOAN_NOT_FOUND);
          const ended = await endLoan(loan, 'recalled', call.matchday);
          const [dto] = await loanDtos(call.career.worldId, [ended], call.matchday);
          return {
            message: `${dto?.player.name ?? 'He'} is back from ${dto?.loanTeam.name ?? 'his loan'}.`,
            completedLoan: { loanSummary: ended.loanSummary ?? null },
          };
        }),

      /** A fresh report: the stats to date (summed in processing) and the scouts' feedback; one stored report a matchday. */
      scoutReport: async ({ career, input }) => {
        const season = await activeSeason(career.worldId);
        const loan = await LoanModel.findOne({ _id: objectIdOr404(input.loanId, LOAN_NOT_FOUND), ...loansOf(career) }).lean<LoanDoc>();
        if (!loan || !season) throw notFound(LOAN_NOT_FOUND);
        const [updated] = await loanDtos(career.worldId, [loan], season.currentMatchday);
        if (!updated) throw notFound(LOAN_NOT_FOUND);
        const sentiment = sentimentOf(loan, season.currentMatchday);
        const text = reportText(updated.player.name, updated.loanTeam.name, loan, sentiment);
        await writeScoutReport(loan, 'requested', season.currentMatchday, sentiment, text);
        return { updated, currentMatchday: season.currentMatchday, report: { sentiment, text } };
      },

      scoutReports: async ({ career }) => {
        const reports = await ScoutReportModel.find({ worldId: career.worldId, teamId: career.teamId })
          .sort({ season: -1, matchday: -1, createdAt: -1 })
          .limit(LISTED)
          .lean();
        const loans = await LoanModel.find({ ...loansOf(career), _id: { $in: reports.map((r) => r.loanId) } }).lean<LoanDoc[]>();
        const season = await activeSeason(career.worldId);
        const dtos = new Map((await loanDtos(career.worldId, loans, season?.currentMatchday ?? 0)).map((d) => [d.id, d]));
        return reports.flatMap((r) => {
          const loan = dtos.get(r.loanId.toString());
          if (!loan) return [];
          return [
            {
              id: r._id.toString(),
              loanId: loan.id,
              playerName: loan.player.name,
              loanTeamName: loan.loanTeam.name,
              matchday: r.matchday,
              kind: r.kind,
              sentiment: r.sentiment as 'good',
              text: r.text,
            },
          ];
        });
      },
    },
  );

  return router;
}
