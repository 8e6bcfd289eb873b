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

  it('names every bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
