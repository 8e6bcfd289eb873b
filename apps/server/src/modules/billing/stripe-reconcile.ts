import type { ReconcileResult } from '@crewcast/contracts/console-billing';
import { TransactionRollbackError } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { whileHoldingLock } from '../../db/session-lock';
import type { AuditService } from '../audit/audit.service';
import type { BillingRepository, SubscriptionRow } from './billing.repository';
import { isLive } from './lifecycle';
import { retrieveSubscription, type StripeEvents } from './stripe-events';

/** The audit log's record of a fix: the fields that tell whether and how long a subscription gives access. */
function accessFields(row: SubscriptionRow) {
  return {
    status: row.status,
    planId: row.planId,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

const RECONCILE_LOCK = 'billing:stripe-reconcile';

/**
 * Asks Stripe for every live Stripe subscription and applies what it says through the webhook's own sync, so a
 * lost or misordered event is mended: daily, and on demand from the console. One node runs it at a time.
 */
export function createStripeReconciler(deps: {
  db: Database;
  pool: pg.Pool;
  stripe: Stripe;
  repository: BillingRepository;
  sync: StripeEvents['syncSubscription'];
  audit: AuditService;
  log: Pick<Logger, 'info' | 'warn'>;
  clock: () => Date;
}) {
  const { db, repository, audit, log } = deps;

  /** Brings one subscription in line with Stripe; answers whether it had drifted. */
  async function reconcileOne(providerSubscriptionId: string, actorId: string | null): Promise<boolean> {
    // Stripe's answer is as of this moment: an event sent after it is newer and still applies.
    const at = deps.clock();
    const remote = await retrieveSubscription(deps.stripe, providerSubscriptionId);
    try {
      return await db.transaction(async (tx) => {
        const before = await repository.findByProviderId(providerSubscriptionId, tx);
        if (!before || !isLive(before.status)) return false;
        const after = (await deps.sync(tx, remote, at)) ?? before;
        const [was, is] = [accessFields(before), accessFields(after)];
        // Nothing drifted: the row stays exactly as it was (not even marked as read from Stripe).
        if (JSON.stringify(was) === JSON.stringify(is)) tx.rollback();
        await audit.record(tx, {
          actorId,
          action: 'billing.subscription-reconcile',
          target: { type: 'subscription', id: before.id },
          before: was,
          after: is,
        });
        return true;
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    }
  }

  return {
    /** Runs a reconcile for `actorId` (null for the schedule); answers null when another node is running one. */
    async reconcile(actorId: string | null): Promise<ReconcileResult | null> {
      const outcome = await whileHoldingLock(deps.pool, RECONCILE_LOCK, async () => {
        const result: ReconcileResult = { checked: 0, fixed: 0, failed: 0 };
        for (const id of await repository.listLiveProviderIds('stripe')) {
          result.checked += 1;
          try {
            if (await reconcileOne(id, actorId)) result.fixed += 1;
          } catch (error) {
            result.failed += 1;
            log.warn({ err: error, subscription: id }, 'Stripe subscription could not be reconciled');
          }
        }
        log.info(result, 'Stripe subscriptions reconciled');
        return result;
      });
      return outcome.ran ? outcome.value : null;
    },
  };
}

export type StripeReconciler = ReturnType<typeof createStripeReconciler>;
