import { FEATURE_FLAGS, RemoteConfigSchema } from '@crewcast/contracts/config';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { revalidate } from '../../test/revalidate';
import { createConfigRepository } from './config.repository';
import { remoteConfigSettings, themeVariables } from './config.schema';
import { createConfigService } from './config.service';

const ctx = useTestApp();

describe('GET /v1/remoteconfig', () => {
  it('returns every flag and setting', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
    expect(res.statusCode).toBe(200);
    const body = RemoteConfigSchema.parse(res.json());
    for (const flag of FEATURE_FLAGS) expect(typeof body[flag]).toBe('boolean');
    expect(body).toMatchObject({
      projectName: 'crewcast',
      forced_maintenance: false,
      device_management_limit: 5,
    });
    expect(body.store_url).toMatch(/^https:\/\//);
  });

  it('is cacheable and answers 304 to a matching If-None-Match', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const second = await ctx.app.inject({
      method: 'GET',
      url: '/v1/remoteconfig',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/v1/remoteconfig',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('changes its ETag when a setting changes', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
    await ctx.database.db
      .insert(remoteConfigSettings)
      .values({ key: 'forced_maintenance', value: true })
      .onConflictDoUpdate({
        target: remoteConfigSettings.key,
        set: { value: true },
      });
    const after = await revalidate(ctx.app, '/v1/remoteconfig', before);
    expect(after.statusCode).toBe(200);
    expect(after.json().forced_maintenance).toBe(true);
  });

  it('falls back to the default for a stored value that is not valid', async () => {
    await ctx.database.db
      .insert(remoteConfigSettings)
      .values({ key: 'device_management_limit', value: 'lots' })
      .onConflictDoUpdate({ target: remoteConfigSettings.key, set: { value: 'lots' } });
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
    expect(res.statusCode).toBe(200);
    expect(res.json().device_management_limit).toBe(5);
  });
});

describe('saving a setting (the operator’s set-config)', () => {
  const service = () =>
    createConfigService(createConfigRepository(ctx.database.db), { warn: () => undefined });

  it('stores a valid value, which the next read serves', async () => {
    await service().saveSetting('device_management_limit', 7);
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
    expect(res.json().device_management_limit).toBe(7);
    await service().saveSetting('device_management_limit', 5);
  });

  it('refuses an unknown key or a value of the wrong kind, keeping what was stored', async () => {
    await expect(service().saveSetting('no_such_flag', true)).rejects.toThrow(
      'There is no setting called no_such_flag.',
    );
    await expect(service().saveSetting('toString', true)).rejects.toThrow('There is no setting called');
    await expect(service().saveSetting('device_management_limit', 'lots')).rejects.toThrow(
      /^"lots" is not a valid device_management_limit/,
    );
    await expect(service().saveSetting('store_url', 'not a url')).rejects.toThrow(/not a valid store_url/);
    await expect(service().saveSetting('ios_app_url', 'javascript:alert(1)')).rejects.toThrow(
      /not a valid ios_app_url: must be empty or an http:\/\/ or https:\/\/ address/,
    );
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
    expect(res.json().device_management_limit).toBe(5);
  });
});

describe('GET /v1/remoteconfig/css', () => {
  it('serves the theme variables as CSS', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig/css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toContain(':root {');
    expect(res.body).toContain('--cc-accent: #2fd17a;');
    const again = await revalidate(ctx.app, '/v1/remoteconfig/css', res);
    expect(again.statusCode).toBe(304);
  });

  it('leaves out unknown variables and values that could break out of the rule', async () => {
    await ctx.database.db
      .insert(themeVariables)
      .values([
        { name: '--evil', value: 'red' },
        { name: '--cc-danger', value: 'red; } body { display: none' },
      ])
      .onConflictDoUpdate({ target: themeVariables.name, set: { value: 'red; } body { display: none' } });
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig/css' });
    expect(res.body).not.toContain('--evil');
    expect(res.body).not.toContain('display: none');
    expect(res.body).toContain('--cc-bg: #0b0b0f;');
  });
});
