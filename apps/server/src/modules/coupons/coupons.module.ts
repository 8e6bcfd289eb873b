import type { AuditModule } from '../audit/audit.module';
import type { BillingModule } from '../billing/billing.module';
import { defineModule, type ModuleContext } from '../module';
import { couponsAdminRoutes } from './coupons.admin.routes';
import { createCouponsAdminService } from './coupons.admin.service';
import { couponsRoutes } from './coupons.routes';
import { createCouponsService } from './coupons.service';

export { COUPON_MESSAGES } from './coupons.service';

/** Coupon codes members redeem and staff issue. */
export function createCouponsModule(
  deps: Pick<ModuleContext, 'db' | 'clock'> & {
    audit: AuditModule;
    /** The billing module, built after this one. */
    billing: () => BillingModule;
  },
) {
  const { db, clock, audit, billing } = deps;
  const service = createCouponsService(db, clock);
  return defineModule({
    service,
    routes: async (app, { authenticate, rateLimit }) => {
      await app.register(couponsRoutes, {
        coupons: service,
        billing: billing().service,
        authenticate,
        rateLimit,
      });
    },
    adminRoutes: async (app, { guards }) => {
      await app.register(couponsAdminRoutes, {
        service: createCouponsAdminService({
          db,
          audit: audit.service,
          provider: billing().provider.kind,
          clock,
        }),
        guards,
      });
    },
  });
}

export type CouponsModule = ReturnType<typeof createCouponsModule>;
