/**
 * Bounds of a live room: who may hold how many connections, how
 * fast a client may talk, how large one message may be, and how long a room
 * keeps trying to save a result before it gives up. Named once here; the
 * client needs none of them (it never comes near them in normal play).
 */

/**
 * Connections one user may hold in one room, reserved seats included: the
 * manager's other tabs (a reload, a second window) stay allowed, a script
 * opening hundreds of sockets with one token does not.
 */
export const MAX_CONNECTIONS_PER_USER = 3;

/**
 * Spectators of one match. Each extra client costs about 15-20 µs of CPU per
 * tick and a patch (~130 B) per tick (shared/notes/colyseus-0.16.md), so 50
 * spectators cost about 1 ms per 100 ms tick (~1% of a core) and 65 KB/s of
 * writes: one full room weighs like ~20 single-client rooms of the ~1,000 a
 * process carries. A friend group or a small league watching fits easily.
 */
export const MAX_SPECTATORS = 50;

/** The room's hard cap; the manager's own connections never compete with spectators for it. */
export const MAX_ROOM_CLIENTS = MAX_SPECTATORS + MAX_CONNECTIONS_PER_USER;

/** A spectator whose connection drops keeps a seat this long for the client's reconnect. */
export const SPECTATOR_RECONNECT_SECONDS = 20;

/**
 * Per-client message budget, a token bucket: a burst of 20, refilled at 10
 * messages per second. A person clicking play/pause/substitute sends a few a
 * second at most; anything above is dropped without a reply, so a flood can
 * never make the room write back.
 */
export const MESSAGE_RATE_PER_SECOND = 10;
export const MESSAGE_BURST = 20;

/**
 * A client whose dropped messages pile up past this (they drain at the same
 * rate as the bucket refills) is flooding on purpose, not clicking fast: it is
 * disconnected, so its socket stops costing decode time.
 */
export const FLOOD_DISCONNECT_EXCESS = 100;

/** Close code for a flooding client; 4429 echoes HTTP's 429 Too Many Requests. */
export const FLOOD_CLOSE_CODE = 4429;

/**
 * Largest WebSocket frame a client may send. The biggest real message (a
 * substitution with two ids) is under 100 bytes; `ws` closes the socket on a
 * larger frame before buffering it. (4 KB is also ws-transport's default, but
 * the bound must not depend on a library default.)
 */
export const MAX_MESSAGE_BYTES = 4 * 1024;

/** Matchmaking request bodies (join options: a match id, a token and a flag, a few hundred bytes). */
export const MATCHMAKE_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Saving a finished result: this many attempts in all, the first retry after
 * `SAVE_RETRY_FIRST_MS`, doubling (1, 2, 4, 8 s: about 15 s of waiting plus
 * the attempts themselves). A result that still cannot be saved is given up:
 * the room tells its clients and disposes instead of ticking forever.
 */
export const SAVE_ATTEMPTS = 5;
export const SAVE_RETRY_FIRST_MS = 1_000;

/**
 * How long one coach of a two-coach room (a friendly) may stop the clock by
 * being away, over the whole game. Each absence holds his seat with the
 * clock stopped, and his return gives a short stop that ends only when every
 * coach there is ready; a coach who left and rejoined every few seconds (and
 * never said he was ready) held the game still for both. So each side gets
 * this many holds, and this much held time in all; past either, the AI
 * coaches his side whenever he is away, and his comings and goings no longer
 * stop the clock (he may still come back and coach). Three covers a reload,
 * a network change and a lost connection in one game (about 5 minutes of
 * play); two minutes is one whole reconnect window (the API holds a seat
 * 120 s), so one genuine long drop is still waited for in full.
 */
export const RECONNECT_HOLDS_PER_GAME = 3;
export const RECONNECT_HOLD_TOTAL_MS = 120_000;
