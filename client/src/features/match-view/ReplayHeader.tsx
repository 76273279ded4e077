/** A replay page's header: the game, what it was, and the way back to where the replay was opened from. */
import { Link } from 'wouter';

export function ReplayHeader({ title, subtitle, back }: { title: string; subtitle: string; back: { href: string; label: string } }) {
  return (
    <header className="border-b border-slate-800 bg-slate-950/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <div className="min-w-0">
          <h1 className="truncate text-lg font-black sm:text-xl">{title}</h1>
          <p className="text-xs text-slate-400">{subtitle}</p>
        </div>
        <Link href={back.href} className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-court-400 hover:bg-slate-800">
          ← {back.label}
        </Link>
      </div>
    </header>
  );
}
