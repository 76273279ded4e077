/**
 * The hub header's way into leagues: a Leagues link, and for a manager who
 * holds a seat in a league, the switcher between his career and his
 * leagues (a sheet of buttons: Tab, Enter and Escape reach everything; a
 * phone gets it from the bottom). On a phone the switcher's sheet holds the
 * Leagues link too, so the header keeps its room for the club's name.
 */
import { Globe, Layers } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ManagerWorld } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Badge, cx } from '../../components/ui';
import { LEAGUES_PATH } from './league-paths';
import { activeWorld, useMyWorlds, useSwitchWorld } from './use-worlds';

const HEADER_LINK = 'flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-300 hover:bg-slate-800';

function WorldButton({ world, busy, onPick }: { world: ManagerWorld; busy: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      onClick={onPick}
      disabled={busy || world.active}
      aria-current={world.active ? 'true' : undefined}
      className={cx(
        'flex w-full min-w-0 items-center justify-between gap-3 rounded-xl border p-3 text-left',
        world.active ? 'border-court-500 bg-court-500/10' : 'border-slate-800 bg-slate-950/60 hover:border-slate-600',
      )}
    >
      <span className="min-w-0">
        <span className="block truncate font-semibold text-slate-50">{world.kind === 'career' ? 'Career' : world.name}</span>
        <span className="block truncate text-sm text-slate-400">{world.club}</span>
      </span>
      {world.active ? <Badge tone="orange">Active</Badge> : null}
    </button>
  );
}

export function WorldSwitcher() {
  const worlds = useMyWorlds();
  const switchWorld = useSwitchWorld();
  const [open, setOpen] = useState(false);
  const list = worlds.data?.worlds ?? [];
  // The career first, then the leagues in the server's order.
  const ordered = [...list.filter((w) => w.kind === 'career'), ...list.filter((w) => w.kind === 'league')];
  const hasLeagues = ordered.some((w) => w.kind === 'league');
  const active = activeWorld(list);
  const activeName = active ? (active.kind === 'career' ? 'Career' : active.name) : 'Career';

  return (
    <>
      <Link href={LEAGUES_PATH} className={cx(HEADER_LINK, hasLeagues ? 'hidden sm:flex' : 'flex')} aria-label="Leagues">
        <Globe aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">Leagues</span>
      </Link>
      {hasLeagues ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-label={`Switch world (now: ${activeName})`}
          className={cx(HEADER_LINK, 'text-court-400')}
        >
          <Layers aria-hidden="true" className="h-4 w-4" />
          <span className="hidden max-w-36 truncate sm:inline">{activeName}</span>
        </button>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Your worlds"
        description="Your career and your leagues: the hub shows the one you open."
      >
        <ul className="space-y-2" aria-label="Worlds">
          {ordered.map((world) => (
            <li key={world.worldId}>
              <WorldButton
                world={world}
                busy={switchWorld.isPending}
                onPick={() => {
                  setOpen(false);
                  switchWorld.mutate(world.worldId);
                }}
              />
            </li>
          ))}
        </ul>
        <Link
          href={LEAGUES_PATH}
          onClick={() => setOpen(false)}
          className="mt-4 flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-600 text-sm font-semibold text-slate-100 hover:bg-slate-800"
        >
          <Globe aria-hidden="true" className="h-4 w-4" />
          All leagues
        </Link>
      </Dialog>
    </>
  );
}
