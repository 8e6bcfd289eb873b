import type {
  IntegrityChallengeSchema,
  IntegrityAction,
  IntegrityChallenge,
} from '@crewcast/contracts/account';
import { INTEGRITY_HEADER } from '@crewcast/contracts/constants/account';
import { api } from '@/lib/api-client';

/** The bot check could not be passed in this browser; `reason` says why, for the form to word. */
export class IntegrityError extends Error {
  constructor(readonly reason: 'unsolved' | 'turnstile-unsupported') {
    super(`Bot protection failed: ${reason}`);
    this.name = 'IntegrityError';
  }
}

function getChallenge(action: IntegrityAction): Promise<IntegrityChallenge> {
  return api.user.post<typeof IntegrityChallengeSchema>('/v2/account/integrity', { body: { action } });
}

async function solveAltcha(challenge: Extract<IntegrityChallenge, { provider: 'altcha' }>): Promise<string> {
  const { algorithm, salt, signature, maxnumber } = challenge;
  // The solver is loaded only when a form asks for a token, so it stays out of the pages that never do.
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise.catch(
    (error: unknown) => {
      // Hashing needs a secure context (https or localhost); elsewhere the browser has no crypto.subtle.
      console.warn('The proof of work could not be computed', error);
      return null;
    },
  );
  if (!solution) throw new IntegrityError('unsolved');
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  );
}

/**
 * A single-use bot-protection token for one account action (register, login, ...): the server's proof-of-work
 * challenge, solved here. Cloudflare Turnstile needs Cloudflare's script, which this site does not load.
 */
export async function getIntegrityToken(action: IntegrityAction): Promise<string> {
  const challenge = await getChallenge(action);
  if (challenge.provider === 'turnstile') throw new IntegrityError('turnstile-unsupported');
  return solveAltcha(challenge);
}

/** The request header carrying a solved token for `action`. */
export async function integrityHeaders(action: IntegrityAction): Promise<Record<string, string>> {
  return { [INTEGRITY_HEADER]: await getIntegrityToken(action) };
}
