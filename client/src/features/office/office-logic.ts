/** The office's rules without React (part 2 §2, §4): which tab reads which matters, and the alert box's lines. */
import type { Injury, OfficeNotification, SponsorDifficulty, SponsorshipOffer } from '@hardwood/shared';

export const OFFICE_TABS = [
  { id: 'salaries', label: 'Salaries', type: 'salary_due' },
  { id: 'agents', label: 'Agent Requests', type: 'agent_request' },
  { id: 'medical', label: 'Medical Reports', type: 'injury_report' },
  { id: 'sponsors', label: 'Sponsorships', type: 'sponsorship_offer' },
  { id: 'scouts', label: 'Scout Reports', type: 'scout_report' },
] as const;
export type OfficeTabId = (typeof OFFICE_TABS)[number]['id'];

/** The matters a tab marks read when it opens. */
export function mattersOfTab(tab: OfficeTabId, pending: readonly OfficeNotification[]): OfficeNotification[] {
  const type = OFFICE_TABS.find((t) => t.id === tab)?.type;
  return pending.filter((n) => n.notificationType === type);
}

/** The alert box: up to three matters, then 'and N more'. */
export function alertLines(pending: readonly OfficeNotification[]): { shown: OfficeNotification[]; more: string | null } {
  const shown = pending.slice(0, 3);
  const rest = pending.length - shown.length;
  return { shown, more: rest > 0 ? `and ${rest} more` : null };
}

/** Sponsorship statuses as the Sponsorships tab shows them (part 2 §3: anything but pending, accepted and completed is declined; a missed objective says so). */
export function sponsorStatusLabel(status: SponsorshipOffer['status']): string {
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'accepted':
      return 'In progress';
    case 'completed':
      return 'Completed';
    case 'failed':
      return 'Failed';
    default:
      return 'Declined';
  }
}

export type BadgeTone = 'slate' | 'orange' | 'green' | 'blue' | 'red' | 'yellow';

/** The §9 difficulty badge's colour. */
export function difficultyTone(difficulty: SponsorDifficulty): BadgeTone {
  return difficulty === 'EASY' ? 'green' : difficulty === 'MEDIUM' ? 'yellow' : difficulty === 'HARD' ? 'orange' : 'red';
}

/**
 * How far an accepted offer has come, 0-100. A league position counts down
 * to its target: from last place (`teams`) to the target is the whole way.
 */
export function sponsorProgressPct(offer: Pick<SponsorshipOffer, 'objective' | 'objectiveTarget' | 'currentProgress'>, teams = 12): number {
  if (offer.objective === 'league_position') {
    if (offer.currentProgress <= 0) return 0;
    if (offer.currentProgress <= offer.objectiveTarget) return 100;
    const span = Math.max(1, teams - offer.objectiveTarget);
    return Math.round((100 * (teams - offer.currentProgress)) / span);
  }
  if (offer.objectiveTarget <= 0) return 100;
  return Math.min(100, Math.round((100 * offer.currentProgress) / offer.objectiveTarget));
}

/** Matchdays specialized treatment saves (0: a one-matchday knock gains nothing). */
export function treatmentSaves(injury: Pick<Injury, 'remainingMatchdays' | 'specializedRemainingMatchdays'>): number {
  return Math.max(0, injury.remainingMatchdays - injury.specializedRemainingMatchdays);
}

export const matchdays = (n: number) => `${n} ${n === 1 ? 'matchday' : 'matchdays'}`;
