// Backups.
//   backup [--to DIR]   the database and the media storage, beside a running server, into a new folder
//   restore DIR         a backup into an empty data directory (stop the server first)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, restoreBackup } from './backup/backup';
import { loadConfig } from './config';

const usage = `Usage:
  npm run backup [-- --to ./backups/crewcast-YYYY-MM-DD]
  npm run restore -- ./backups/crewcast-YYYY-MM-DD      into an empty DATA_DIR`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' } },
});

const log = (line: string) => console.log(line);
const config = loadConfig();
const [command, source] = positionals;
try {
  if (command === 'backup') {
    const stamp = new Date()
      .toISOString()
      .replace(/[:.]/g, '-')
      .replace(/-\d{3}Z$/, 'Z');
    const destination = path.resolve(values.to ?? path.join('backups', `crewcast-${stamp}`));
    const manifest = await createBackup({ config, destination, log });
    console.log(
      `Backup of PostgreSQL ${manifest.postgresVersion} and ${manifest.media} media written to ${destination}`,
    );
  } else if (command === 'restore' && source) {
    await restoreBackup({ config, source: path.resolve(source), log });
    console.log(`Restored into ${config.DATA_DIR}; start the server with npm start.`);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
// The embedded database's exit hook would otherwise replace the exit status.
process.exit(process.exitCode ?? 0);
