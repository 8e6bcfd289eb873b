import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { prepareDatabase } from '../db/startup';
import { createConfigRepository } from '../modules/config/config.repository';
import { createFaqRepository } from '../modules/faq/faq.repository';
import { createLocalisationRepository } from '../modules/localisation/localisation.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { demoAccounts } from './demo';
import { createTestDatabase, testConfig } from '../test/test-app';

const { MIGRATIONS_DIR } = testConfig();
let database: DatabaseConnection | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('prepareDatabase', () => {
  it('seeds the demo network once, into an empty database', async () => {
    database = connectDatabase(await createTestDatabase(), 2);
    expect(await prepareDatabase(database, { migrationsFolder: MIGRATIONS_DIR, demo: true })).toEqual({
      demoSeeded: true,
    });
    const faqCount = await createFaqRepository(database.db).countItems();
    expect(faqCount).toBeGreaterThan(0);
    const users = createUsersRepository(database.db);
    for (const account of demoAccounts) {
      expect(await users.findByEmail(account.email)).toMatchObject({
        accountType: account.accountType,
        verified: true,
      });
    }
    expect(demoAccounts.map((account) => account.accountType)).toEqual(expect.arrayContaining([2, 3]));
    expect(await prepareDatabase(database, { migrationsFolder: MIGRATIONS_DIR, demo: true })).toEqual({
      demoSeeded: false,
    });
    expect(await createFaqRepository(database.db).countItems()).toBe(faqCount);
  });

  it('with demo off, seeds only what every network needs', async () => {
    database = connectDatabase(await createTestDatabase(), 2);
    await prepareDatabase(database, { migrationsFolder: MIGRATIONS_DIR, demo: false });
    expect(await createFaqRepository(database.db).countItems()).toBe(0);
    expect(await createUsersRepository(database.db).findByEmail('member@crewcast.test')).toBeUndefined();
    const languageIds = (await createLocalisationRepository(database.db).listLanguages()).map((l) => l.id);
    expect(languageIds).toEqual([1, 4]);
    const settings = await createConfigRepository(database.db).listSettings();
    expect(settings.find((row) => row.key === 'store_url')?.value).toBe('');
  });

  it('keeps what an operator changed when it runs again', async () => {
    database = connectDatabase(await createTestDatabase(), 2);
    await prepareDatabase(database, { migrationsFolder: MIGRATIONS_DIR, demo: true });
    await createConfigRepository(database.db).saveSettings(
      { store_url: 'https://shop.example/' },
      { overwrite: true },
    );
    await prepareDatabase(database, { migrationsFolder: MIGRATIONS_DIR, demo: true });
    const settings = await createConfigRepository(database.db).listSettings();
    expect(settings.find((row) => row.key === 'store_url')?.value).toBe('https://shop.example/');
  });

  it('lets nodes that start together migrate and seed one at a time', async () => {
    const url = await createTestDatabase();
    const nodes = [connectDatabase(url, 2), connectDatabase(url, 2)];
    const results = await Promise.all(
      nodes.map((node) => prepareDatabase(node, { migrationsFolder: MIGRATIONS_DIR, demo: true })),
    );
    expect(results.filter((result) => result.demoSeeded)).toHaveLength(1);
    await Promise.all(nodes.map((node) => node.close()));
  });
});
