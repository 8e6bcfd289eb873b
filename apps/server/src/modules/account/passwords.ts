import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@crewcast/contracts/account';
import { fieldError } from '../../http/errors';

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane (algorithm 2 = argon2id).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Verifying against this when an account does not exist keeps the answer time the same.
const unusableHash = hash('not a password of anyone', options);

export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw fieldError('WEAK_PASSWORD', field, 'Password should be at least 6 characters');
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    const message = `Password should be at most ${PASSWORD_MAX_LENGTH} characters`;
    throw fieldError('WEAK_PASSWORD', field, message);
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const stored = passwordHash ?? (await unusableHash);
  const matches = await verify(stored, password).catch(() => false);
  return matches && passwordHash !== null;
}
