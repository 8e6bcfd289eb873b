import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { registerSecurity, type ExtraSources } from './security';

/** A bare app behind the security layer, its extra origins read from `sources` and counted. */
async function appWith(sources: () => ExtraSources) {
  let changed = () => {};
  const reads = vi.fn(async () => sources());
  const app = Fastify();
  await registerSecurity(app, loadConfig({}), {
    read: reads,
    onChange: (listener) => void (changed = listener),
  });
  app.get('/read', () => ({ ok: true }));
  const connectSrc = async () =>
    String((await app.inject({ method: 'GET', url: '/read' })).headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('connect-src'));
  return { app, reads, connectSrc, changed: () => changed() };
}

afterEach(() => void vi.useRealTimers());

describe('security headers', () => {
  it('ask for the extra origins once for a run of requests, and again at once after a change', async () => {
    let connect = ['https://one.example'];
    const { app, reads, connectSrc, changed } = await appWith(() => ({ connect, script: [] }));
    expect(await connectSrc()).toContain('https://one.example');
    for (let i = 0; i < 5; i += 1) await connectSrc();
    expect(reads).toHaveBeenCalledTimes(1);

    connect = ['https://two.example'];
    changed();
    const after = await connectSrc();
    expect(after).toContain('https://two.example');
    expect(after).not.toContain('https://one.example');
    expect(reads).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('ask again once a second has passed, should a change from another node be lost', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let connect = ['https://one.example'];
    const { app, reads, connectSrc } = await appWith(() => ({ connect, script: [] }));
    await connectSrc();
    connect = ['https://two.example'];
    expect(await connectSrc()).toContain('https://one.example');
    vi.setSystemTime(Date.now() + 1001);
    expect(await connectSrc()).toContain('https://two.example');
    expect(reads).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('are on every answer, read from the cache or not', async () => {
    const { app } = await appWith(() => ({ connect: [], script: [] }));
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/read' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    await app.close();
  });
});
