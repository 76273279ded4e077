/**
 * What every match page of the manager's (his career match, a league match
 * he coaches or watches) has around the match: the header with the way back,
 * and what the connection says when there is no match to show, or over the
 * match while it recovers.
 */
import { Link } from 'wouter';
import { Button, ErrorNote, Loading, Spinner } from '../../components/ui';
import type { useLiveMatch } from './useLiveMatch';

export type LiveMatch = ReturnType<typeof useLiveMatch>;

export interface BackLink {
  href: string;
  label: string;
}

export const BackTo = ({ back, className }: { back: BackLink; className?: string }) => (
  <Link href={back.href} className={className ?? 'text-sm font-semibold text-court-400 hover:underline'}>
    ← {back.label}
  </Link>
);

export function MatchHeader({ title, subtitle, back }: { title: string; subtitle: string | null; back: BackLink }) {
  return (
    <header className="border-b border-slate-800 bg-slate-950/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <div className="min-w-0">
          <h1 className="truncate text-lg font-black sm:text-xl">{title}</h1>
          {subtitle ? <p className="text-xs text-slate-400">{subtitle}</p> : null}
        </div>
        <BackTo back={back} className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-court-400 hover:bg-slate-800" />
      </div>
    </header>
  );
}

/** What the connection says when there is no match to show, or over the match while it recovers; `lostText` when the room is gone before the final. */
export function ConnectionNotes({ live, back, lostText }: { live: LiveMatch; back: BackLink; lostText: string }) {
  const view = live.view;
  return (
    <>
      {live.connection === 'connecting' ? <Loading text="Connecting to the game server..." /> : null}
      {live.connection === 'reconnecting' ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 rounded-lg border border-amber-700 bg-amber-950/40 p-2 text-sm text-amber-200"
        >
          <Spinner label="Reconnecting" /> Connection lost: reconnecting to the match…
        </p>
      ) : null}
      {live.connection === 'failed' || live.connection === 'not-live' ? (
        <div className="space-y-3" data-testid="match-unavailable">
          <ErrorNote>{live.error ?? 'This match can no longer be played live.'}</ErrorNote>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={live.retry}>
              Try again
            </Button>
            <BackTo back={back} />
          </div>
        </div>
      ) : null}
      {view?.resultFailed ? <ErrorNote>This match could not be saved, so the game server has closed it.</ErrorNote> : null}
      {live.connection === 'closed' && view?.status !== 'finished' && !view?.resultFailed ? <ErrorNote>{lostText}</ErrorNote> : null}
    </>
  );
}
