import type { BingoPush } from '@crewcast/contracts/bingo';
import type {
  ChatMessage,
  Comment,
  CommentPage,
  CommentPush,
  CommentRequest,
  LivestreamPush,
  LivestreamRequest,
  LivestreamStatus,
  RealtimeAck,
  ReplyPage,
  SessionPush,
  SessionRequest,
} from '@crewcast/contracts/realtime';
import type { GreenlightPush, GreenlightRequest } from '@crewcast/contracts/projects';

/** What each realtime event carries each way (packages/contracts/src/realtime.ts). */
export interface RealtimeEvents {
  comment: { request: CommentRequest; push: CommentPush };
  livestream: { request: LivestreamRequest; push: LivestreamPush };
  /** The connection's own session: a renewed access token in, the expiry of the one in use out. */
  session: { request: SessionRequest; push: SessionPush };
  /** Watching the Greenlight battle: its totals as contributions move them. */
  greenlight: { request: GreenlightRequest; push: GreenlightPush };
  /** Pushes only: bingo games starting and ending. */
  bingo: { request: never; push: BingoPush };
}
export type RealtimeEvent = keyof RealtimeEvents;

/** What the acknowledgement of each request type holds when it succeeded. */
interface RealtimeResults {
  comment: {
    message: { comment: Comment };
    'add-like': { comment: Comment };
    'remove-like': { comment: Comment };
    get: CommentPage;
    replies: ReplyPage;
    delete: { commentId: number };
    leave: object;
  };
  livestream: {
    status: { status: LivestreamStatus };
    ping: { viewers: number };
    message: { message: ChatMessage };
    leave: object;
  };
  session: { renew: { expiresAt: string } };
  greenlight: { watch: object; leave: object };
  bingo: Record<never, never>;
}

export type RequestOf<E extends RealtimeEvent> = RealtimeEvents[E]['request'];
export type PushOf<E extends RealtimeEvent> = RealtimeEvents[E]['push'];
export type ResultOf<
  E extends RealtimeEvent,
  R extends RequestOf<E>,
> = R['type'] extends keyof RealtimeResults[E] ? RealtimeResults[E][R['type']] : never;

/** Connected; trying to (re)connect; or not connected and not trying (logged out, refused). */
export type ConnectionState = 'connected' | 'reconnecting' | 'offline';

/**
 * The app's one realtime connection as features see it. Requests are answered through the acknowledgement (a
 * refusal is an `{ ok: false }` answer, not a rejection); the promise rejects only when no answer came in time.
 */
export interface RealtimeConnection {
  request<E extends RealtimeEvent, R extends RequestOf<E>>(
    event: E,
    message: R,
  ): Promise<RealtimeAck<ResultOf<E, R>>>;
  /** Calls `handler` with every push of the event; returns the unsubscribe function. */
  subscribe<E extends RealtimeEvent>(event: E, handler: (push: PushOf<E>) => void): () => void;
  getState(): ConnectionState;
  /** Calls `listener` whenever the state changes; returns the unsubscribe function. */
  subscribeToState(listener: () => void): () => void;
}

/** Raised when a request got no acknowledgement in time (or there is no connection to send it on). */
export class RealtimeUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RealtimeUnavailableError';
  }
}
