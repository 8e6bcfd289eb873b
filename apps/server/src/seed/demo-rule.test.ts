import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { prepareDatabase } from '../db/startup';
import { setAccountPassword } from '../modules/account/create-account';
import { device, solveIntegrityChallenge } from '../test/members';
import { testSites, waitReady, type ServerSite } from '../test/server-process';
import { createTestDatabase, testConfig } from '../test/test-app';
import { DEMO_PASSWORD } from './demo';
import { enforceDemoRule } from './demo-rule';

const DEMO_STAFF = 'staff@crewcast.test';

describe('the demo rule on a database with the demo accounts', () => {
  let database: DatabaseConnection;
  const warnings: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });

  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), 2);
    await prepareDatabase(database, { migrationsFolder: testConfig().MIGRATIONS_DIR, demo: true });
  });
  afterAll(() => database.close());
  afterEach(() => void warnings.splice(0));

  it('lets a local start serve them', async () => {
    await expect(enforceDemoRule(testConfig(), database.db, log)).resolves.toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('serves them on a production start only when DEMO=true is said, warning every time', async () => {
    const config = testConfig({ NODE_ENV: 'production', DEMO: 'true' });
    await enforceDemoRule(config, database.db, log);
    await enforceDemoRule(config, database.db, log);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('DEMO=true on a production start');
  });

  it('refuses a production start while one opens with the demo password, and says how to fix it', async () => {
    const config = testConfig({ NODE_ENV: 'production' });
    await expect(enforceDemoRule(config, database.db, log)).rejects.toThrow(
      /Refusing to serve: .*staff@crewcast\.test[\s\S]*npm run account:password -- --email staff@crewcast\.test/,
    );
  });

  it('serves once every demo account has a password of its own', async () => {
    const config = testConfig({ NODE_ENV: 'production' });
    for (const email of [
      'member@crewcast.test',
      'subscriber@crewcast.test',
      'creator@crewcast.test',
      DEMO_STAFF,
    ])
      await setAccountPassword(database.db, email, `own password of ${email}`);
    await expect(enforceDemoRule(config, database.db, log)).resolves.toBeUndefined();
  });
});

describe('a production start on a fresh data directory', () => {
  let site: ServerSite;
  const sites = testSites();

  beforeAll(async () => {
    site = await sites.create({ ALTCHA_MAX_NUMBER: '200', STAFF_PASSWORD: 'first staff password' });
    // As the README's production command and systemd unit give it: NODE_ENV=production and no DEMO.
    delete site.env.DEMO;
  });
  afterAll(() => sites.cleanUp());

  async function login(email: string, password: string): Promise<number> {
    const challenge = await fetch(`${site.url}/v2/account/integrity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'login' }),
    }).then((res) => res.json());
    const res = await fetch(`${site.url}/v2/account/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-integrity-token': await solveIntegrityChallenge(challenge),
      },
      body: JSON.stringify({ email, password, device: device() }),
    });
    return res.status;
  }

  it('has the staff account the command line made, and no demo account', async () => {
    // The first staff account is made before the first start, as the README says.
    const cli = sites.start(site, process.execPath, [
      'apps/server/dist/cli.js',
      'create-staff',
      '--email',
      'owner@crewcast.example',
      '--name',
      'Site Owner',
    ]);
    expect((await cli.exited).code, cli.outputTail()).toBe(0);

    const server = sites.start(site);
    await waitReady(site, server);
    expect(await login('owner@crewcast.example', 'first staff password')).toBe(200);
    expect(await login(DEMO_STAFF, DEMO_PASSWORD)).toBe(401);
    // A command line run and a server start from scratch (migrations, the first start's seed): minutes on a busy
    // machine, seconds on a quiet one.
  }, 180_000);
});
