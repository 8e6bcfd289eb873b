import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { IntegrityAction, IntegrityChallenge } from '@crewcast/contracts/account';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { hashToken } from '../../crypto/opaque-tokens';
import { spentIntegrityTokens } from './integrity.schema';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface IntegrityOptions {
  hmacKey: string;
  /** Upper bound of the proof-of-work search; the mean cost is half of it. */
  maxNumber: number;
  turnstile?: { siteKey: string; secret: string; verifyUrl: string };
}

const refused = () =>
  new AppError('INTEGRITY', 'The bot check failed. Please try again.', {
    fields: { integrity: ['invalid'] },
  });

/**
 * Bot protection, one token per action: a self-hosted proof of work (ALTCHA) by default, Cloudflare
 * Turnstile when configured. A token is bound to its action, and each challenge is accepted once.
 */
export function createIntegrityService(db: Database, options: IntegrityOptions) {
  /** Records a proof as spent; spending the same one again is refused. */
  async function spend(proof: string, expiresAt: Date): Promise<void> {
    const inserted = await db
      .insert(spentIntegrityTokens)
      .values({ tokenHash: hashToken(proof), expiresAt })
      .onConflictDoNothing()
      .returning({ tokenHash: spentIntegrityTokens.tokenHash });
    if (inserted.length === 0) throw refused();
  }

  async function verifyAltcha(action: IntegrityAction, token: string): Promise<void> {
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      throw refused();
    }
    const valid = await verifySolution(
      payload as Parameters<typeof verifySolution>[0],
      options.hmacKey,
      true,
    ).catch(() => false);
    if (!valid) throw refused();
    const params = extractParams(payload as Parameters<typeof extractParams>[0]);
    if (params.action !== action) throw refused();
    // The token around the challenge can be written many ways (spacing, key order, base64url, trailing
    // characters), its signature only as we issued it: spending the signature accepts each challenge once.
    const { signature } = payload as { signature: string };
    await spend(signature, new Date(Number(params.expires) * 1000));
  }

  async function verifyTurnstile(token: string, ip: string): Promise<void> {
    const turnstile = options.turnstile as NonNullable<IntegrityOptions['turnstile']>;
    const response = await fetch(turnstile.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: turnstile.secret, response: token, remoteip: ip }),
    }).catch(() => undefined);
    const result = (await response?.json().catch(() => undefined)) as { success?: boolean } | undefined;
    if (!result?.success) throw refused();
    await spend(token, new Date(Date.now() + CHALLENGE_TTL_MS));
  }

  return {
    async challenge(action: IntegrityAction): Promise<IntegrityChallenge> {
      if (options.turnstile) return { provider: 'turnstile', siteKey: options.turnstile.siteKey };
      const challenge = await createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(Date.now() + CHALLENGE_TTL_MS),
        params: { action },
      });
      return { provider: 'altcha', ...challenge, maxnumber: challenge.maxnumber ?? options.maxNumber };
    },

    async verify(action: IntegrityAction, token: string | undefined, ip: string): Promise<void> {
      if (!token || token.length > 4096) throw refused();
      if (options.turnstile) await verifyTurnstile(token, ip);
      else await verifyAltcha(action, token);
    },

    /** Forgets spent tokens that have expired anyway (a scheduled job). */
    async purgeExpired(): Promise<void> {
      await db.delete(spentIntegrityTokens).where(lt(spentIntegrityTokens.expiresAt, sql`now()`));
    },
  };
}

export type IntegrityService = ReturnType<typeof createIntegrityService>;
