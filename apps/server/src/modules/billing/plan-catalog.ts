import type { Plan } from '@crewcast/contracts/billing';
import type { EventBus } from '../../events';
import type { BillingRepository, PlanRow } from './billing.repository';

/**
 * The plans, read once and kept in memory until one changes: a change in the console is announced as
 * `site.changed` (part 'plans'), which every node hears (site-changes.ts) and reads the plans afresh.
 */
export function createPlanCatalog(repository: BillingRepository, events: EventBus) {
  let plans: Promise<PlanRow[]> | undefined;
  events.on('site.changed', ({ part }) => {
    if (part === 'plans') plans = undefined;
  });

  function list(): Promise<PlanRow[]> {
    if (!plans) {
      // A query is a lazy thenable that runs again on every await: keep the one answer as a promise.
      const read = Promise.resolve(repository.listPlans());
      read.catch(() => {
        if (plans === read) plans = undefined;
      });
      plans = read;
    }
    return plans;
  }

  return {
    /** Every plan, in the order members see them. */
    list,
    async find(planId: string): Promise<PlanRow | undefined> {
      return (await list()).find((plan) => plan.id === planId);
    },
  };
}

export type PlanCatalog = ReturnType<typeof createPlanCatalog>;

/** A plan as members see it. */
export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    interval: row.interval,
    priceCents: row.priceCents,
    currency: row.currency,
    trialDays: row.trialDays,
    pointsPerPeriod: row.pointsPerPeriod,
    badge: row.badge,
  };
}
