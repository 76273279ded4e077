/**
 * The clock of the league the manager has open (the active world, when it
 * is a league): the seconds to its next tip-off, ticking each second; an
 * in-app notice once, a few minutes before; and the round's state read
 * again when the countdown runs out (every couple of seconds until the
 * round has started) and while the round plays, since the server's clock
 * starts and ends it.
 */
import { useEffect } from 'react';
import { LEAGUE_RULES, secondsUntil, type LeagueRound, type ManagerWorld } from '@hardwood/shared';
import { toast } from '../../lib/toast';
import { countsDown, noticeText } from './league-text';
import { useNow } from './use-now';
import { activeWorld, useMyWorlds } from './use-worlds';

/**
 * How often the round's state is asked again while it plays or is due: a
 * round takes minutes, so the bar follows it closely enough without
 * loading the server with every open page's requests.
 */
export const ROUND_POLL_MS = 15_000;
/**
 * How often while the tip-off is due and the server has not said the round
 * started: it starts within a second or two, and the manager's match opens
 * from the bar then, so he is told at once rather than a poll later.
 */
export const DUE_POLL_MS = 2_000;

/** The rounds whose notice has been shown, kept across pages (each page mounts its own bar). */
const noticed = new Set<string>();

/** Forgets the notices shown (for tests: each starts with none). */
export function forgetLeagueNotices(): void {
  noticed.clear();
}

export interface LeagueClock {
  world: ManagerWorld;
  round: LeagueRound;
  /** Seconds to `round.tipOffAt`, never below zero. */
  seconds: number;
}

export function useLeagueClock(): LeagueClock | null {
  const worlds = useMyWorlds();
  const world = activeWorld(worlds.data?.worlds);
  const round = world?.kind === 'league' ? world.round : null;
  const now = useNow(round !== null);
  const seconds = round ? secondsUntil(round.tipOffAt, now) : 0;
  const status = round?.status ?? null;
  const key = world && round ? `${world.worldId}:${round.round}` : null;
  const matchday = round?.matchday ?? 0;
  const { refetch } = worlds;

  useEffect(() => {
    if (key === null || status !== 'waiting') return;
    if (seconds <= 0 || seconds > LEAGUE_RULES.noticeBeforeSeconds || noticed.has(key)) return;
    noticed.add(key);
    toast({ title: noticeText(matchday, seconds), description: 'Your match page opens from the bar at the top at tip-off.' });
  }, [key, status, seconds, matchday]);

  // Due: the countdown has run out but the server has not said the round started yet.
  const due = status !== null && countsDown(status) && seconds === 0;
  const polling = due || status === 'playing' || status === 'processing';
  useEffect(() => {
    if (due) void refetch();
  }, [due, refetch]);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void refetch(), due ? DUE_POLL_MS : ROUND_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, due, refetch]);

  return world && round ? { world, round, seconds } : null;
}
