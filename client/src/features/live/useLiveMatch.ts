/**
 * Connects to a match room (part 1 §7, issue 5 protocol): a token from the
 * API, then join or create; after a reload the saved reconnection token
 * resumes the same seat. The state arrives as patches, one per tick.
 */
import { Client, type Room } from 'colyseus.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_ERROR_MESSAGE, type LiveError, type LiveMatchView, type LiveMessagePayload, type LiveMessageType, type LiveTokenResponse } from '@hardwood/shared';
import { apiRequest, errorMessage } from '../../lib/api';

const reconnectKey = (matchId: string) => `hardwood.live.${matchId}`;

export type LiveConnection = 'connecting' | 'connected' | 'failed' | 'closed';

async function connect(matchId: string, spectate: boolean): Promise<{ room: Room; role: LiveTokenResponse['role'] }> {
  const saved = sessionStorage.getItem(reconnectKey(matchId));
  const pass = await apiRequest<LiveTokenResponse>('POST', '/api/live/token', { matchId, ...(spectate ? { spectate: true } : {}) });
  const client = new Client(pass.endpoint);
  if (saved && !spectate) {
    try {
      return { room: await client.reconnect(saved), role: pass.role };
    } catch {
      sessionStorage.removeItem(reconnectKey(matchId));
    }
  }
  const room = await client.joinOrCreate(pass.roomName, { matchId, token: pass.token, ...(spectate ? { spectate: true } : {}) });
  return { room, role: pass.role };
}

export function useLiveMatch(matchId: string, options: { spectate?: boolean; onRefused?: (error: LiveError) => void } = {}) {
  const [view, setView] = useState<LiveMatchView | null>(null);
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [role, setRole] = useState<LiveTokenResponse['role'] | null>(null);
  const roomRef = useRef<Room | null>(null);
  const onRefused = useRef(options.onRefused);
  onRefused.current = options.onRefused;

  useEffect(() => {
    let cancelled = false;
    connect(matchId, options.spectate ?? false)
      .then(({ room, role: seat }) => {
        if (cancelled) {
          void room.leave(true);
          return;
        }
        roomRef.current = room;
        setRole(seat);
        setConnection('connected');
        if (seat === 'manager') sessionStorage.setItem(reconnectKey(matchId), room.reconnectionToken);
        room.onStateChange((state) => setView((state as { toJSON(): LiveMatchView }).toJSON()));
        room.onMessage(LIVE_ERROR_MESSAGE, (e: LiveError) => onRefused.current?.(e));
        room.onLeave(() => setConnection((c) => (c === 'connected' ? 'closed' : c)));
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        setError(errorMessage(e, 'Could not connect to the match'));
        setConnection('failed');
      });
    return () => {
      cancelled = true;
      const room = roomRef.current;
      roomRef.current = null;
      if (room) void room.leave(true);
    };
  }, [matchId, options.spectate]);

  const send = useCallback(<T extends LiveMessageType>(type: T, payload?: LiveMessagePayload<T>) => {
    roomRef.current?.send(type, payload);
  }, []);

  /** The match is over and saved: the seat need not be kept any more. */
  const forget = useCallback(() => sessionStorage.removeItem(reconnectKey(matchId)), [matchId]);

  return { view, connection, error, role, send, forget };
}
