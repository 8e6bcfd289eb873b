import type { RealtimeAck, RealtimeErrorCode } from '@crewcast/contracts/realtime';
import { REALTIME_ERROR_CODES } from '@crewcast/contracts/realtime';
import type { z } from 'zod';
import { AppError } from '../http/errors';

export type Ack = (answer: RealtimeAck<object>) => void;

const KNOWN_CODES = new Set<string>(REALTIME_ERROR_CODES);

/** An inbound message as sent: an object, or the same as a JSON string (SPEC: events carry JSON messages). */
function decode(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The message is not valid.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** What a thrown error tells the client: a service's own message, or a plain one for anything unexpected. */
export function toAckError(error: unknown): RealtimeAck<never> | undefined {
  if (error instanceof AppError) {
    const fallback = error.statusCode === 401 || error.statusCode === 403 ? 'FORBIDDEN' : 'BAD_MESSAGE';
    const code = (KNOWN_CODES.has(error.code) ? error.code : fallback) as RealtimeErrorCode;
    return { ok: false, error: code, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
  return undefined;
}

export const INTERNAL_ERROR: RealtimeAck<never> = {
  ok: false,
  error: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
};

/** Parses an inbound message with its schema; the readable reason when it does not fit. */
export function parseInbound<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): { data: z.output<S> } | { error: RealtimeAck<never> } {
  const parsed = schema.safeParse(decode(raw));
  if (parsed.success) return { data: parsed.data };
  return { error: { ok: false, error: 'BAD_MESSAGE', message: describe(parsed.error) } };
}
