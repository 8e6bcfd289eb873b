import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isAlive,
  postmasterPid,
  processesMentioning,
  testSites,
  waitFor,
  waitReady,
  type ServerSite,
} from '../test/server-process';

/** The built server (the test run builds it first) as a child process on a throw-away data directory, killed and stopped the hard ways. */
let site: ServerSite | undefined;
const sites = testSites();
const start = (command?: string, args?: string[]) => sites.start(site!, command, args);

afterEach(async () => {
  await sites.cleanUp();
  site = undefined;
});

describe('the embedded database after faults', () => {
  it('is taken over after its server is killed, and stopped with the next server', async () => {
    site = await sites.create();
    const first = start();
    await waitReady(site, first);
    const orphan = await postmasterPid(site);
    expect(orphan).toBeDefined();

    first.child.kill('SIGKILL');
    await first.exited;
    // The cluster outlives a server killed outright: this is the orphan the next server must own.
    expect(isAlive(orphan!)).toBe(true);

    const second = start();
    await waitReady(site, second);
    const owner = JSON.parse(await fs.readFile(path.join(site.dataDir, 'postgres', 'owner.json'), 'utf8'));
    expect(owner.pid).toBe(second.child.pid);
    expect(second.output()).not.toMatch(/"level":(50|60)/);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(await waitFor(() => !isAlive(orphan!), 10_000)).toBe(true);
    expect(await processesMentioning(site.dataDir)).toEqual([]);

    // And the data directory starts cleanly once more.
    const third = start();
    await waitReady(site, third);
    third.child.kill('SIGTERM');
    expect(await third.exited).toEqual({ code: 0, signal: null });
    expect(await processesMentioning(site.dataDir)).toEqual([]);
  }, 300_000);

  it('stops everything when the process a supervisor started (npm start) gets SIGTERM', async () => {
    site = await sites.create();
    const supervised = start('npm', ['start', '--silent']);
    await waitReady(site, supervised);
    const serverPids = await processesMentioning(site.dataDir);
    expect(serverPids.length).toBeGreaterThan(0);

    supervised.child.kill('SIGTERM');
    await supervised.exited;
    const stopped = await waitFor(
      async () => (await processesMentioning(site!.dataDir)).length === 0,
      20_000,
    );
    expect(
      stopped,
      `still running: ${await processesMentioning(site.dataDir)}\n${supervised.outputTail()}`,
    ).toBe(true);
    const answer = await fetch(`${site.url}/readyz`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect(answer).toBe('refused');
  }, 300_000);
});
