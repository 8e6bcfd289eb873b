import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('works with no settings at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('');
    expect(config.DEMO).toBe(true);
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('reads DEMO=false and lists', () => {
    const config = loadConfig({ DEMO: 'false', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.DEMO).toBe(false);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('seeds the demo network on a local start only, unless DEMO is said', () => {
    expect(loadConfig({}).PRODUCTION_START).toBe(false);
    for (const production of [
      { NODE_ENV: 'production' },
      { DATABASE_URL: 'postgres://crewcast@db.internal/crewcast' },
      { PUBLIC_URL: 'https://crewcast.example' },
    ]) {
      expect(loadConfig(production)).toMatchObject({ DEMO: false, PRODUCTION_START: true });
      expect(loadConfig({ ...production, DEMO: 'true' })).toMatchObject({
        DEMO: true,
        PRODUCTION_START: true,
      });
    }
    for (const local of ['http://127.0.0.1:3000', 'http://[::1]:8080', 'http://crewcast.localhost']) {
      expect(loadConfig({ PUBLIC_URL: local })).toMatchObject({ DEMO: true, PRODUCTION_START: false });
    }
  });

  it('refuses a secret of our own shorter than 32 characters, and takes an empty one as "generate"', () => {
    for (const name of ['JWT_SECRET', 'ALTCHA_HMAC_KEY', 'PATREON_SECRET', 'MEDIA_URL_SECRET']) {
      expect(() => loadConfig({ [name]: 'x'.repeat(31) })).toThrow(
        new RegExp(`${name}: must be at least 32`),
      );
      expect(loadConfig({ [name]: 'x'.repeat(32) })[name as 'JWT_SECRET']).toBe('x'.repeat(32));
      expect(loadConfig({ [name]: '' })[name as 'JWT_SECRET']).toBe('');
    }
  });

  it('names every bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it("needs the site's own Patreon campaign once Patreon has a client, so no other creator's patrons count", () => {
    expect(() => loadConfig({ PATREON_CLIENT_ID: 'client' })).toThrow(
      'PATREON_CAMPAIGN_ID: required when PATREON_CLIENT_ID is set',
    );
    expect(loadConfig({ PATREON_CLIENT_ID: 'client', PATREON_CAMPAIGN_ID: '1234' }).PATREON_CAMPAIGN_ID).toBe(
      '1234',
    );
  });

  it('refuses a mail batch that would outlast its expiry at the rate limit', () => {
    expect(() => loadConfig({ SMTP_RATE_PER_SECOND: '1', MAIL_BATCH_SIZE: '25' })).toThrow(
      'MAIL_BATCH_SIZE: at most 20 (20 s of SMTP_RATE_PER_SECOND)',
    );
    expect(loadConfig({ SMTP_RATE_PER_SECOND: '2', MAIL_BATCH_SIZE: '25' }).MAIL_BATCH_SIZE).toBe(25);
    expect(loadConfig({}).MAIL_BATCH_SIZE).toBe(25);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7, ::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      'loopback',
    ]);
  });

  it('refuses true, which would believe the client, and says what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe the X-Forwarded-For a client writes; give the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40,proxy.example' })).toThrow(
      /not a hop count or proxy address: 10\.0\.0\.0\/40, proxy\.example/,
    );
  });
});
