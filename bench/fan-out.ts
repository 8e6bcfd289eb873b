// `npm run bench:fan-out`: the notification fan-out of `npm run bench` alone, on the large network of
// `npm run bench:seed` (the built server: npm run build).
import fs from 'node:fs';
import { largeDataDir, startCrewcast } from './harness';
import { measureFanOut, printFanOutTable } from './notifications';

if (!fs.existsSync(largeDataDir())) {
  console.error('Seed the large network first: npm run bench:seed');
  process.exit(1);
}
const large = await startCrewcast({ DEMO: 'false', REGISTRATIONS_PER_HOUR: '1000' }, largeDataDir());
try {
  printFanOutTable(await measureFanOut(large));
} finally {
  await large.stop();
}
