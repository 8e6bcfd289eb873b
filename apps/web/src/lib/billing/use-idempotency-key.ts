import { useMemo, useRef } from 'react';
import { ApiError } from '@/lib/api-client';

export interface IdempotencyKey {
  /** The key to send with `body`: unchanged while the same purchase is retried, new for a different one. */
  forBody(body: unknown): string;
  /**
   * The request ended. Once the server has answered (paid, or refused) the purchase is over and the next one
   * gets a new key; after a lost connection or a server fault the key stays, so trying again cannot pay twice.
   */
  settle(error?: unknown): void;
}

/** One Idempotency-Key per purchase attempt, so a double click or a retry never pays twice. */
export function useIdempotencyKey(): IdempotencyKey {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMemo(
    () => ({
      forBody(body) {
        const fingerprint = JSON.stringify(body);
        if (attempt.current?.body !== fingerprint) {
          attempt.current = { body: fingerprint, key: crypto.randomUUID() };
        }
        return attempt.current.key;
      },
      settle(error) {
        if (error === undefined || (error instanceof ApiError && error.status < 500)) attempt.current = null;
      },
    }),
    [],
  );
}
