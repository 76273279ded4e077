/** The office's rules without React: which tab reads which matters, and the alert box's lines. */
import {
  OFFICE_MATTER_LABELS,
  type Injury,
  type OfficeNotification,
  type SponsorDifficulty,
  type SponsorshipOffer,
} from '@hardwood/shared';

export const OFFICE_TABS = [
  { id: 'salaries', label: 'Salaries', type: 'salary_due' },
  { id: 'agents', label: 'Agent Requests', type: 'agent_request' },
  { id: 'medical', label: 'Medical Reports', type: 'injury_report' },
  { id: 'sponsors', label: 'Sponsorships', type: 'sponsorship_offer' },
  { id: 'scouts', label: 'Scout Reports', type: 'scout_report' },
  { id: 'contracts', label: OFFICE_MATTER_LABELS.contract_expiring, type: 'contract_expiring' },
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

/** Sponsorship statuses as the Sponsorships tab shows them. */
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

/** The difficulty badge's colour. */
export function difficultyTone(difficulty: SponsorDifficulty): BadgeTone {
  return difficulty === 'EASY' ? 'green' : difficulty === 'MEDIUM' ? 'yellow' : difficulty === 'HARD' ? 'orange' : 'red';
}

/**
 * How far an accepted offer has come, 0-100, for its progress bar. A league
 * position is no count to fill (the panel says "Position now X, target top Y"
 * instead), so it is only met (100) or not yet (0); 0 progress there means
 * no table yet.
 */
export function sponsorProgressPct(offer: Pick<SponsorshipOffer, 'objective' | 'objectiveTarget' | 'currentProgress'>): number {
  if (offer.objective === 'league_position') return offer.currentProgress > 0 && offer.currentProgress <= offer.objectiveTarget ? 100 : 0;
  if (offer.objectiveTarget <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((100 * offer.currentProgress) / offer.objectiveTarget)));
}

/** Active injuries first, then healed ones, each group in the server's order (the route promises it; this keeps the panel right if it slips). */
export function injuriesInOrder<T extends Pick<Injury, 'isActive'>>(injuries: readonly T[]): T[] {
  return [...injuries.filter((i) => i.isActive), ...injuries.filter((i) => !i.isActive)];
}

/** Matchdays specialized treatment saves (0: a one-matchday knock gains nothing). */
export function treatmentSaves(injury: Pick<Injury, 'remainingMatchdays' | 'specializedRemainingMatchdays'>): number {
  return Math.max(0, injury.remainingMatchdays - injury.specializedRemainingMatchdays);
}

export const matchdays = (n: number) => `${n} ${n === 1 ? 'matchday' : 'matchdays'}`;
