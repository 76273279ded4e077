/** The office's rules without React (part 2 §2, §4): which tab reads which matters, and the alert box's lines. */
import type { OfficeNotification } from '@hardwood/shared';

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
