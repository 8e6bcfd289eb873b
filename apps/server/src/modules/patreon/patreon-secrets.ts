import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const STATE_TTL_MS = 10 * 60 * 1000;
const CIPHER = 'aes-256-gcm';
const SEALED_VERSION = 'v1';

/** A stored token that cannot be opened any more (PATREON_SECRET changed, or the value was altered). */
export class UnreadableTokenError extends Error {
  constructor() {
    super('A stored Patreon token cannot be decrypted');
    this.name = 'UnreadableTokenError';
  }
}

/** One key per purpose, so the state signatures never share a key with the token encryption. */
function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`patreon:${purpose}`).digest();
}

/**
 * The OAuth state of a link request: an expiry and an HMAC over the member and that expiry. The callback
 * accepts it only from the same member and only before it expires, so nobody can link their Patreon account
 * to someone else's session.
 */
export function createLinkStates(secret: string, clock: () => Date) {
  const key = deriveKey(secret, 'state');
  const mac = (userId: string, expires: number) =>
    createHmac('sha256', key).update(`${userId}:${expires}`).digest('base64url');

  return {
    issue(userId: string): string {
      const expires = Math.floor((clock().getTime() + STATE_TTL_MS) / 1000);
      return `${expires}.${mac(userId, expires)}`;
    },

    verify(userId: string, state: string): boolean {
      const [expiresText, signature, ...rest] = state.split('.');
      if (!expiresText || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) return false;
      const expires = Number(expiresText);
      if (expires * 1000 <= clock().getTime()) return false;
      const expected = Buffer.from(mac(userId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Encrypts Patreon tokens at rest (AES-256-GCM); the database alone does not give them away. */
export function createTokenCipher(secret: string) {
  const key = deriveKey(secret, 'tokens');
  return {
    seal(token: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv(CIPHER, key, iv);
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [SEALED_VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(value: string): string {
      const [version, iv, tag, sealed] = value.split('.');
      if (version !== SEALED_VERSION || !iv || !tag || sealed === undefined) throw new UnreadableTokenError();
      try {
        const decipher = createDecipheriv(CIPHER, key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new UnreadableTokenError();
      }
    },
  };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;
