import { resolveSecret } from '../../secrets';
import { defineModule, type ModuleContext } from '../module';
import { createIntegrityService } from './integrity.service';

/** The proof-of-work (ALTCHA) and Turnstile checks forms ask for. */
export async function createIntegrityModule({
  config,
  db,
  jobs,
}: Pick<ModuleContext, 'config' | 'db' | 'jobs'>) {
  const service = createIntegrityService(db, {
    hmacKey: await resolveSecret(config.ALTCHA_HMAC_KEY, config.DATA_DIR, 'altcha-hmac-key'),
    maxNumber: config.ALTCHA_MAX_NUMBER,
    turnstile: config.TURNSTILE_SECRET
      ? {
          siteKey: config.TURNSTILE_SITE_KEY,
          secret: config.TURNSTILE_SECRET,
          verifyUrl: config.TURNSTILE_VERIFY_URL,
        }
      : undefined,
  });
  jobs.define({
    name: 'purge-spent-integrity-tokens',
    cron: '43 * * * *',
    handler: () => service.purgeExpired(),
  });
  return defineModule({ service });
}

export type IntegrityModule = Awaited<ReturnType<typeof createIntegrityModule>>;
