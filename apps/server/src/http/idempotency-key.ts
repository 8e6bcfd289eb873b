import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/billing';
import type { FastifyRequest } from 'fastify';

/** The request's Idempotency-Key (the first, when the header is sent more than once). */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(key) ? key[0] : key;
}
