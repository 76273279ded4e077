/**
 * The court: every shot of the match where it was taken (made
 * filled, missed a ring, the newest drops in), and the ten on court as dots
 * in a formation around the basket of the side with the ball, the ball with
 * the player of the latest play; a field goal is replayed where it happened,
 * the shooter on his spot and the defender contesting him. Dots glide between patches on framer-motion
 * springs (motion values: a new position does not re-render the court).
 */
import { m, useSpring } from 'framer-motion';
import { useEffect, useMemo } from 'react';
import type { LiveEventView, LiveMatchView, LiveTeamView } from '@hardwood/shared';
import { FullCourtLines } from './CourtLines';
import { formation, shotMoment, sideWithBall, toFullCourt, type CourtSide, type Point } from './court-geometry';
import { shotsOf } from './shot-chart';

const COLOUR: Record<CourtSide, string> = { home: 'fill-court-500', away: 'fill-sky-500' };
const STROKE: Record<CourtSide, string> = { home: 'stroke-court-400', away: 'stroke-sky-400' };

function PlayerDot({ at, side, label, hasBall }: { at: Point; side: CourtSide; label: string; hasBall: boolean }) {
  const x = useSpring(at.x, { stiffness: 60, damping: 14 });
  const y = useSpring(at.y, { stiffness: 60, damping: 14 });
  useEffect(() => {
    x.set(at.x);
    y.set(at.y);
  }, [at.x, at.y, x, y]);
  return (
    <m.g style={{ x, y }} data-testid="court-player">
      <circle r={5.5} className={`${COLOUR[side]} stroke-slate-950`} strokeWidth={1} />
      <text textAnchor="middle" dy={2.2} className="fill-slate-950 text-[6px] font-bold">
        {label}
      </text>
      {hasBall ? (
        <circle cx={5.5} cy={-5} r={2.4} className="fill-orange-400 stroke-orange-900" strokeWidth={0.6} data-testid="court-ball" />
      ) : null}
    </m.g>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

function onCourtPlayers(team: LiveTeamView) {
  const byId = new Map(team.players.map((p) => [p.id, p]));
  return team.onCourt.flatMap((id) => {
    const p = byId.get(id);
    return p ? [p] : [];
  });
}

export function CourtView({ view, feed }: { view: LiveMatchView; feed: readonly LiveEventView[] }) {
  const shots = useMemo(() => shotsOf(feed), [feed]);
  const latest = feed[0];
  // A field goal is replayed where it happened (shooter on his spot, the defender contesting); otherwise the formation of the side with the ball.
  const moment = shotMoment(latest);
  const attacking = moment?.side ?? sideWithBall(latest);
  const spots = formation(attacking, view.clock);
  const holder = moment?.shooterId ?? (latest && latest.side === attacking && latest.playerId ? latest.playerId : null);
  const newest = shots[0]?.seq;
  const lastShot = shots[0];
  const names = new Map([...view.home.players, ...view.away.players].map((p) => [p.id, p.name]));
  const contested = lastShot && moment?.defenderId ? `, contested by ${names.get(moment.defenderId) ?? 'a defender'}` : '';
  const label = `Court: ${attacking === 'home' ? view.home.name : view.away.name} have the ball${lastShot ? `; last shot: ${names.get(lastShot.playerId) ?? 'a player'} ${lastShot.made ? 'made' : 'missed'} from the ${lastShot.zone.replace(/-/g, ' ')}${contested}` : ''}.`;
  const placed = (p: { id: string }, fallback: Point): Point =>
    moment?.shooterId === p.id ? moment.at : moment?.defenderId === p.id ? moment.contest : fallback;
  return (
    <figure className="rounded-xl border border-slate-800 bg-slate-950 p-2" data-testid="court-view">
      <svg viewBox="-4 -4 288 158" className="h-auto w-full" role="img" aria-label={label}>
        <FullCourtLines />
        {shots.map((s) => {
          const at = toFullCourt({ x: s.x, y: s.y }, s.side === 'away' ? 'away' : 'home');
          const side: CourtSide = s.side === 'away' ? 'away' : 'home';
          return s.seq === newest ? (
            <m.circle
              key={s.seq}
              cx={at.x}
              cy={at.y}
              initial={{ r: 9, opacity: 0 }}
              animate={{ r: 2.4, opacity: 1 }}
              transition={{ duration: 0.6 }}
              className={s.made ? COLOUR[side] : `fill-none ${STROKE[side]}`}
              strokeWidth={0.9}
              data-testid="court-shot"
            />
          ) : (
            <circle
              key={s.seq}
              cx={at.x}
              cy={at.y}
              r={2.1}
              className={s.made ? `${COLOUR[side]} opacity-70` : `fill-none ${STROKE[side]} opacity-60`}
              strokeWidth={0.8}
              data-testid="court-shot"
            />
          );
        })}
        {(['home', 'away'] as const).map((side) =>
          onCourtPlayers(view[side]).map((p, i) => (
            <PlayerDot
              key={p.id}
              at={placed(p, spots[side][i] ?? { x: 140, y: 75 })}
              side={side}
              label={p.slot || initials(p.name)}
              hasBall={holder ? holder === p.id : side === attacking && i === 0}
            />
          )),
        )}
      </svg>
      <figcaption className="mt-1 flex justify-between px-1 text-[11px] text-slate-400">
        <span>
          <span className="text-court-400">●</span> {view.home.name} attack →
        </span>
        <span>
          ← {view.away.name} attack <span className="text-sky-400">●</span>
        </span>
      </figcaption>
    </figure>
  );
}
