import type { RealtimeAck, RealtimeErrorCode } from '@crewcast/contracts/realtime';
import type { Translate } from '@/lib/i18n/translate';

/** Why a request was refused: the acknowledgement's code, or UNAVAILABLE when no answer came. */
export interface RequestFailure {
  error: RealtimeErrorCode | 'UNAVAILABLE';
  retryAfterSeconds?: number;
}

const SLUGS: Record<RequestFailure['error'], string> = {
  BAD_MESSAGE: 'realtime.error.badMessage',
  NOT_FOUND: 'realtime.error.notFound',
  FORBIDDEN: 'realtime.error.forbidden',
  SUBSCRIPTION_REQUIRED: 'realtime.error.subscriptionRequired',
  RATE_LIMITED: 'realtime.error.rateLimited',
  SLOW_MODE: 'realtime.error.slowMode',
  TIMED_OUT: 'realtime.error.timedOut',
  BANNED: 'realtime.error.banned',
  BLOCKED_WORD: 'realtime.error.blockedWord',
  CHAT_CLOSED: 'realtime.error.chatClosed',
  INTERNAL: 'realtime.error.internal',
  UNAVAILABLE: 'realtime.error.unavailable',
};

/** The slug of the words for a refused request; texts with a wait take it as their |0. */
export function failureSlug(failure: RequestFailure): string {
  const waits = failure.retryAfterSeconds !== undefined && failure.retryAfterSeconds > 0;
  const slug = SLUGS[failure.error];
  return waits && ['RATE_LIMITED', 'SLOW_MODE', 'TIMED_OUT'].includes(failure.error) ? `${slug}.wait` : slug;
}

/** A wait in words: seconds under a minute, else minutes (rounded up), else hours. */
export function formatWait(t: Translate, seconds: number): string {
  if (seconds < 60) return t('realtime.wait.seconds', Math.max(1, Math.ceil(seconds)));
  if (seconds < 3600) return t('realtime.wait.minutes', Math.ceil(seconds / 60));
  return t('realtime.wait.hours', Math.ceil(seconds / 3600));
}

export function failureText(t: Translate, failure: RequestFailure): string {
  const slug = failureSlug(failure);
  return slug.endsWith('.wait') ? t(slug, formatWait(t, failure.retryAfterSeconds ?? 0)) : t(slug);
}

export type RequestOutcome<T> = ({ ok: true } & T) | ({ ok: false } & RequestFailure);

/** A request's acknowledgement, with no answer at all turned into an UNAVAILABLE failure. */
export async function outcomeOf<T>(request: Promise<RealtimeAck<T>>): Promise<RequestOutcome<T>> {
  try {
    const ack = await request;
    return ack.ok ? ack : { ok: false, error: ack.error, retryAfterSeconds: ack.retryAfterSeconds };
  } catch (error) {
    console.warn('A realtime request got no answer', error);
    return { ok: false, error: 'UNAVAILABLE' };
  }
}
