/** The world's history pages side by side: the season's awards, the Hall of Fame, the records. */
import { Link, useLocation } from 'wouter';
import { cx } from '../../components/ui';
import { AWARDS_PATH, HALL_OF_FAME_PATH, RECORDS_PATH } from './history-paths';

const PAGES = [
  { href: AWARDS_PATH, label: 'Awards' },
  { href: HALL_OF_FAME_PATH, label: 'Hall of Fame' },
  { href: RECORDS_PATH, label: 'Records' },
] as const;

export function HistoryNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="World history" className="flex flex-wrap gap-1 text-sm">
      {PAGES.map((page) => {
        const current = location === page.href || location.startsWith(`${page.href}/`);
        return (
          <Link
            key={page.href}
            href={page.href}
            aria-current={current ? 'page' : undefined}
            className={cx(
              'rounded-lg px-3 py-2 font-semibold',
              current ? 'bg-slate-800 text-slate-50' : 'text-court-400 hover:bg-slate-800 hover:text-slate-50',
            )}
          >
            {page.label}
          </Link>
        );
      })}
    </nav>
  );
}
