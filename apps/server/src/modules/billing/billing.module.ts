import type { ConfigModule } from '../config/config.module';
import type { AuditModule } from '../audit/audit.module';
import type { BadgesModule } from '../badges/badges.module';
import type { CouponsModule } from '../coupons/coupons.module';
import type { GiftsModule } from '../gifts/gifts.module';
import type { MailModule } from '../mail/mail.module';
import { defineModule, type ModuleContext } from '../module';
import type { PointsModule } from '../points/points.module';
import type { UsersModule } from '../users/users.module';
import { billingAdminRoutes } from './billing.admin.routes';
import { createBillingAdminService } from './billing.admin.service';
import { billingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';
import { createPaymentProvider } from './create-payment-provider';
import { createStripeEvents } from './stripe-events';
import { createStripeReconciler } from './stripe-reconcile';
import { stripeClientOf } from './stripe-provider';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

export { addMonths } from './lifecycle';
export { storedKeyPart } from './idempotency';

export const RECONCILE_JOB = 'reconcile-stripe-subscriptions';

/**
 * Subscriptions and their renewals through the configured payment provider (and Stripe's webhook when it is
 * Stripe); `admin` is the console's view of plans and payments.
 */
export function createBillingModule(
  deps: ModuleContext & {
    siteConfig: ConfigModule;
    points: PointsModule;
    badges: BadgesModule;
    coupons: CouponsModule;
    audit: AuditModule;
    mail: MailModule;
    /** The users and gifts modules, built after this one. */
    users: () => UsersModule;
    gifts: () => GiftsModule;
  },
) {
  const { config, db, jobs, events, log, clock, publicUrl } = deps;
  const mail = deps.mail.service;
  const provider = createPaymentProvider(config);
  const emailOf = async (userId: string) => (await deps.users().service.findOrFail(userId)).email;
  const service = createBillingService({
    db,
    provider,
    points: deps.points.service,
    badges: deps.badges.service,
    coupons: deps.coupons.service,
    clock,
    publicUrl,
    emailOf,
    metrics: deps.metrics,
    onRenewalFailed: async ({ userId, plan, reason }) =>
      mail.sendRenewalFailed(await emailOf(userId), { plan, reason }),
    events,
    pastDueGraceDays: async () => (await deps.siteConfig.service.getRemoteConfig()).past_due_grace_days,
  });
  jobs.define({
    name: 'settle-due-subscriptions',
    cron: config.BILLING_CRON,
    handler: async () => void (await service.settleDue()),
  });
  const stripe = config.PAYMENT_PROVIDER === 'stripe' ? stripeClientOf(provider) : null;
  const stripeEvents = stripe
    ? createStripeEvents({
        db,
        stripe,
        billing: service,
        gifts: () => deps.gifts().service,
        log,
        metrics: deps.metrics,
      })
    : null;
  const reconciler =
    stripe && stripeEvents
      ? createStripeReconciler({
          db,
          pool: deps.pool,
          stripe,
          repository: service.repository,
          sync: stripeEvents.syncSubscription,
          audit: deps.audit.service,
          log,
          clock,
        })
      : null;
  if (reconciler)
    jobs.define({
      name: RECONCILE_JOB,
      cron: '37 4 * * *',
      // One Stripe request per live subscription: a large site takes a while.
      expireInSeconds: 6 * 60 * 60,
      handler: async () => void (await reconciler.reconcile(null)),
    });
  const admin = createBillingAdminService({
    db,
    repository: service.repository,
    audit: deps.audit.service,
    provider: provider.kind,
    events,
    reconcile: reconciler?.reconcile,
    contactsOf: (userIds) => deps.users().service.contactsOf(userIds),
  });
  return defineModule({
    service,
    provider,
    admin,
    routes: async (app, { authenticate, optionalAuthenticate, rateLimit }) => {
      await app.register(billingRoutes, { service, authenticate, optionalAuthenticate, rateLimit });
      if (!stripe || !stripeEvents) return;
      await app.register(stripeWebhookRoutes, {
        stripe,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        events: stripeEvents,
      });
    },
    adminRoutes: async (app, { guards }) =>
      void (await app.register(billingAdminRoutes, { service: admin, guards })),
  });
}

export type BillingModule = ReturnType<typeof createBillingModule>;
