/**
 * The team hub: a header, the selected tab's content (animated),
 * and the bottom bar of ten tabs. Another team's roster opens over the tab
 * it was opened from; its Back returns there.
 */
import { AnimatePresence, m } from 'framer-motion';
import { BookOpen, Radio, Swords } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatEuros, formatMillions, type User } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { useMyTeam, usePendingOfficeItems } from '../../lib/queries';
import { DashboardTab } from '../dashboard/DashboardTab';
import { EuropeanLeaguesTab } from '../europe/EuropeanLeaguesTab';
import { AcademyTab } from '../academy/AcademyTab';
import { FinancesTab } from '../finances/FinancesTab';
import { OfficeTab } from '../office/OfficeTab';
import { ProfilePanel } from '../profile/ProfilePanel';
import { RosterTab } from '../roster/RosterTab';
import { ScheduleTab } from '../schedule/ScheduleTab';
import { SettingsTab } from '../settings/SettingsTab';
import { StandingsTab } from '../standings/StandingsTab';
import { TeamRosterView } from '../team-roster/TeamRosterView';
import { TransfersTab } from '../transfers/TransfersTab';
import { FRIENDLIES_PATH } from '../friendlies/friendly-paths';
import { LeagueBar, WorldSwitcher } from '../leagues';
import { HubNav } from './HubNav';
import { HUB_TABS, pathForView, RULES_PATH, viewForLocation, type HubView } from './tabs';

export function Hub({ user }: { user: User }) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const view = viewForLocation(pathname, search);
  const team = useMyTeam();
  const [viewingTeamId, setViewingTeamId] = useState<string | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const pendingOfficeItems = usePendingOfficeItems();

  const go = (next: HubView) => {
    setViewingTeamId(null);
    navigate(pathForView(next));
  };

  const content = (() => {
    switch (view) {
      case 'dashboard':
        return (
          <DashboardTab onOpenSchedule={() => go('schedule')} onOpenRoster={() => go('roster')} onOpenFinances={() => go('finances')} />
        );
      case 'roster':
        return <RosterTab />;
      case 'schedule':
        return <ScheduleTab user={user} onViewTeam={setViewingTeamId} />;
      case 'standings':
        return <StandingsTab onViewTeam={setViewingTeamId} onOpenEurope={() => go('european-leagues')} />;
      case 'european-leagues':
        return <EuropeanLeaguesTab />;
      case 'settings':
        return <SettingsTab user={user} />;
      case 'profile':
        return <ProfilePanel user={user} variant="tab" />;
      case 'office':
        return <OfficeTab />;
      case 'youth-academy':
        return <AcademyTab />;
      case 'transfers':
        return <TransfersTab />;
      case 'scouting':
        return <TransfersTab initialTab="find" />;
      case 'finances':
        return <FinancesTab />;
    }
  })();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate text-lg font-black tracking-tight text-slate-50">{team.data?.name ?? ' '}</p>
            {/* The budget reads the user team query, which every deal refreshes; the title gives the exact euros. */}
            <p className="truncate text-xs text-slate-400">
              {team.data ? (
                <>
                  {team.data.league ?? 'Unknown League'} ·{' '}
                  <span data-testid="header-budget" title={formatEuros(team.data.budget)}>
                    {formatMillions(team.data.budget)}
                  </span>
                </>
              ) : (
                ' '
              )}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {/* The public Live Centre: AI games anyone can watch, signed in or not. */}
            {/* The rules, public, reachable from inside the hub too (a phone has them under More, leaving room for the club's name). */}
            <Link
              href={RULES_PATH}
              className="hidden h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-300 hover:bg-slate-800 sm:flex"
              aria-label="Rules"
            >
              <BookOpen aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Rules</span>
            </Link>
            {/* Friendlies: challenge another manager and coach the game against him. */}
            <Link
              href={FRIENDLIES_PATH}
              className="flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-300 hover:bg-slate-800"
              aria-label="Friendlies"
            >
              <Swords aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Friendlies</span>
            </Link>
            <Link
              href="/live"
              className="flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-court-400 hover:bg-slate-800"
              aria-label="Live Centre"
            >
              <Radio aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Live Centre</span>
            </Link>
            {/* Leagues of managers, and the switcher between the career and the manager's leagues. */}
            <WorldSwitcher />
            <button
              type="button"
              onClick={() => setProfileOpen(true)}
              aria-label="Open profile"
              className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-court-500 font-bold text-slate-950"
            >
              {user.profileImageUrl ? (
                <img src={user.profileImageUrl} alt="" className="h-full w-full object-cover" />
              ) : (
                `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`
              )}
            </button>
          </div>
        </div>
        <LeagueBar />
      </header>

      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pb-28 pt-4">
        <AnimatePresence mode="wait" initial={false}>
          <m.div
            key={viewingTeamId ? `team-${viewingTeamId}` : view}
            initial={{ opacity: 0, y: 8 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -8 }}
            transition={{ duration: 0.15 }}
          >
            {viewingTeamId ? (
              <TeamRosterView teamId={viewingTeamId} ownTeamId={team.data?.id} onBack={() => setViewingTeamId(null)} />
            ) : (
              content
            )}
          </m.div>
        </AnimatePresence>
      </main>

      <HubNav
        active={viewingTeamId ? null : (HUB_TABS.find((t) => t.id === view)?.id ?? null)}
        pendingOfficeItems={pendingOfficeItems}
        onGo={go}
      />

      <Dialog open={profileOpen} onOpenChange={setProfileOpen} title="Profile" hideClose>
        <ProfilePanel user={user} variant="dialog" onClose={() => setProfileOpen(false)} />
      </Dialog>
    </div>
  );
}
