import { EventEmitter } from 'node:events';
import type { ChatMessage, ChatRestriction, CommentPush } from '@crewcast/contracts/realtime';

/**
 * What modules announce. Modules emit; the realtime gateway (and anything else interested) listens, so no
 * module depends on the gateway.
 */
export interface DomainEvents {
  /** One session (device sign-in) ended: logout, or a refresh token used twice. */
  'session.ended': { familyId: string };
  /** Every session of a member ended: password reset, erasure, a ban. */
  'member.signed-out': { userId: string };
  'comment.changed': CommentPush;
  'chat.message': ChatMessage;
  'chat.deleted': { livestreamId: string; messageIds: number[] };
  'chat.restored': ChatMessage;
  'chat.restriction': { userId: string; restriction: ChatRestriction | null };
}

export interface EventBus {
  emit<E extends keyof DomainEvents>(event: E, payload: DomainEvents[E]): void;
  on<E extends keyof DomainEvents>(event: E, listener: (payload: DomainEvents[E]) => void): () => void;
}

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  // The gateway and the tests listen to the same events; there is no fixed number of listeners.
  emitter.setMaxListeners(0);
  return {
    emit: (event, payload) => void emitter.emit(event, payload),
    on(event, listener) {
      emitter.on(event, listener);
      return () => void emitter.off(event, listener);
    },
  };
}
