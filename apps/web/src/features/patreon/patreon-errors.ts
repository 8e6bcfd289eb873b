import { ApiError } from '@/lib/api-client';

/** The translation slug saying why a Patreon request failed, from the server's error code. */
export function patreonErrorSlug(error: unknown): string {
  if (!(error instanceof ApiError)) return 'patreon.error.generic';
  if (error.status === 404) return 'patreon.error.unavailable';
  switch (error.body?.error) {
    case 'BAD_REQUEST':
    case 'VALIDATION':
      return 'patreon.error.expired';
    case 'INVALID_CODE':
      return 'patreon.error.refused';
    case 'CONFLICT':
      return 'patreon.error.linkedElsewhere';
  }
  return error.status >= 500 ? 'patreon.error.unreachable' : 'patreon.error.generic';
}
