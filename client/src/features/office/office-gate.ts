/**
 * The office matters that hold the live match: unread decisions (salaries,
 * agent requests, medical reports, sponsorships). Loan notices and scout
 * reports count on the badge but only inform.
 */
import { useMemo } from 'react';
import { blocksLivePlay, ROUTES, type OfficeNotification } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';
import { OFFICE_TABS, type OfficeTabId } from './office-logic';

export function useLiveBlockingOfficeItems(): OfficeNotification[] {
  const data = useRouteQuery(ROUTES.office.notifications, {}).data;
  return useMemo(() => (data ?? []).filter((n) => blocksLivePlay(n.notificationType)), [data]);
}

/** The office tab that reads a kind of matter. */
export function officeTabOf(notificationType: OfficeNotification['notificationType']): OfficeTabId {
  return OFFICE_TABS.find((t) => t.type === notificationType)?.id ?? 'salaries';
}

/** The hub's office opened on a given tab. */
export function officePath(tab: OfficeTabId): string {
  return `/?tab=office&office=${tab}`;
}

/** The office tab a location's `?office=` asks for, Salaries otherwise. */
export function officeTabFor(search: string): OfficeTabId {
  const asked = new URLSearchParams(search).get('office');
  return OFFICE_TABS.find((t) => t.id === asked)?.id ?? 'salaries';
}
