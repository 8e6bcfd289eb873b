/**
 * The plain values of realtime.ts, kept apart from its schemas so that the web app imports them without zod;
 * realtime.ts re-exports them.
 */

/**
 * The realtime connection (SPEC section 7): socket.io on the websocket host, the access token in the query
 * (`?token=`) or in socket.io's `auth.token`. Each inbound event carries one JSON message (an object, or the
 * same as a JSON string) and is acknowledged with a `RealtimeAck`.
 */
export const REALTIME_PATH = '/socket.io';

/** Why a handshake was refused: the `connect_error`'s message, and `data.code`. */
export const HANDSHAKE_ERRORS = {
  TOKEN_MISSING: 'An access token is required to connect.',
  TOKEN_INVALID: 'The access token is not valid or has expired. Log in again.',
  TOO_MANY_CONNECTIONS:
    'Too many open connections for this account. Close another tab or device and try again.',
} as const;

/** Why the server ends a connection itself: sent on the 'session' event just before it disconnects. */
export const SESSION_END_MESSAGES = {
  TOKEN_EXPIRED: 'The access token has expired: connect again with a renewed one.',
} as const;

export const COMMENT_MAX_LENGTH = 1000;

export const COMMENT_ORDERS = ['newest', 'top'] as const;

export type CommentOrder = (typeof COMMENT_ORDERS)[number];

export const CHAT_MESSAGE_MAX_LENGTH = 300;
