import path from 'node:path';
import type { LocalisationModule } from '../localisation/localisation.module';
import { defineModule, type ModuleContext } from '../module';
import { createMailService, SEND_MAIL_JOB } from './mail.service';
import { createMailer } from './mailer';

/** The mail members are sent, in their language, through SMTP or the outbox folder. */
export function createMailModule(
  deps: Pick<ModuleContext, 'config' | 'jobs' | 'log'> & { localisation: LocalisationModule },
) {
  const { config, jobs, log, localisation } = deps;
  const service = createMailService({
    jobs,
    localisation: localisation.service,
    publicUrl: config.PUBLIC_URL,
    batchSize: config.MAIL_BATCH_SIZE,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      pool: { maxConnections: config.SMTP_MAX_CONNECTIONS, ratePerSecond: config.SMTP_RATE_PER_SECOND },
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
      log,
    }),
  });
  return defineModule({
    service,
    /** How mail leaves, when the mail job last delivered and how often it failed for good in the last day. */
    async deliveries() {
      return {
        transport: config.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
        ...(await jobs.history(SEND_MAIL_JOB)),
      };
    },
  });
}

export type MailModule = ReturnType<typeof createMailModule>;
