import type { AccountModule } from '../account/account.module';
import type { ConfigModule } from '../config/config.module';
import { defineModule, type ModuleContext } from '../module';
import type { UsersModule } from '../users/users.module';
import { createRelyingParty } from './relying-party';
import { twoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService } from './two-factor.service';

/** Second factors (authenticator codes, passkeys, recovery codes), the login's second step and the console's check. */
export function createTwoFactorModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'jobs' | 'clock' | 'publicUrl'> & {
    users: UsersModule;
    siteConfig: ConfigModule;
    account: AccountModule;
  },
) {
  const { config, db, jobs, clock } = deps;
  const users = deps.users.service;
  const remoteConfig = deps.siteConfig.service;
  const service = createTwoFactorService({
    db,
    relyingParty: createRelyingParty(deps.publicUrl, config.TWO_FACTOR_ISSUER),
    findUser: (userId) => users.findOrFail(userId),
    remoteConfig: () => remoteConfig.getRemoteConfig(),
    account: deps.account.service,
    policy: {
      challengeTtlMinutes: config.TWO_FACTOR_CHALLENGE_MINUTES,
      maxAttempts: config.TWO_FACTOR_MAX_ATTEMPTS,
      issuer: config.TWO_FACTOR_ISSUER,
    },
    clock,
  });
  jobs.define({
    name: 'purge-expired-second-steps',
    cron: '47 * * * *',
    handler: () => service.purgeExpired(),
  });
  return defineModule({
    service,
    routes: async (app, { authenticate, guards, rateLimit }) =>
      void (await app.register(twoFactorRoutes, { service, authenticate, guards, rateLimit })),
  });
}

export type TwoFactorModule = ReturnType<typeof createTwoFactorModule>;
