import { describe, expect, it } from 'vitest';
import { registerMember, requestAs } from '../../test/members';
import { useTestApp } from '../../test/test-app';
import { createLegalRepository } from './legal.repository';

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });

const missing = async (token: string) =>
  (await requestAs(ctx.app, token, 'GET', '/v1/legaldocuments/latest')).json() as {
    id: number;
    type: string;
  }[];

describe('legal documents', () => {
  it('lists the documents in force, their types, and one by type', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/v1/legaldocuments' })).json();
    expect(all.map((d: { type: string }) => d.type).sort()).toEqual(['privacy-policy', 'terms-of-service']);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/legaldocuments/types' })).json()).toHaveLength(2);
    const terms = await ctx.app.inject({ method: 'GET', url: '/v1/legaldocuments/terms-of-service' });
    expect(terms.json()).toMatchObject({
      type: 'terms-of-service',
      version: 1,
      required: true,
      title: 'Terms of Service',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/legaldocuments/cookies' })).statusCode).toBe(404);
  });

  it('asks a member for required documents until accepted, and again for a new version', async () => {
    const member = await registerMember(ctx.app);
    const pending = await missing(member.tokens.token);
    expect(pending).toHaveLength(2);
    const accepted = await requestAs(ctx.app, member.tokens.token, 'POST', '/v1/legaldocuments/accept', {
      documentIds: pending.map((d) => d.id),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual([]);
    expect(await missing(member.tokens.token)).toEqual([]);

    const oldTermsId = pending.find((d) => d.type === 'terms-of-service')?.id as number;
    await createLegalRepository(ctx.database.db).insert({
      type: 'terms-of-service',
      version: 2,
      required: true,
      title: 'Terms of Service',
      body: 'New terms.',
    });
    const now = await missing(member.tokens.token);
    expect(now).toHaveLength(1);
    expect(now[0]?.id).not.toBe(oldTermsId);

    const stale = await requestAs(ctx.app, member.tokens.token, 'POST', '/v1/legaldocuments/accept', {
      documentIds: [oldTermsId],
    });
    expect(stale.statusCode).toBe(400);
  });

  it('needs a login to read what is missing or to accept', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/legaldocuments/latest' })).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/legaldocuments/accept',
      payload: { documentIds: [1] },
    });
    expect(res.statusCode).toBe(401);
  });
});
