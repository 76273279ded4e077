/**
 * The dashboard's "Play next match": the manager's match of the current
 * matchday and what, if anything, holds it, in words a manager acts on,
 * with where he does so. The live token route stays the gate; this says the
 * same things before he tries.
 */
import { cupStageName, EUROPEAN_CUP_NAME, type CupRound, type NextMatchAction, type OfficeNotification } from '@hardwood/shared';
import { isDeveloperEmail } from '../../infra/config/developers.js';
import type { Seat } from '../worlds/seat.js';
import { blockingOfficeItems } from '../live/live-match.service.js';
import { SalaryPaymentModel } from '../../models/office/salary-payment.model.js';
import { WorldModel } from '../../models/worlds/world.model.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { activeSeason } from '../season/season.service.js';
import { TeamModel } from '../../models/teams/team.model.js';

type Blocker = NonNullable<NextMatchAction['blocker']>;

/** What a blocking office matter asks of the manager, and where. */
async function officeBlocker(career: Seat, matters: readonly OfficeNotification[], seasonNumber: number): Promise<Blocker | null> {
  const first = matters[0];
  if (!first) return null;
  const more = matters.length > 1 ? ` (and ${matters.length - 1} more ${matters.length === 2 ? 'matter' : 'matters'})` : '';
  let message: string;
  switch (first.notificationType) {
    case 'salary_due': {
      const payment = await SalaryPaymentModel.findOne(
        { _id: first.relatedId, worldId: career.worldId, teamId: career.teamId },
        { matchday: 1, season: 1 },
      ).lean();
      // The last matchday's salaries may still be due after its season has turned.
      const whose =
        payment && (payment.season < seasonNumber ? `last season's matchday ${payment.matchday}` : `matchday ${payment.matchday}`);
      message = whose ? `Pay the salaries of ${whose} in the Office` : 'Pay the salaries due in the Office';
      break;
    }
    case 'agent_request':
      message = `Answer an agent in the Office (${first.title})`;
      break;
    case 'injury_report':
      message = `Choose a treatment in the Office's Medical Reports (${first.title})`;
      break;
    case 'sponsorship_offer':
      message = `Accept or decline a sponsorship in the Office (${first.title})`;
      break;
    default:
      message = `Read the Office's ${first.title}`;
  }
  return { kind: 'office', message: `${message}${more}`, place: 'office', officeMatter: first.notificationType };
}

async function describe(career: Seat, match: MatchDoc): Promise<NonNullable<NextMatchAction['match']>> {
  const isHome = match.homeTeamId.equals(career.teamId);
  const opponent = await TeamModel.findOne(
    { _id: isHome ? match.awayTeamId : match.homeTeamId, worldId: career.worldId },
    { name: 1 },
  ).lean();
  return {
    id: match._id.toString(),
    matchday: match.matchday,
    round: match.round,
    isHome,
    opponent: opponent?.name ?? 'Unknown team',
    ...(match.cupRound ? { competition: `${EUROPEAN_CUP_NAME} · ${cupStageName(match.cupRound as CupRound, match.cupGame ?? 1)}` } : {}),
  };
}

/**
 * In a league the calendar tips the match off: it is played from the page
 * (coached live) once its round is under way, and until then the dashboard
 * says when; nobody simulates or saves it by hand.
 */
async function leagueNextMatch(career: Seat, season: SeasonDoc, roundStatus: string): Promise<NextMatchAction> {
  const calendar = (message: string): NextMatchAction['blocker'] => ({ kind: 'calendar', message, place: 'dashboard' });
  if (season.status === 'complete')
    return { match: null, blocker: calendar('The season is over: the next one begins on the league’s calendar'), canSimulate: false };
  const own = { $or: [{ homeTeamId: career.teamId }, { awayTeamId: career.teamId }] };
  const next = await MatchModel.findOne({ worldId: career.worldId, seasonId: season._id, isPlayed: false, ...own })
    .sort({ matchday: 1 })
    .lean<MatchDoc>();
  if (!next) return { match: null, blocker: calendar('Your club has no game left this season'), canSimulate: false };
  const match = await describe(career, next);
  if (roundStatus === 'playing' && next.matchday === season.currentMatchday) return { match, blocker: null, canSimulate: false };
  const message =
    roundStatus === 'waiting' || next.matchday !== season.currentMatchday
      ? `Matchday ${next.matchday} tips off on the league’s calendar: its countdown is at the top of the page`
      : 'The round is being processed: the next matchday opens in a moment';
  return { match, blocker: calendar(message), canSimulate: false };
}

export async function nextMatchAction(career: Seat): Promise<NextMatchAction> {
  const canSimulate = career.user.simulateMode && isDeveloperEmail(career.user.email);
  const season = await activeSeason(career.worldId);
  if (!season) {
    return { match: null, blocker: { kind: 'no-season', message: 'No season is running.', place: 'dashboard' }, canSimulate: false };
  }
  const league = await WorldModel.findOne({ _id: career.worldId, kind: 'league' }, { roundStatus: 1 }).lean();
  if (league) return leagueNextMatch(career, season, league.roundStatus);
  if (season.status === 'complete') {
    // The last matchday's salaries fall due as the season ends: the manager hears of them here, not first at next season's kick-off.
    const salaries = (await blockingOfficeItems(career)).filter((n) => n.notificationType === 'salary_due');
    const unpaid = await officeBlocker(career, salaries, season.number);
    const message = unpaid
      ? `The season is over: ${unpaid.message.charAt(0).toLowerCase()}${unpaid.message.slice(1)}, then advance to the next season from the Season Progress card`
      : 'The season is over: advance to the next season from the Season Progress card';
    return { match: null, blocker: { kind: 'season-over', message, place: 'dashboard' }, canSimulate: false };
  }
  const own = { $or: [{ homeTeamId: career.teamId }, { awayTeamId: career.teamId }] };
  const today = await MatchModel.findOne({
    worldId: career.worldId,
    seasonId: season._id,
    matchday: season.currentMatchday,
    ...own,
  }).lean<MatchDoc>();
  if (today?.isPlayed) {
    const message = `Close & save the match of matchday ${today.matchday} in the Schedule`;
    return { match: await describe(career, today), blocker: { kind: 'process', message, place: 'schedule' }, canSimulate: false };
  }
  if (!today) {
    const later = await MatchModel.findOne({ worldId: career.worldId, seasonId: season._id, isPlayed: false, ...own })
      .sort({ matchday: 1 })
      .lean<MatchDoc>();
    const message = `Your club has no game on matchday ${season.currentMatchday}: its matches are in the Schedule`;
    return {
      match: later ? await describe(career, later) : null,
      blocker: { kind: 'no-game', message, place: 'schedule' },
      canSimulate: false,
    };
  }
  const blocker = await officeBlocker(career, await blockingOfficeItems(career), season.number);
  return { match: await describe(career, today), blocker, canSimulate: canSimulate && !blocker };
}
