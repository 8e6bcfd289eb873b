import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens';

const claims = {
  userId: 'a2c1f0d4-6f0e-4c59-9d0b-3f2e8f1c7b10',
  accountType: 0,
  familyId: 'f1',
  deviceIdentifier: 'd1',
};

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('answers the claims of a valid token, again and again', async () => {
    const tokens = createAccessTokens({ secret: 's'.repeat(32), ttlSeconds: 60, issuer: 'crewcast' });
    const { token } = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token signed with another secret or changed, even once the real one was verified', async () => {
    const tokens = createAccessTokens({ secret: 's'.repeat(32), ttlSeconds: 60, issuer: 'crewcast' });
    const other = createAccessTokens({ secret: 'o'.repeat(32), ttlSeconds: 60, issuer: 'crewcast' });
    const { token } = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify((await other.issue(claims)).token)).toBeUndefined();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'someone-else', fam: 'f1', dev: 'd1' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeUndefined();
    expect(await tokens.verify('not.a.token')).toBeUndefined();
  });

  it('refuses a token once it has expired, though it was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createAccessTokens({ secret: 's'.repeat(32), ttlSeconds: 60, issuer: 'crewcast' });
    const { token } = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });
});
