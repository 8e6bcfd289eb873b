import type { Executor } from '../../db/client';
import type { AccessTokens } from '../../http/access-tokens';
import type { DevicesModule } from '../devices/devices.module';
import type { IntegrityModule } from '../integrity/integrity.module';
import type { MailModule } from '../mail/mail.module';
import { defineModule, type ModuleContext } from '../module';
import type { TwoFactorModule } from '../two-factor/two-factor.module';
import type { UsersModule } from '../users/users.module';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createSignInProviders } from './sign-in-providers';

export { familyOpen } from './account.repository';

/** Registration, sign-in (password, Google, Apple) and sessions; `service` answers whether a session is open. */
export function createAccountModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'jobs' | 'events' | 'publicUrl' | 'metrics'> & {
    tokens: AccessTokens;
    users: UsersModule;
    devices: DevicesModule;
    mail: MailModule;
    integrity: IntegrityModule;
    /** The two-factor module, built after this one. */
    twoFactor: () => TwoFactorModule;
  },
) {
  const { config, db, jobs, publicUrl } = deps;
  const integrity = deps.integrity.service;
  const twoFactor = () => deps.twoFactor().service;
  const providers = createSignInProviders({
    google: {
      clientId: config.GOOGLE_CLIENT_ID,
      jwksUrl: config.GOOGLE_JWKS_URL,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    },
    apple: {
      clientId: config.APPLE_CLIENT_ID,
      jwksUrl: config.APPLE_JWKS_URL,
      issuers: ['https://appleid.apple.com'],
    },
  });
  const service = createAccountService({
    db,
    tokens: deps.tokens,
    users: deps.users.service,
    devices: deps.devices.service,
    mail: deps.mail.service,
    providers,
    policy: {
      refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      maxFailedLogins: config.MAX_FAILED_LOGINS,
      lockMinutes: config.LOGIN_LOCK_MINUTES,
      registrationsPerHour: config.REGISTRATIONS_PER_HOUR,
      codeTtlMinutes: config.CODE_TTL_MINUTES,
      verificationTtlHours: 48,
    },
    events: deps.events,
    secondStep: (userId) => twoFactor().startLogin(userId),
    removeSecondFactors: (userId: string, tx: Executor) => twoFactor().removeAll(userId, tx),
    metrics: deps.metrics,
  });
  jobs.define({
    name: 'purge-stale-login-attempts',
    cron: '23 * * * *',
    handler: () => service.purgeStaleLoginAttempts(),
  });
  return defineModule({
    service,
    routes: async (app, { authenticate, rateLimit }) => {
      await app.register(accountRoutes, {
        publicUrl,
        service,
        integrity,
        providers,
        authenticate,
        rateLimit,
      });
    },
  });
}

export type AccountModule = ReturnType<typeof createAccountModule>;
