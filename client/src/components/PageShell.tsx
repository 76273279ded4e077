/**
 * A page of the career outside the hub's tabs (a player, the player
 * database, a match report, a club's history): a header with Back (to where
 * the manager came from, else the dashboard) and the ways back into the hub;
 * under it, the bar of the league the manager has open, if any.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LeagueBar } from '../features/leagues/LeagueBar';

const NAV = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/roster', label: 'Roster' },
  { href: '/players', label: 'Players' },
  // The world's history: its records, with the way to its awards and Hall of Fame.
  { href: '/records', label: 'History' },
] as const;

export function PageShell({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const back = () => {
    // The page may have been opened directly (a bookmark, a new tab): then Back goes to the hub.
    if (window.history.length > 1) window.history.back();
    else navigate('/dashboard');
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2">
          <button type="button" onClick={back} className="h-10 rounded-lg px-2 text-sm font-semibold text-slate-200 hover:bg-slate-800">
            ← Back
          </button>
          <nav aria-label="Career" className="flex items-center gap-1 text-sm">
            {NAV.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                className="rounded-lg px-2 py-2 font-medium text-slate-300 hover:bg-slate-800 hover:text-slate-50"
              >
                {item.label}
              </Link>
            ))}
          </nav>
        </div>
        {/* The league the manager has open counts down to its tip-off on every page, not only the hub's. */}
        <LeagueBar />
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 space-y-4 px-4 pb-16 pt-4">{children}</main>
    </div>
  );
}
