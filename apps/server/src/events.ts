import type { BingoPush } from '@crewcast/contracts/bingo';
import type { ChatMessage, ChatRestriction, CommentPush } from '@crewcast/contracts/realtime';

/**
 * What modules announce. Modules emit; the realtime gateway (and anything else interested) listens, so no
 * module depends on the gateway.
 */
export interface DomainEvents {
  /**
   * One session (device sign-in) ended: logout, a refresh token used twice, its device removed, or another session
   * changed the password or email or asked for deletion.
   */
  'session.ended': { familyId: string };
  /** Every session of a member ended: password reset, erasure, a ban. */
  'member.signed-out': { userId: string };
  /** A member's progress in a video was saved; `durationWatched` is what was played since the save before. */
  'playback.progress': {
    userId: string;
    deviceIdentifier: string;
    mediaId: number;
    currentTime: number;
    totalTime: number;
    durationWatched: number;
  };
  'comment.changed': CommentPush;
  'chat.message': ChatMessage;
  'chat.deleted': { livestreamId: string; messageIds: number[] };
  'chat.restored': ChatMessage;
  'chat.restriction': { userId: string; restriction: ChatRestriction | null };
  /**
   * An episode was created, edited or its video became ready, with its publishing time (null: unpublished); whether
   * it is newly listed is for the listener to read.
   */
  'episode.changed': { mediaId: number; publishedAt: string | null };
  /** A livestream went live, ended or changed what it plays: every member's status is pushed afresh. */
  'livestream.changed': { livestreamId: string };
  /** A bingo game started or ended; every connected member hears of it. */
  'bingo.game': BingoPush;
  /** A contribution moved a Greenlight project's total. */
  'greenlight.totals': { battleId: string; projectId: string; points: number };
  /** A battle was created, rescheduled, closed or its winner linked. */
  'greenlight.changed': { battleId: string };
  /** The console changed what a content-cache answer or a kept read is made of; every node reads it afresh. */
  'site.changed': {
    part: 'remote-config' | 'theme' | 'localisation' | 'faq' | 'plans' | 'livestreams';
    /** Heard from another node (site-changes.ts), so not handed on again. */
    relayed?: boolean;
  };
}

type Listener<E extends keyof DomainEvents> = (payload: DomainEvents[E]) => void | Promise<void>;

export interface EventBus {
  /** Tells the listeners and goes on. */
  emit<E extends keyof DomainEvents>(event: E, payload: DomainEvents[E]): void;
  /** Tells the listeners and waits until each has handed it on (or failed), for what must not be lost. */
  deliver<E extends keyof DomainEvents>(event: E, payload: DomainEvents[E]): Promise<void>;
  on<E extends keyof DomainEvents>(event: E, listener: Listener<E>): () => void;
}

export function createEventBus(log: { error(obj: object, msg: string): void }): EventBus {
  const listeners = new Map<keyof DomainEvents, Set<Listener<never>>>();
  const call = <E extends keyof DomainEvents>(event: E, payload: DomainEvents[E]) =>
    [...(listeners.get(event) ?? [])].map(async (listener) => {
      try {
        await (listener as Listener<E>)(payload);
      } catch (error) {
        log.error({ err: error, event }, 'an event listener failed');
      }
    });
  return {
    emit: (event, payload) => void Promise.all(call(event, payload)),
    deliver: async (event, payload) => void (await Promise.all(call(event, payload))),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(event, set);
      return () => void set.delete(listener as Listener<never>);
    },
  };
}
