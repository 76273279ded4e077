/** A played match's play-by-play under its summary: the live feed's words, each line with its period and clock ("Q3 4:12"). */
import { eventStamp, ROUTES } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';

export function MatchPlayByPlay({ matchId }: { matchId: string }) {
  const feed = useRouteQuery(ROUTES.matches.feed, { id: matchId });
  if (feed.isPending) return <p className="mt-4 text-sm text-slate-400">Loading the play-by-play…</p>;
  if (feed.isError)
    return (
      <p className="mt-4 text-sm text-red-300" role="alert">
        The play-by-play could not be loaded.
      </p>
    );
  const { lines } = feed.data;
  if (lines.length === 0) return <p className="mt-4 text-sm text-slate-400">No play-by-play: this match was simulated, not played live.</p>;
  return (
    <section className="mt-4" aria-label="Play-by-play">
      <h3 className="text-sm font-semibold text-slate-400">Play-by-play</h3>
      {/* Focusable so a keyboard can scroll a long feed. */}
      <ol tabIndex={0} className="mt-1 max-h-64 space-y-0.5 overflow-y-auto text-left text-xs text-slate-300" data-testid="play-by-play">
        {lines.map((line, i) => (
          <li key={i}>
            <span className="font-mono text-slate-400">{eventStamp(line)}</span> {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
