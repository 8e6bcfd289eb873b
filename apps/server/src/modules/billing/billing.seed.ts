import { TRIAL_DAYS } from '@crewcast/contracts/billing';
import type { Executor } from '../../db/client';
import { createPointsService } from '../points/points.module';
import { invoices, plans, subscriptions } from './billing.schema';
import { addMonths } from './lifecycle';

/** SPEC section 9: the two plans every network sells, in US cents. Operators may change the rows. */
export async function seedPlans(tx: Executor): Promise<void> {
  await tx
    .insert(plans)
    .values([
      {
        id: 'monthly',
        name: 'Monthly',
        interval: 'month',
        priceCents: 399,
        currency: 'usd',
        trialDays: TRIAL_DAYS,
        pointsPerPeriod: 2,
        sortOrder: 1,
      },
      {
        id: 'annual',
        name: 'Annual',
        interval: 'year',
        priceCents: 3999,
        currency: 'usd',
        trialDays: TRIAL_DAYS,
        pointsPerPeriod: 30,
        badge: 'annual',
        sortOrder: 2,
      },
    ])
    .onConflictDoNothing();
}

/** Gives a demo account a paid monthly subscription on the test card, with its first receipt and points. */
export async function seedDemoSubscription(tx: Executor, userId: string, now = new Date()): Promise<void> {
  const periodEnd = addMonths(now, 1);
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId,
      planId: 'monthly',
      priceCents: 399,
      status: 'active',
      provider: 'test',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      card: {
        brand: 'Visa',
        last4: '4242',
        expMonth: 12,
        expYear: now.getUTCFullYear() + 3,
        token: 'succeeds',
      },
    })
    .returning({ id: subscriptions.id });
  if (!subscription) return;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      userId,
      subscriptionId: subscription.id,
      description: 'Monthly subscription',
      amountCents: 399,
      currency: 'usd',
      status: 'paid',
      periodStart: now,
      periodEnd,
      providerReference: `demo:${subscription.id}`,
    })
    .returning({ id: invoices.id });
  if (invoice)
    await createPointsService(tx).award(tx, {
      userId,
      amount: 2,
      reason: 'Monthly subscription payment',
      reference: `invoice:${invoice.id}`,
    });
}
