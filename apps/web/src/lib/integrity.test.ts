import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeRequests } from '@/testing/fake-api';
import { getIntegrityToken, IntegrityError } from './integrity';

const HMAC_KEY = 'test-key';

describe('bot protection token', () => {
  it('solves the server’s proof-of-work challenge for the action', async () => {
    const challenge = await createChallenge({
      hmacKey: HMAC_KEY,
      maxNumber: 500,
      params: { action: 'login' },
    });
    const fetchMock = fakeApi({
      'POST /v2/account/integrity': { provider: 'altcha', ...challenge, maxnumber: 500 },
    });

    const token = await getIntegrityToken('login');

    expect(fakeRequests(fetchMock)[0]?.body).toEqual({ action: 'login' });
    const payload = JSON.parse(atob(token)) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['algorithm', 'challenge', 'number', 'salt', 'signature']);
    expect(await verifySolution(payload as never, HMAC_KEY)).toBe(true);
  });

  it('says so when the site uses Turnstile, whose script this site does not load', async () => {
    fakeApi({ 'POST /v2/account/integrity': { provider: 'turnstile', siteKey: 'site-key' } });
    await expect(getIntegrityToken('register')).rejects.toEqual(new IntegrityError('turnstile-unsupported'));
  });
});
