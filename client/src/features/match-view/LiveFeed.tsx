/**
 * The live feed: the latest event large, the ones before it underneath,
 * from the tip-off; each with its period and clock ("Q3 4:12"). A line of
 * the game plan (a rule that fired, its timeout, its closers) wears a small
 * "Plan" tag. Where the feed knows a shot's chance (a replay), the shot has
 * a "Why?" toggle with its chance and reasons.
 */
import { m } from 'framer-motion';
import { memo, useEffect, useRef, useState } from 'react';
import { eventStamp, shotWhyFromCode, type LiveEventView } from '@hardwood/shared';
import { shotWhyOf, type ShotWhy } from './shot-why';
import { WhyToggle } from './ShotWhy';

/** A shot's chance and reasons, where the feed knows them. */
export type FeedWhy = (event: LiveEventView) => ShotWhy | null | undefined;

/** How long a shot hangs in the air before the feed says how it went. */
export const SHOT_SUSPENSE_MS = 700;
const isShot = (type: string) => /^(two|three)_(made|missed)$/.test(type);

/** The feed event a side's game plan writes. */
export const PLAN_EVENT_TYPE = 'plan';

function PlanTag({ type }: { type: string }) {
  if (type !== PLAN_EVENT_TYPE) return null;
  return (
    <span
      className="mr-1 inline-flex items-center rounded bg-sky-500/20 px-1 text-[10px] font-semibold uppercase text-sky-300"
      data-testid="plan-tag"
    >
      Plan
    </span>
  );
}

/** The newest play, large; a shot that arrives while watching is "up" for a moment before its outcome shows. */
function LatestEvent({ latest, whyOf }: { latest: LiveEventView; whyOf: FeedWhy | undefined }) {
  // Events already there when the feed first showed (a late join, the history) are told at once.
  const firstSeen = useRef(latest.seq);
  const [revealed, setRevealed] = useState(latest.seq);
  const suspense = isShot(latest.type) && latest.seq > firstSeen.current && revealed < latest.seq;
  useEffect(() => {
    if (!suspense) return;
    const timer = setTimeout(() => setRevealed(latest.seq), SHOT_SUSPENSE_MS);
    return () => clearTimeout(timer);
  }, [suspense, latest.seq]);
  return (
    <>
      <p className="mt-1 font-mono text-xs text-slate-500" data-testid="latest-stamp">
        {eventStamp(latest)}
      </p>
      <m.p
        key={`${latest.seq}-${suspense ? 'up' : 'told'}`}
        initial={{ opacity: 0, y: 6 }}
        animate={{ opacity: 1, y: 0 }}
        className="font-medium"
        data-testid="latest-event"
      >
        <PlanTag type={latest.type} />
        {suspense ? (latest.type.startsWith('three') ? 'From deep… the shot is up…' : 'The shot is up…') : latest.text}
      </m.p>
      {!suspense ? <Why event={latest} whyOf={whyOf} key={latest.seq} /> : null}
    </>
  );
}

function Why({ event, whyOf }: { event: LiveEventView; whyOf: FeedWhy | undefined }) {
  // A live room's events carry their own chance (0 when they have none); a replay's are looked up by seq.
  const why = whyOf ? whyOf(event) : event.chance ? shotWhyOf({ chance: event.chance, why: shotWhyFromCode(event.why) }) : null;
  return why ? <WhyToggle why={why} /> : null;
}

/**
 * `feed` is newest first; `whyOf` (stable) tells a shot's chance where it is known. Memoised: the clock's
 * redraws and patches that bring no event leave the list alone.
 */
export const LiveFeed = memo(function LiveFeed({ feed, whyOf }: { feed: readonly LiveEventView[]; whyOf?: FeedWhy | undefined }) {
  const [latest, ...earlier] = feed;
  return (
    <section aria-label="Live Events" className="rounded-xl border border-slate-800 p-3">
      <h3 className="text-sm font-semibold text-slate-400">Live Events</h3>
      {latest ? <LatestEvent latest={latest} whyOf={whyOf} /> : <p className="mt-1 text-sm text-slate-500">Tip-off soon.</p>}
      {/* Focusable so a keyboard can scroll a long feed. */}
      <ol
        tabIndex={earlier.length > 0 ? 0 : -1}
        aria-label="Earlier events"
        className="mt-2 max-h-40 space-y-0.5 overflow-y-auto text-xs text-slate-400"
        data-testid="feed"
      >
        {earlier.map((e) => (
          <li key={e.seq}>
            <span className="font-mono">{eventStamp(e)}</span> <PlanTag type={e.type} />
            {e.text}
            <Why event={e} whyOf={whyOf} />
          </li>
        ))}
      </ol>
    </section>
  );
});
