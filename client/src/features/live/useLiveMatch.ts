/**
 * Connects to a match room and keeps its view:
 * the state's patches, and the feed from tip-off (the room sends its history
 * as the client joins; the state keeps only the latest events). A career
 * match joins or creates with the manager's saved seat; a Live Centre match
 * joins only; a friendly gets its seat through `connect` (a coach's pass or
 * a spectator's); all reconnect by themselves when the connection drops.
 * One match per mount: key the component by match id to watch another.
 */
import type { Room } from '@colyseus/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIVE_ERROR_MESSAGE,
  LIVE_FEED_MESSAGE,
  type LiveError,
  type LiveEventView,
  type LiveMatchView,
  type LiveMessagePayload,
  type LiveMessageType,
} from '@hardwood/shared';
import { errorMessage } from '../../lib/api';
import {
  connectCareerMatch,
  connectLiveCentreMatch,
  forgetSeat,
  isDeliberateClose,
  isNotLive,
  recoverSeat,
  CAREER_SEAT_RETRY_MS,
  SEAT_HELD_MS,
  rememberSeat,
  type LiveRole,
  type LiveSeat,
} from './live-connection';
import { mergeFeed } from './live-logic';

/**
 * `reconnecting`: dropped, getting back in (Live Centre); `not-live`: the API
 * says the match is not being played (over, or not started yet).
 */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed' | 'not-live';

export interface LiveMatchOptions {
  spectate?: boolean;
  /** 'live-centre': the public programme's rooms (public token, join only, reconnects by itself); 'friendly': `connect` gets the seat. */
  source?: 'career' | 'live-centre' | 'friendly';
  /** How a friendly's seat is got (and got again after a drop): read when connecting, so a new function each render is fine. */
  connect?: () => Promise<LiveSeat>;
  onRefused?: (error: LiveError) => void;
}

const EMPTY_FEED: readonly LiveEventView[] = [];

export function useLiveMatch(matchId: string, options: LiveMatchOptions = {}) {
  const spectate = options.spectate ?? false;
  const source = options.source ?? 'career';
  const [view, setView] = useState<LiveMatchView | null>(null);
  const [feed, setFeed] = useState<readonly LiveEventView[]>(EMPTY_FEED);
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [role, setRole] = useState<LiveRole | null>(null);
  /** Which room the pass opened and, in a league match, the coach's side: what the page lays out for. */
  const [pass, setPass] = useState<Pick<LiveSeat, 'roomName' | 'side'>>({});
  /** Bumped by `retry` to connect again after 'not-live' or 'failed'. */
  const [attempt, setAttempt] = useState(0);
  const roomRef = useRef<Room | null>(null);
  const onRefused = useRef(options.onRefused);
  onRefused.current = options.onRefused;
  const connectFriendly = useRef(options.connect);
  connectFriendly.current = options.connect;

  useEffect(() => {
    let cancelled = false;
    /** The last status the room sent: a finished match is not reconnected to. */
    let lastStatus = '';
    const isCancelled = () => cancelled;
    const liveCentre = source === 'live-centre';
    const connect = (): Promise<LiveSeat> => {
      const friendly = connectFriendly.current;
      if (source === 'friendly' && friendly) return friendly();
      return liveCentre ? connectLiveCentreMatch(matchId) : connectCareerMatch(matchId, spectate);
    };

    const attach = (seat: LiveSeat) => {
      const { room } = seat;
      roomRef.current = room;
      setRole(seat.role);
      setPass({ roomName: seat.roomName, side: seat.side });
      setConnection('connected');
      setError(null);
      if (seat.role === 'manager') rememberSeat(matchId, room);
      // First, before anything else runs: the history message follows the join at once.
      room.onMessage(LIVE_FEED_MESSAGE, (history: LiveEventView[]) => setFeed((current) => mergeFeed(current, history)));
      room.onStateChange((state) => {
        const next = (state as { toJSON(): LiveMatchView }).toJSON();
        lastStatus = next.status;
        setView(next);
        setFeed((current) => mergeFeed(current, next.events));
      });
      room.onMessage(LIVE_ERROR_MESSAGE, (e: LiveError) => onRefused.current?.(e));
      room.onLeave((code) => {
        if (cancelled || roomRef.current !== room) return;
        roomRef.current = null;
        if (isDeliberateClose(code) || lastStatus === 'finished') {
          setConnection('closed');
          return;
        }
        // Dropped: the held seat, then fresh passes (after a server crash the match resumes from its snapshot).
        setConnection('reconnecting');
        // A coach's seat: a few tries at the held seat, then fresh passes (after a crash the room is gone at once); a spectator's is held longer.
        const heldMs = liveCentre || (source === 'friendly' && seat.role === 'spectator') ? SEAT_HELD_MS : CAREER_SEAT_RETRY_MS;
        void recoverSeat(seat, connect, isCancelled, heldMs).then((outcome) => {
          if (outcome && outcome !== 'not-live' && cancelled) void outcome.room.leave(true);
          if (cancelled) return;
          if (outcome === 'not-live') setConnection('not-live');
          else if (outcome) attach(outcome);
          else {
            setError('Could not reconnect to the match');
            setConnection('failed');
          }
        });
      });
    };

    setConnection('connecting');
    connect()
      .then((seat) => {
        if (cancelled) {
          void seat.room.leave(true);
          return;
        }
        attach(seat);
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        if (isNotLive(e) && source !== 'career') {
          setConnection('not-live');
          return;
        }
        setError(errorMessage(e, 'Could not connect to the match'));
        setConnection('failed');
      });
    return () => {
      cancelled = true;
      const room = roomRef.current;
      roomRef.current = null;
      if (room) void room.leave(true);
    };
  }, [matchId, spectate, source, attempt]);

  const send = useCallback(<T extends LiveMessageType>(type: T, payload?: LiveMessagePayload<T>) => {
    roomRef.current?.send(type, payload);
  }, []);

  /** The match is over and saved: the seat need not be kept any more. */
  const forget = useCallback(() => forgetSeat(matchId), [matchId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { view, feed, connection, error, role, roomName: pass.roomName, side: pass.side, send, forget, retry };
}
