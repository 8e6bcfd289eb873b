import { resolveSecret } from '../../secrets';
import type { BillingModule } from '../billing/billing.module';
import type { ConfigModule } from '../config/config.module';
import { defineModule, type ModuleContext } from '../module';
import { patreonRoutes } from './patreon.routes';
import { createPatreonService, patreonSettings } from './patreon.service';

/**
 * Linking a Patreon account; `hasSubscription` is what every paywall asks: a live subscription, or an active
 * Patreon pledge at a counted tier (when Patreon is on).
 */
export async function createPatreonModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'log' | 'clock'> & {
    siteConfig: ConfigModule;
    billing: BillingModule;
  },
) {
  const { config, db, log, clock } = deps;
  const billing = deps.billing.service;
  const service = createPatreonService({
    db,
    settings: patreonSettings(config),
    secret: await resolveSecret(config.PATREON_SECRET, config.DATA_DIR, 'patreon-secret'),
    remoteConfig: deps.siteConfig.service,
    log,
    clock,
  });
  return defineModule({
    service,
    hasSubscription: async (userId: string) =>
      (await billing.hasSubscription(userId)) || (await service.hasActivePledge(userId)),
    routes: async (app, { authenticate, rateLimit }) =>
      void (await app.register(patreonRoutes, { service, authenticate, rateLimit })),
  });
}

export type PatreonModule = Awaited<ReturnType<typeof createPatreonModule>>;
