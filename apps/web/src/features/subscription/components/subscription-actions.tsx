import type { Subscription } from '@crewcast/contracts/billing';
import { useState } from 'react';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { useBillingOptions } from '@/lib/billing/get-billing-options';
import { formatDay } from '@/lib/billing/money';
import { givesAccess, isCancelled } from '@/lib/billing/subscription-rules';
import { parseExternalUrl, visitExternalPage } from '@/lib/external-navigation';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useNow } from '@/lib/use-now';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useCancelSubscription, useResumeSubscription } from '../api/subscription-changes';
import { logUnexpected, requestMessage } from '@/lib/errors/request-errors';
import { SUBSCRIPTION_ACTION_RULES } from './subscription-action-rules';
import { ChangePlanDialog } from './change-plan-dialog';
import { UpdateCardDialog } from './update-card-dialog';

export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const { t, locale } = useI18n();
  const confirm = useConfirm();
  const showToast = useToast();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const [dialog, setDialog] = useState<'plan' | 'card' | null>(null);
  const now = useNow();
  const cardsInApp = useBillingOptions().data?.provider === 'test';
  const cancelled = isCancelled(subscription);
  const accessUntil = formatDay(subscription.currentPeriodEnd, locale);
  // Time paid by a gift needs a card before it can renew.
  const canResume = cancelled && givesAccess(subscription, now) && !subscription.prepaid;

  async function cancelSubscription() {
    const confirmed = await confirm({
      title: t('subscription.cancel.confirm.title'),
      body: t('subscription.cancel.confirm.body', accessUntil),
      confirmText: t('subscription.cancel.confirm.submit'),
      cancelText: t('subscription.cancel.confirm.keep'),
    });
    if (!confirmed) return;
    try {
      const updated = await cancel.mutateAsync();
      showToast({
        tone: 'success',
        message: t(
          'subscription.cancel.done',
          formatDay(updated?.currentPeriodEnd ?? subscription.currentPeriodEnd, locale),
        ),
      });
    } catch (error) {
      reportFailure(error, 'Cancelling the subscription');
    }
  }

  async function resumeSubscription() {
    try {
      await resume.mutateAsync();
      showToast({ tone: 'success', message: t('subscription.resume.done') });
    } catch (error) {
      reportFailure(error, 'Resuming the subscription');
    }
  }

  async function openPortal() {
    try {
      const url = parseExternalUrl(await portal.mutateAsync());
      if (!url) throw new Error('The billing portal answered with an unusable address');
      visitExternalPage(url);
    } catch (error) {
      reportFailure(error, 'Opening the billing portal');
    }
  }

  function reportFailure(error: unknown, what: string) {
    logUnexpected(error, what);
    showToast({ tone: 'error', message: requestMessage(error, t, SUBSCRIPTION_ACTION_RULES) });
  }

  return (
    <div className="subscription-actions">
      {!cancelled && subscription.canUpdatePlan && (
        <Button variant="secondary" onClick={() => setDialog('plan')}>
          {t('subscription.changePlan')}
        </Button>
      )}
      {subscription.hasPortal ? (
        <Button variant="secondary" onClick={openPortal}>
          {t('subscription.portal')}
        </Button>
      ) : (
        // Cards are typed into this site only in test mode; elsewhere the provider's pages take them.
        cardsInApp && (
          <Button
            variant={subscription.paymentFailed ? 'primary' : 'secondary'}
            onClick={() => setDialog('card')}
          >
            {subscription.card ? t('subscription.updateCard') : t('subscription.addCard')}
          </Button>
        )
      )}
      {canResume ? (
        <Button onClick={resumeSubscription}>{t('subscription.resume')}</Button>
      ) : (
        !cancelled && (
          <Button variant="danger" onClick={cancelSubscription}>
            {t('subscription.cancel')}
          </Button>
        )
      )}
      <ChangePlanDialog
        // A new plan starts a fresh dialog, with the new plan chosen.
        key={subscription.plan.id}
        open={dialog === 'plan'}
        subscription={subscription}
        onClose={() => setDialog(null)}
      />
      <UpdateCardDialog open={dialog === 'card'} onClose={() => setDialog(null)} />
    </div>
  );
}
