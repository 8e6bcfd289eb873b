import type { Plan, Subscription } from '@crewcast/contracts/billing';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingOptions } from '@/lib/billing/get-billing-options';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useChangePlan } from '../api/subscription-changes';
import { PlanPicker } from './plan-picker';
import { logUnexpected, requestMessage } from '@/lib/errors/request-errors';
import { SUBSCRIPTION_ACTION_RULES } from './subscription-action-rules';
import { SubscriptionFormDialog, type SubscriptionDialogProps } from './subscription-form-dialog';

export function ChangePlanDialog({
  open,
  onClose,
  subscription,
}: SubscriptionDialogProps & { subscription: Subscription }) {
  const t = useTranslation();
  const options = useBillingOptions();
  const showToast = useToast();
  const changePlan = useChangePlan();
  const [planId, setPlanId] = useState(subscription.plan.id);
  const [failure, setFailure] = useState<string | null>(null);
  const plans: readonly Plan[] = options.data?.plans ?? [];

  function close() {
    setFailure(null);
    setPlanId(subscription.plan.id);
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changePlan.isPending) return;
    if (planId === subscription.plan.id) return close();
    setFailure(null);
    try {
      await changePlan.mutateAsync({ planId });
      const plan = plans.find((candidate) => candidate.id === planId);
      showToast({ tone: 'success', message: t('subscription.changePlan.done', plan?.name ?? planId) });
      close();
    } catch (error) {
      logUnexpected(error, 'Changing the plan');
      setFailure(requestMessage(error, t, SUBSCRIPTION_ACTION_RULES));
    }
  }

  return (
    <SubscriptionFormDialog
      open={open}
      onClose={close}
      title={t('subscription.changePlan.title')}
      description={t('subscription.changePlan.body')}
      submitLabel={t('subscription.changePlan.submit')}
      pending={changePlan.isPending}
      failure={failure}
      onSubmit={handleSubmit}
    >
      {options.isPending ? (
        <Skeleton height={200} />
      ) : options.isError ? (
        <ErrorState title={t('payment.loadFailed')} onRetry={() => options.refetch()} />
      ) : (
        <PlanPicker
          legend={t('subscription.changePlan.legend')}
          plans={plans}
          value={planId}
          onChange={setPlanId}
          currentPlanId={subscription.plan.id}
        />
      )}
    </SubscriptionFormDialog>
  );
}
