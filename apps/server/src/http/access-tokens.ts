import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: string;
  accountType: number;
  familyId: string;
  deviceIdentifier: string;
}

export interface AccessTokenOptions {
  secret: string;
  ttlSeconds: number;
  issuer: string;
}

/** Verified tokens remembered per node; past it the oldest is verified again when next sent. */
const VERIFIED_TOKENS_KEPT = 20_000;

/** Signed JWT access tokens (HS256); the session family lets logout and reuse detection reach them. */
export function createAccessTokens({ secret, ttlSeconds, issuer }: AccessTokenOptions) {
  // Imported once: a raw secret handed to each sign or verify would be imported again every time.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  function remember(token: string, claims: AccessClaims, expiresAt: number): void {
    verified.delete(token);
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAt });
  }

  return {
    ttlSeconds,
    async issue(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({
        at: claims.accountType,
        fam: claims.familyId,
        dev: claims.deviceIdentifier,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, expiresAt };
    },

    /**
     * The claims of a valid token, or undefined for an expired, forged or malformed one. A member sends the same
     * token with every request until it is renewed, so a verified token is remembered until it expires.
     */
    async verify(token: string): Promise<AccessClaims | undefined> {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      try {
        const { payload } = await jwtVerify(token, await key, { issuer, algorithms: ['HS256'] });
        if (!payload.sub || typeof payload.fam !== 'string' || typeof payload.dev !== 'string')
          return undefined;
        const claims = {
          userId: payload.sub,
          accountType: Number(payload.at ?? 0),
          familyId: payload.fam,
          deviceIdentifier: payload.dev,
        };
        if (payload.exp !== undefined) remember(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
