/**
 * A club's champions' banners, hung at the top of its history: one pennant
 * per league title and European Cup won, newest first. A phone scrolls the
 * row sideways; a wider screen wraps it.
 */
import type { ClubSeason } from '@hardwood/shared';
import { TrophyMark } from '../../components/TrophyMark';
import { cx } from '../../components/ui';
import { championBanners } from './banners';

// A pennant: a rectangle cut to a point at the bottom.
const PENNANT = { clipPath: 'polygon(0 0, 100% 0, 100% 82%, 50% 100%, 0 82%)' } as const;

export function ChampionBanners({ seasons }: { seasons: readonly ClubSeason[] }) {
  const banners = championBanners(seasons);
  if (banners.length === 0) return null;
  return (
    <section aria-label="Champions’ banners" className="space-y-2">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">Champions’ banners</h2>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0" data-testid="banners">
        {banners.map((b) => (
          <li
            key={b.key}
            style={PENNANT}
            data-testid="banner"
            className={cx(
              'flex w-28 shrink-0 flex-col items-center gap-1 px-2 pb-7 pt-3 text-center shadow-md',
              b.kind === 'cup' ? 'bg-gradient-to-b from-sky-700 to-sky-900' : 'bg-gradient-to-b from-court-600 to-orange-900',
            )}
          >
            <TrophyMark className="h-5 w-5" />
            <span className="text-xs font-bold uppercase leading-tight text-slate-50">{b.competition}</span>
            <span className="text-[10px] uppercase tracking-widest text-amber-200">Champions</span>
            <span className="text-sm font-semibold tabular-nums text-slate-50">{b.seasonName}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
