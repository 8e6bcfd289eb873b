import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@crewcast/contracts/notifications';
import { AppError } from '../../http/errors';

/** What an unsubscribe link turns off: one kind of email, or every kind (the digest's link). */
export type UnsubscribeScope = NotificationKind | 'all';

/** A link in a mail keeps working for this long: mail is read late, and mail clients keep the header. */
const LINK_LIFETIME_DAYS = 60;

interface TokenClaims {
  /** The member. */
  u: string;
  /** What it turns off. */
  k: UnsubscribeScope;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const isScope = (value: unknown): value is UnsubscribeScope =>
  value === 'all' || NOTIFICATION_KINDS.includes(value as NotificationKind);

/**
 * Signed unsubscribe tokens (HMAC-SHA256 under a key of their own): a one-click unsubscribe needs no login, so the
 * token alone says whose email and which kind.
 */
export function createUnsubscribeTokens(key: Buffer, clock: () => Date) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(userId: string, scope: UnsubscribeScope): string {
      const expires = Math.floor(clock().getTime() / 1000) + LINK_LIFETIME_DAYS * 24 * 60 * 60;
      const payload = Buffer.from(JSON.stringify({ u: userId, k: scope, e: expires })).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** The member and scope a token names; a forged, altered or expired one is refused with a 400. */
    verify(token: string): { userId: string; scope: UnsubscribeScope } {
      const [payload = '', signature = '', ...rest] = token.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError('INVALID_CODE', 'This unsubscribe link is not valid.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as TokenClaims;
      if (typeof claims.u !== 'string' || !isScope(claims.k) || typeof claims.e !== 'number')
        throw new AppError('INVALID_CODE', 'This unsubscribe link is not valid.');
      if (claims.e * 1000 < clock().getTime())
        throw new AppError(
          'INVALID_CODE',
          'This unsubscribe link has expired. Change your notifications from your account.',
        );
      return { userId: claims.u, scope: claims.k };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
