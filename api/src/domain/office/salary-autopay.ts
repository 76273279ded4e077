/**
 * The office chores matchday processing does for a manager who asked it to:
 * with his auto-pay setting on, the salaries that fall due are paid at once
 * (or, when the budget cannot cover them, left due as an unpaid salary is,
 * with its morale cost at the next matchday), and a digest in his news lists
 * what was decided for him that matchday. The digest is written once under
 * the matchday's key, after the decisions, and reads them back from the
 * records, so a repeat of the step after a crash writes the same one.
 */
import { formatEuros, possessive, UNPAID_SALARY_MORALE_DROP } from '@hardwood/shared';
import { writeNewsOnce } from '../../models/news/news.model.js';
import { SalaryPaymentModel, type SalaryPaymentDoc } from '../../models/office/salary-payment.model.js';
import { SponsorshipModel } from '../../models/office/sponsorship.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import type { EconomyContext } from './economy.service.js';
import { managerSettings } from './manager-settings.js';
import { paySalaryOnce } from './salary-payments.js';

export const DIGEST_TITLE = (matchday: number) => `Matchday ${matchday} digest: decided for you`;

/** What the auto-pay did with this matchday's salaries, as the digest and the step say it. */
async function salaryLine(ctx: EconomyContext, due: SalaryPaymentDoc | null): Promise<string> {
  if (!due) return 'No salaries fell due: your club did not play.';
  const payment = await SalaryPaymentModel.findById(due._id).lean<SalaryPaymentDoc>();
  if (payment?.isPaid) {
    return payment.paidAutomatically
      ? `Salaries for matchday ${due.matchday} paid automatically: ${formatEuros(due.totalAmount)}.`
      : `Salaries for matchday ${due.matchday} were paid in the office: ${formatEuros(due.totalAmount)}.`;
  }
  const team = await TeamModel.findById(ctx.teamId, { budget: 1 }).lean();
  return (
    `Salaries for matchday ${due.matchday} left unpaid: they come to ${formatEuros(due.totalAmount)} and the budget holds ` +
    `${formatEuros(team?.budget ?? 0)}. Pay them in the office before the next matchday, or every player loses ${UNPAID_SALARY_MORALE_DROP} morale.`
  );
}

/** The sponsors' matters the matchday settled without the manager: offers that expired unanswered, deals met or missed. */
async function sponsorLines(ctx: EconomyContext): Promise<string[]> {
  const [expired, settled] = await Promise.all([
    SponsorshipModel.find(
      { worldId: ctx.worldId, teamId: ctx.teamId, season: ctx.season.number, offeredForMatchday: ctx.matchday, status: 'expired' },
      { sponsorName: 1 },
    ).lean(),
    SponsorshipModel.find(
      {
        worldId: ctx.worldId,
        teamId: ctx.teamId,
        season: ctx.season.number,
        settledAtMatchday: ctx.matchday,
        status: { $in: ['completed', 'failed'] },
      },
      { sponsorName: 1, status: 1, offerAmount: 1 },
    ).lean(),
  ]);
  return [
    ...expired.map((o) => `${possessive(o.sponsorName)} offer expired unanswered.`),
    ...settled.map((o) =>
      o.status === 'completed'
        ? `${possessive(o.sponsorName)} objective met: ${formatEuros(o.offerAmount)} paid to the club.`
        : `${possessive(o.sponsorName)} objective missed: no payment, and the squad's morale takes the hit.`,
    ),
  ];
}

/**
 * With the club's manager's auto-pay on: pays the salaries due today and
 * writes the matchday's digest. Answers the step's line about salaries, or
 * null when the setting is off (nothing is paid or written then).
 */
export async function officeChoresOfTheDay(ctx: EconomyContext, due: SalaryPaymentDoc | null): Promise<string | null> {
  if (!(await managerSettings(ctx)).autoPaySalaries) return null;
  if (due) await paySalaryOnce(ctx.worldId, due, { automatic: true });
  const salaries = await salaryLine(ctx, due);
  const lines = [salaries, ...(await sponsorLines(ctx))];
  await writeNewsOnce({
    worldId: ctx.worldId,
    teamId: ctx.teamId,
    key: `office-digest:${ctx.season.number}:${ctx.matchday}`,
    type: 'office_digest',
    title: DIGEST_TITLE(ctx.matchday),
    content: lines.join(' '),
    season: ctx.season.number,
    matchday: ctx.matchday,
  });
  return salaries;
}
