import { coupons } from '../modules/coupons/coupons.schema';
import type { MatrixEntry } from './catalog-matrix';
import type { TestContext } from './test-app';

/**
 * The billing area's and the dashboard's console operations for the role matrix: calls that use a discount code
 * up make a fresh one, so every allowed caller succeeds on its own.
 */
export function billingMatrix(context: () => TestContext): Record<string, MatrixEntry> {
  let count = 0;
  const uniqueCode = () => `MATRIX${Date.now().toString(36).toUpperCase()}${(count += 1)}`;
  async function coupon(): Promise<string> {
    const code = uniqueCode();
    await context().database.db.insert(coupons).values({ code, percentOff: 10, durationInMonths: 1 });
    return code;
  }

  return {
    'GET /v1/admin/dashboard': { role: 'staff' },
    'GET /v1/admin/billing/plans': { role: 'official' },
    'PUT /v1/admin/billing/plans/{planId}': {
      role: 'official',
      call: async () => ({
        url: '/v1/admin/billing/plans/monthly',
        payload: { priceCents: 399, pointsPerPeriod: 2, active: true },
      }),
    },
    'GET /v1/admin/billing/disputes': { role: 'official' },
    'POST /v1/admin/billing/reconcile': { role: 'official' },
    'GET /v1/admin/coupons': {
      role: 'staff',
      call: async () => ({ url: '/v1/admin/coupons?search=crew' }),
    },
    'POST /v1/admin/coupons': {
      role: 'staff',
      call: async () => ({
        url: '/v1/admin/coupons',
        payload: { code: uniqueCode(), percentOff: 10, durationInMonths: 1 },
      }),
    },
    'POST /v1/admin/coupons/{code}/deactivate': {
      role: 'staff',
      call: async () => ({ url: `/v1/admin/coupons/${await coupon()}/deactivate` }),
    },
    'POST /v1/admin/coupons/{code}/expire': {
      role: 'staff',
      call: async () => ({ url: `/v1/admin/coupons/${await coupon()}/expire` }),
    },
    'DELETE /v1/admin/coupons/{code}': {
      role: 'staff',
      call: async () => ({ url: `/v1/admin/coupons/${await coupon()}` }),
    },
    'GET /v1/admin/gifts': {
      role: 'staff',
      call: async () => ({ url: '/v1/admin/gifts?search=gift&status=pending' }),
    },
  };
}
