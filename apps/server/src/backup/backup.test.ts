import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card } from '../test/billing';
import { solveIntegrityChallenge } from '../test/members';
import {
  processesMentioning,
  testSites,
  waitReady,
  type RunningProcess,
  type ServerSite,
} from '../test/server-process';
import { createTestDatabase } from '../test/test-app';
import { writeTestClip } from '../test/uploads';

/** A real server on a seeded site is backed up while it serves, and the backup restored into another one. */
const fast = { ALTCHA_MAX_NUMBER: '200' };
const sites = testSites();
let workDir: string;

async function stop(running: RunningProcess): Promise<void> {
  running.child.kill('SIGTERM');
  expect(await running.exited).toEqual({ code: 0, signal: null });
}

/** Runs a built command to its end, as an operator would; resolves with its output or fails with it. */
async function operate(site: ServerSite, script: string, args: string[]): Promise<string> {
  const running = sites.start(site, process.execPath, [`apps/server/dist/${script}`, ...args]);
  const { code } = await running.exited;
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${code}: ${running.outputTail()}`);
  return running.output();
}

async function api(
  site: ServerSite,
  method: string,
  url: string,
  options: { token?: string; body?: object } = {},
) {
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'idempotency-key': randomUUID(),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
}

async function guarded(site: ServerSite, url: string, action: string, body: object) {
  const challenge = (await api(site, 'POST', '/v2/account/integrity', { body: { action } })).json();
  const res = await fetch(`${site.url}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integrity-token': await solveIntegrityChallenge(challenge),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

const device = () => ({
  deviceIdentifier: `device-${randomUUID()}`,
  platform: 'web',
  model: 'Linux Chromium',
});

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-backup-test-'));
}, 60_000);
afterAll(async () => {
  await sites.cleanUp();
  await fs.rm(workDir, { recursive: true, force: true });
});

/**
 * The embedded database is copied hot from its files; a DATABASE_URL one is dumped with pg_dump, which must be as
 * new as the server (Debian's, against the PostgreSQL of TEST_DATABASE_URL; the embedded test cluster is newer).
 * The suite on an external PostgreSQL backs up a DATABASE_URL site, the embedded suite an embedded one.
 */
const modes = process.env.TEST_DATABASE_URL
  ? [{ database: 'a DATABASE_URL database', env: async () => ({ DATABASE_URL: await createTestDatabase() }) }]
  : [{ database: 'the embedded database', env: async () => ({}) }];

describe.each(modes)('backup and restore of $database', ({ env }) => {
  it('restores a site, backed up while it served, with the same members, subscriptions and episodes', async () => {
    const original = await sites.create({ ...fast, ...(await env()) });
    const server = sites.start(original);
    await waitReady(original, server);

    const email = `kept-${randomUUID().slice(0, 8)}@crewcast.test`;
    const password = 'kept member password';
    const registered = await guarded(original, '/v2/account/register', 'register', {
      email,
      displayName: `kept_${randomUUID().slice(0, 6)}`,
      password,
      device: device(),
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    const token: string = registered.json.token;
    const paid = await api(original, 'POST', '/v1/checkout', {
      token,
      body: { planId: 'monthly', card: card() },
    });
    expect(paid.status, paid.text).toBe(200);

    // A real episode through the operator's import, beside the running server.
    const clip = path.join(workDir, 'clip.mp4');
    await writeTestClip(clip, { frameRate: 24 });
    await operate(original, 'cli.js', [
      'import-media',
      clip,
      '--show',
      'kept-show',
      '--season',
      '1',
      '--title',
      'Kept',
    ]);
    const show = await api(original, 'GET', '/channels/v14/slug/kept-show');
    expect(show.status, show.text).toBe(200);
    const seasonUrl = `/channels/v14/season/${show.json().seasons[0].id}`;
    const season = await api(original, 'GET', seasonUrl);
    expect(season.json().media).toHaveLength(1);
    const subscription = await api(original, 'GET', '/v1/subscription', { token });

    // Writes keep arriving while the backup runs.
    const episodeId: number = season.json().media[0].id;
    let writing = true;
    const writes = (async () => {
      let saved = 0;
      while (writing) {
        const res = await api(original, 'PUT', `/v1/progress/${episodeId}`, {
          token,
          body: { currentTime: saved, totalTime: 2 },
        });
        if (res.status !== 200) throw new Error(`progress not saved: ${res.text}`);
        saved += 1;
      }
      return saved;
    })();
    const backupDir = path.join(workDir, `backup-${randomUUID()}`);
    await operate(original, 'backup-cli.js', ['backup', '--to', backupDir]);
    writing = false;
    expect(await writes).toBeGreaterThan(0);
    expect((await api(original, 'GET', '/readyz')).status).toBe(200);
    await stop(server);

    // The restored site answers at the same public address, as a site moved to a new machine does.
    const copy = await sites.create({ ...fast, ...(await env()), PUBLIC_URL: original.url });
    await operate(copy, 'backup-cli.js', ['restore', backupDir]);
    // Restoring over data is refused.
    await expect(operate(copy, 'backup-cli.js', ['restore', backupDir])).rejects.toThrow(/not empty/);
    const restored = sites.start(copy);
    await waitReady(copy, restored);

    // The same member signs in with the same password; a token from before still works (secrets came along).
    const login = await guarded(copy, '/v2/account/login', 'login', { email, password, device: device() });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    expect((await api(copy, 'GET', '/v2/device', { token })).status).toBe(200);
    expect((await api(copy, 'GET', '/v1/subscription', { token })).json()).toEqual(subscription.json());
    const restoredShow = await api(copy, 'GET', '/channels/v14/slug/kept-show');
    expect(restoredShow.json()).toEqual(show.json());

    expect((await api(copy, 'GET', seasonUrl)).json()).toEqual(season.json());
    const playback = await api(copy, 'POST', `/v1/playback/${episodeId}`, { token: login.json.token });
    expect(playback.status, playback.text).toBe(200);
    const master = await fetch(new URL(playback.json().sources[0].url, copy.url));
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('#EXTM3U');

    await stop(restored);
    expect(await processesMentioning(copy.dataDir)).toEqual([]);
  }, 300_000);
});
