import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { demoAccountsWithDemoPassword } from './demo';

/**
 * What a start does about the demo accounts, whose password the README publishes. A local start may have them;
 * a production start has them only when DEMO=true is said, with a warning at every start; otherwise a production
 * start that finds one still opening with the demo password refuses to serve.
 */
export async function enforceDemoRule(config: Config, db: Executor, log: Logger): Promise<void> {
  if (!config.PRODUCTION_START) return;
  if (config.DEMO) {
    log.warn(
      'DEMO=true on a production start: the demo accounts open with the password the README publishes. ' +
        'Remove DEMO=true before real members arrive.',
    );
    return;
  }
  const open = await demoAccountsWithDemoPassword(db);
  if (open.length === 0) return;
  const commands = open.map((email) => `  npm run account:password -- --email ${email}`).join('\n');
  throw new Error(
    `Refusing to serve: ${open.join(', ')} still open with the published demo password on a production start.\n` +
      `Give each a password of its own (their sessions end):\n${commands}\n` +
      'then start again. (DEMO=true serves them anyway, for a demo site only.)',
  );
}
