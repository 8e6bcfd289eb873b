import type { PaymentProviderKind } from '@crewcast/contracts/billing';
import type {
  AdminDisputeList,
  AdminPlan,
  AdminPlanList,
  ReconcileResult,
} from '@crewcast/contracts/console-billing';
import type { DashboardMonth } from '@crewcast/contracts/console-dashboard';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import type { EventBus } from '../../events';
import { auditedChange } from '../audit/audit.module';
import type { AuditService } from '../audit/audit.service';
import type { MemberContact } from '../users/users.service';
import type { BillingRepository, PlanRow } from './billing.repository';
import { toPlan } from './plan-catalog';

export const PLAN_ADMIN_MESSAGES = {
  notFound: 'That plan does not exist.',
  newStripePrice: 'A new price needs a new Stripe price id: create the price in Stripe and enter its id.',
  stripePriceRequired: 'Enter the Stripe price id this plan sells as.',
  lastActivePlan: 'At least one plan must stay on sale.',
  reconcileRunning: 'Subscriptions are being checked against Stripe already. Try again in a few minutes.',
} as const;

/** How many of the latest disputes the console lists. */
const DISPUTES_LISTED = 200;

/** What a plan change may alter, and what the audit log keeps of it. */
function editable(row: PlanRow) {
  return {
    priceCents: row.priceCents,
    pointsPerPeriod: row.pointsPerPeriod,
    active: row.active,
    stripePriceId: row.stripePriceId,
  };
}

/**
 * Plans and prices in the console. A new price is the plan's price for subscriptions started from then on; each
 * subscription keeps the price it started at (its own `price_cents`, or its Stripe price).
 */
export function createBillingAdminService(deps: {
  db: Database;
  repository: BillingRepository;
  audit: AuditService;
  provider: PaymentProviderKind;
  /** Where a plan change is announced, so every node reads the plans afresh. */
  events: EventBus;
  /** With Stripe billing: checks the live subscriptions against Stripe (null while another node does). */
  reconcile?: (actorId: string) => Promise<ReconcileResult | null>;
  /** Email and name by member id (the users module). */
  contactsOf: (userIds: readonly string[]) => Promise<Map<string, MemberContact>>;
}) {
  const { db, repository, audit, provider } = deps;

  async function listPlans(): Promise<AdminPlanList> {
    const [rows, counts] = await Promise.all([repository.listPlans(), repository.countLiveByPlan()]);
    const byPlan = new Map(counts.map((count) => [count.planId, count]));
    const plans: AdminPlan[] = rows.map((row) => ({
      ...toPlan(row),
      active: row.active,
      stripePriceId: row.stripePriceId,
      liveSubscriptions: byPlan.get(row.id)?.live ?? 0,
      onOlderPrice: byPlan.get(row.id)?.onOlderPrice ?? 0,
    }));
    return { provider, plans };
  }

  return {
    listPlans,

    /** The latest disputes, newest first, with the member each one is of. */
    async listDisputes(): Promise<AdminDisputeList> {
      const rows = await repository.listDisputes(DISPUTES_LISTED);
      const contacts = await deps.contactsOf(rows.map((row) => row.dispute.userId));
      return {
        disputes: rows.map(({ dispute, description }) => ({
          id: dispute.id,
          status: dispute.status,
          amountCents: dispute.amountCents,
          currency: dispute.currency,
          reason: dispute.reason,
          description,
          member: contacts.get(dispute.userId) ?? { userId: dispute.userId, email: '', displayName: '' },
          openedAt: dispute.openedAt.toISOString(),
          closedAt: dispute.closedAt?.toISOString() ?? null,
        })),
      };
    },

    /** The dashboard's twelve months up to `now` and the plans' currency, all counted in SQL. */
    async monthlyFigures(now: Date): Promise<{ currency: string; months: DashboardMonth[] }> {
      const [rows, plans] = await Promise.all([repository.monthlyFigures(now), repository.listPlans()]);
      return {
        currency: plans[0]?.currency ?? 'usd',
        months: rows.map((row) => ({
          month: row.month,
          subscribers: row.subscribers,
          trials: row.trials,
          cancellations: row.cancellations,
          revenueCents: row.revenue_cents,
        })),
      };
    },

    /** Sets every live Stripe subscription to what Stripe says, each fix audited; test mode has none to check. */
    async reconcile(actorId: string): Promise<ReconcileResult> {
      if (!deps.reconcile) return { checked: 0, fixed: 0, failed: 0 };
      const result = await deps.reconcile(actorId);
      if (!result) throw new AppError('CONFLICT', PLAN_ADMIN_MESSAGES.reconcileRunning);
      return result;
    },

    /** Changes a plan and answers the plans as they now are. */
    async updatePlan(
      actorId: string,
      planId: string,
      body: { priceCents: number; pointsPerPeriod: number; active: boolean; stripePriceId: string | null },
    ): Promise<AdminPlanList> {
      await db.transaction(async (tx) => {
        const before = await repository.findPlanForUpdate(planId, tx);
        if (!before) throw new AppError('NOT_FOUND', PLAN_ADMIN_MESSAGES.notFound);
        const stripePriceId = provider === 'stripe' ? body.stripePriceId : before.stripePriceId;
        if (provider === 'stripe') {
          if (!stripePriceId) throw stripeFieldError(PLAN_ADMIN_MESSAGES.stripePriceRequired);
          // Stripe prices cannot change amount: a new amount is a new price object.
          if (body.priceCents !== before.priceCents && stripePriceId === before.stripePriceId)
            throw stripeFieldError(PLAN_ADMIN_MESSAGES.newStripePrice);
        }
        if (before.active && !body.active) {
          const others = (await repository.listPlans(tx)).filter((row) => row.active && row.id !== planId);
          if (others.length === 0) throw new AppError('BAD_REQUEST', PLAN_ADMIN_MESSAGES.lastActivePlan);
        }
        const after = await repository.updatePlan(
          planId,
          {
            priceCents: body.priceCents,
            pointsPerPeriod: body.pointsPerPeriod,
            active: body.active,
            stripePriceId,
          },
          tx,
        );
        await audit.record(tx, {
          actorId,
          action: 'billing.plan-update',
          target: { type: 'plan', id: planId },
          ...auditedChange(editable, before, after),
        });
      });
      deps.events.emit('site.changed', { part: 'plans' });
      return listPlans();
    },
  };
}

function stripeFieldError(message: string): AppError {
  return fieldError('VALIDATION', 'stripePriceId', message);
}

export type BillingAdminService = ReturnType<typeof createBillingAdminService>;
