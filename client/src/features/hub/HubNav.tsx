/**
 * The hub's bottom bar. Wide screens show all ten tabs; a phone shows the
 * four it uses most and a More button whose sheet holds the other six and
 * the rules, so every tab is a tap or two away. Should the office ever move
 * into the sheet, its red badge rides on More.
 */
import {
  BookOpen,
  BriefcaseBusiness,
  CalendarDays,
  Ellipsis,
  Euro,
  GraduationCap,
  House,
  Repeat,
  Settings,
  Trophy,
  User as UserIcon,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Dialog } from '../../components/Dialog';
import { cx } from '../../components/ui';
import { useMediaQuery } from '../../lib/media';
import { HUB_TABS, PHONE_BAR_TABS, RULES_PATH, type HubTabId } from './tabs';

const TAB_ICONS: Record<HubTabId, LucideIcon> = {
  dashboard: House,
  office: BriefcaseBusiness,
  roster: Users,
  'youth-academy': GraduationCap,
  transfers: Repeat,
  finances: Euro,
  schedule: CalendarDays,
  standings: Trophy,
  settings: Settings,
  profile: UserIcon,
};

function UnreadBadge({ count, className }: { count: number; className: string }) {
  return count > 0 ? (
    <span aria-label={`${count} unread`} className={cx('min-w-4 rounded-full bg-red-600 px-1 text-[10px] font-bold text-white', className)}>
      {count}
    </span>
  ) : null;
}

export function HubNav({
  active,
  pendingOfficeItems,
  onGo,
}: {
  /** The tab showing now, or null (another team's roster is open). */
  active: HubTabId | null;
  pendingOfficeItems: number;
  onGo: (tab: HubTabId) => void;
}) {
  const wide = useMediaQuery('(min-width: 640px)');
  const [moreOpen, setMoreOpen] = useState(false);
  const inBar = wide ? HUB_TABS : HUB_TABS.filter((t) => PHONE_BAR_TABS.includes(t.id));
  const inSheet = wide ? [] : HUB_TABS.filter((t) => !PHONE_BAR_TABS.includes(t.id));
  const sheetActive = inSheet.some((t) => t.id === active);
  const sheetUnread = inSheet.some((t) => t.id === 'office') ? pendingOfficeItems : 0;
  const tabButton = 'relative flex w-full flex-col items-center gap-0.5 px-1 py-2 text-[11px] font-medium';

  return (
    <nav
      aria-label="Hub"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-800 bg-slate-950/95 backdrop-blur pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto flex max-w-6xl">
        {inBar.map((tab) => {
          const Icon = TAB_ICONS[tab.id];
          return (
            <li key={tab.id} className="min-w-0 flex-1">
              <button
                type="button"
                onClick={() => onGo(tab.id)}
                aria-current={active === tab.id ? 'page' : undefined}
                className={cx(tabButton, active === tab.id ? 'text-court-400' : 'text-slate-400 hover:text-slate-100')}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                {tab.label}
                {tab.id === 'office' ? <UnreadBadge count={pendingOfficeItems} className="absolute right-2 top-1" /> : null}
              </button>
            </li>
          );
        })}
        {inSheet.length > 0 ? (
          <li className="min-w-0 flex-1">
            <button
              type="button"
              onClick={() => setMoreOpen(true)}
              aria-haspopup="dialog"
              aria-current={sheetActive ? 'page' : undefined}
              className={cx(tabButton, sheetActive ? 'text-court-400' : 'text-slate-400 hover:text-slate-100')}
            >
              <Ellipsis aria-hidden="true" className="h-5 w-5" />
              More
              <UnreadBadge count={sheetUnread} className="absolute right-2 top-1" />
            </button>
          </li>
        ) : null}
      </ul>
      <Dialog open={moreOpen} onOpenChange={setMoreOpen} title="More">
        <ul className="grid grid-cols-3 gap-2" aria-label="More tabs">
          {inSheet.map((tab) => {
            const Icon = TAB_ICONS[tab.id];
            return (
              <li key={tab.id}>
                <button
                  type="button"
                  onClick={() => {
                    setMoreOpen(false);
                    onGo(tab.id);
                  }}
                  aria-current={active === tab.id ? 'page' : undefined}
                  className={cx(
                    'flex h-20 w-full flex-col items-center justify-center gap-1 rounded-xl border text-sm font-medium',
                    active === tab.id ? 'border-court-500 text-court-400' : 'border-slate-800 bg-slate-950/60 text-slate-200',
                  )}
                >
                  <Icon aria-hidden="true" className="h-6 w-6" />
                  {tab.label}
                </button>
              </li>
            );
          })}
          <li>
            <Link
              href={RULES_PATH}
              className="flex h-20 w-full flex-col items-center justify-center gap-1 rounded-xl border border-slate-800 bg-slate-950/60 text-sm font-medium text-slate-200"
            >
              <BookOpen aria-hidden="true" className="h-6 w-6" />
              Rules
            </Link>
          </li>
        </ul>
      </Dialog>
    </nav>
  );
}
