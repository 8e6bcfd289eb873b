import { describe, expect, it } from 'vitest';
import { auditEntries, consoleSuite } from '../../test/console';
import { revalidate } from '../../test/revalidate';

// A long cache time: the console's changes must show at once all the same.
const suite = consoleSuite({ CONTENT_CACHE_TTL_MS: '60000' });
const { as } = suite;

const auditOf = (targetType: string, targetId: string) =>
  auditEntries(suite.ctx.app, suite.official, { targetType, targetId });

describe('site settings in the console', () => {
  it('lists every setting with its default, for Official accounts only', async () => {
    const res = await as('official', 'GET', '/v1/admin/site/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().values).toMatchObject({ browse_enabled: true, device_management_limit: 5 });
    expect(res.json().defaults).toMatchObject({ forced_maintenance: false });
    expect((await as('creator', 'GET', '/v1/admin/site/settings')).statusCode).toBe(403);
    expect(
      (await as('creator', 'PUT', '/v1/admin/site/settings/browse_enabled', { value: false })).statusCode,
    ).toBe(403);
  });

  it('flips a flag, which the public remote config serves at once, and records before and after', async () => {
    const cached = await suite.ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
    expect(cached.json().browse_enabled).toBe(true);
    const res = await as('official', 'PUT', '/v1/admin/site/settings/browse_enabled', { value: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values.browse_enabled).toBe(false);
    const served = await revalidate(suite.ctx.app, '/v1/remoteconfig', cached);
    expect(served.statusCode).toBe(200);
    expect(served.json().browse_enabled).toBe(false);
    const [entry] = await auditOf('setting', 'browse_enabled');
    expect(entry).toMatchObject({
      action: 'site.setting',
      actor: { userId: suite.official.tokens.userId },
      before: true,
      after: false,
    });
    await as('official', 'PUT', '/v1/admin/site/settings/browse_enabled', { value: true });
  });

  it('lets pages run the Cast sender script only while Chromecast is on, from the moment it is turned on', async () => {
    const scriptSrc = async () => {
      const res = await suite.ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
      return /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    };
    expect(await scriptSrc()).toBe("'self'");
    const on = await as('official', 'PUT', '/v1/admin/site/settings/chromecast_enabled', { value: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await scriptSrc()).toBe("'self' https://www.gstatic.com");
    await as('official', 'PUT', '/v1/admin/site/settings/chromecast_enabled', { value: false });
    expect(await scriptSrc()).toBe("'self'");
  });

  it('checks a value as the operator command does, naming the field', async () => {
    const wrongKind = await as('official', 'PUT', '/v1/admin/site/settings/device_management_limit', {
      value: 'lots',
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toMatch(/not a valid device_management_limit/);
    expect(wrongKind.json().fields.value).toHaveLength(1);
    const badUrl = await as('official', 'PUT', '/v1/admin/site/settings/store_url', { value: 'not a url' });
    expect(badUrl.statusCode).toBe(400);
    for (const value of ['javascript:alert(document.cookie)', 'data:text/html,<script>1</script>']) {
      const script = await as('official', 'PUT', '/v1/admin/site/settings/store_url', { value });
      expect(script.statusCode).toBe(400);
      expect(script.json()).toMatchObject({
        error: 'BAD_REQUEST',
        message: expect.stringContaining('must be empty or an http:// or https:// address'),
      });
    }
    const link = await as('official', 'PUT', '/v1/admin/site/settings/store_url', {
      value: 'https://shop.example',
    });
    expect(link.json().values.store_url).toBe('https://shop.example');
    const unknown = await as('official', 'PUT', '/v1/admin/site/settings/no_such_flag', { value: true });
    expect(unknown.statusCode).toBe(404);
    const limit = await as('official', 'PUT', '/v1/admin/site/settings/device_management_limit', {
      value: 7,
    });
    expect(limit.json().values.device_management_limit).toBe(7);
    expect(await auditOf('setting', 'device_management_limit')).toHaveLength(1);
  });

  it('turns maintenance on and off', async () => {
    await as('official', 'PUT', '/v1/admin/site/settings/forced_maintenance', { value: true });
    expect(
      (await suite.ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' })).json().forced_maintenance,
    ).toBe(true);
    await as('official', 'PUT', '/v1/admin/site/settings/forced_maintenance', { value: false });
    expect(
      (await suite.ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' })).json().forced_maintenance,
    ).toBe(false);
    const entries = await auditOf('setting', 'forced_maintenance');
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [true, false],
      [false, true],
    ]);
  });
});

describe('the theme in the console', () => {
  it('saves the theme, serves it as CSS at once, and records only what changed', async () => {
    const before = await as('official', 'GET', '/v1/admin/site/theme');
    expect(before.statusCode).toBe(200);
    const { values, defaults } = before.json();
    expect(values['--cc-accent']).toBe('#2fd17a');
    expect(defaults['--cc-accent']).toBe('#2fd17a');
    await suite.ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig/css' });
    const saved = await as('official', 'PUT', '/v1/admin/site/theme', {
      values: { ...values, '--cc-accent': '#3366ff', '--cc-radius': '4px' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values['--cc-accent']).toBe('#3366ff');
    const css = await suite.ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig/css' });
    expect(css.body).toContain('--cc-accent: #3366ff;');
    expect(css.body).toContain('--cc-radius: 4px;');
    const [entry] = await auditOf('theme', 'theme');
    expect(entry).toMatchObject({
      action: 'site.theme',
      before: { '--cc-accent': '#2fd17a', '--cc-radius': '10px' },
      after: { '--cc-accent': '#3366ff', '--cc-radius': '4px' },
    });
    const reset = await as('official', 'PUT', '/v1/admin/site/theme', { values: defaults });
    expect(reset.json().values).toEqual(defaults);
  });

  it('refuses a value that is not a colour or length, naming the variable', async () => {
    const { values } = (await as('official', 'GET', '/v1/admin/site/theme')).json();
    const res = await as('official', 'PUT', '/v1/admin/site/theme', {
      values: { ...values, '--cc-bg': 'red; } body { display: none', '--cc-radius': 'huge' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['values.--cc-bg', 'values.--cc-radius']),
    );
    const unknown = await as('official', 'PUT', '/v1/admin/site/theme', {
      values: { ...values, '--evil': '#000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await as('creator', 'PUT', '/v1/admin/site/theme', { values })).statusCode).toBe(403);
  });
});
