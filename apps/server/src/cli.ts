// Operator commands. `create-staff --email E --name N` makes a staff (Official) account; the password comes
// from STAFF_PASSWORD or is asked for. With the embedded database, stop the server first.
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { AccountType } from '@crewcast/contracts/account';
import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { prepareDatabase } from './db/startup';
import { AppError } from './http/errors';
import { createVerifiedAccount } from './modules/account/create-account';

async function askPassword(): Promise<string> {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  const password = await prompt.question('Password for the staff account: ');
  prompt.close();
  return password;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' } },
});
if (positionals[0] !== 'create-staff' || !values.email || !values.name) {
  console.error('Usage: npm run staff:create -- --email staff@example.com --name "Staff Name"');
  process.exit(2);
}

const config = loadConfig();
const embedded = config.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'), () => undefined);
const database = connectDatabase(config.DATABASE_URL || (embedded?.urlFor('postgres') as string), 2);
try {
  await prepareDatabase(database, { migrationsFolder: config.MIGRATIONS_DIR, demo: config.DEMO });
  const password = process.env.STAFF_PASSWORD ?? (await askPassword());
  const userId = await createVerifiedAccount(database.db, {
    email: values.email,
    displayName: values.name,
    password,
    accountType: AccountType.Official,
  });
  console.log(`Staff account ${values.email} created (${userId}).`);
  await database.close();
  await embedded?.stop();
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  await database.close();
  await embedded?.stop();
  // The embedded database's exit hook would otherwise end the process with status 0.
  process.exit(1);
}
