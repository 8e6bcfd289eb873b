import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { registerMember, requestAs } from '../test/members';

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });

const device = { deviceIdentifier: 'device-storable', platform: 'web', model: 'Linux Chromium' };

describe('text PostgreSQL cannot store', () => {
  it('answers 400 naming the path parameter that holds a NUL byte', async () => {
    const cases: Array<[url: string, field: string]> = [
      ['/channels/v14/slug/%00', 'slug'],
      ['/channels/v14/special/%00', 'name'],
      ['/channels/v14/promo/%00', 'name'],
      ['/channels/v14/slug/show%00-one', 'slug'],
    ];
    for (const [url, field] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        error: 'VALIDATION',
        message: expect.stringContaining(field),
        fields: { [field]: ['must not contain a NUL character'] },
      });
    }
  });

  it('answers 400 naming the query parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/channels/v14/latest?offset=0&limit=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', fields: { limit: [expect.any(String)] } });
  });

  it('answers 400 naming the field of a JSON body, however deep', async () => {
    const top = await ctx.app.inject({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: 'a\u0000@crewcast.test', password: 'x', device },
    });
    expect(top.statusCode).toBe(400);
    expect(top.json()).toMatchObject({ error: 'VALIDATION', fields: { email: [expect.any(String)] } });

    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: 'a@crewcast.test', password: 'x', device: { ...device, model: 'Chro\u0000mium' } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().fields).toEqual({ 'device.model': ['must not contain a NUL character'] });

    const inArray = await ctx.app.inject({
      method: 'POST',
      url: '/v2/account/login',
      payload: {
        email: 'a@crewcast.test',
        password: 'x',
        device,
        extra: [{ note: 'ok' }, { note: '\u0000' }],
      },
    });
    expect(inArray.statusCode).toBe(400);
    expect(inArray.json().fields).toEqual({ 'extra.1.note': ['must not contain a NUL character'] });

    const key = await ctx.app.inject({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: 'a@crewcast.test', password: 'x', device, ['bad\u0000key']: 1 },
    });
    expect(key.statusCode).toBe(400);
    expect(Object.keys(key.json().fields)).toEqual(['bad\u0000key']);
  });

  it('answers 400 for a lone surrogate, and lets a paired one (an emoji) through', async () => {
    const lone = await ctx.app.inject({
      method: 'POST',
      url: '/v2/account/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@crewcast.test","password":"\\ud800x","device":${JSON.stringify(device)}}`,
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({
      error: 'VALIDATION',
      fields: { password: ['must not contain an unpaired surrogate character'] },
    });

    const emoji = await ctx.app.inject({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: 'a@crewcast.test', password: 'pass 🎬 word', device },
    });
    // Past the guard: the bot check (no token sent) is what answers.
    expect(emoji.statusCode).toBe(403);
    expect(emoji.json().error).toBe('INTEGRITY');
  });

  it('guards a logged-in member’s writes the same way, and the server keeps serving', async () => {
    const member = await registerMember(ctx.app);
    const res = await requestAs(ctx.app, member.tokens.token, 'PUT', '/v1/displayName', {
      displayName: 'name\u0000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('displayName');
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });
});
