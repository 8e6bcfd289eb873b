import type { Plan, Subscription } from '@crewcast/contracts/billing';
import type { UserInfoSelect } from '@crewcast/contracts/users';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CardFields } from '@/components/payment/card-fields';
import { TestModeNotice } from '@/components/payment/test-mode-notice';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { ChevronRightIcon, GiftIcon, TagIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import {
  cardErrorsFromServer,
  checkCard,
  EMPTY_CARD,
  type CardErrors,
  type CardFormValues,
} from '@/lib/billing/card-form';
import { useBillingOptions } from '@/lib/billing/get-billing-options';
import { useSubscription } from '@/lib/billing/get-subscription';
import { formatDay, formatMoney } from '@/lib/billing/money';
import { givesAccess, isCancelled } from '@/lib/billing/subscription-rules';
import { parseExternalUrl, visitExternalPage } from '@/lib/external-navigation';
import { useI18n, useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug, type Translate } from '@/lib/i18n/translate';
import { paths } from '@/lib/paths';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useRoutePaths } from '@/lib/route-paths';
import { showFieldErrors } from '@/lib/show-field-errors';
import { useNow } from '@/lib/use-now';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useChangePlan } from '../api/change-plan';
import { usePoints } from '../api/get-points';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useResumeSubscription } from '../api/resume-subscription';
import { useUpdateCard } from '../api/update-card';
import { PlanPicker } from './plan-picker';
import { ReceiptList } from './receipt-list';
import { SubscriptionStatus } from './subscription-status';
import '@/components/ui/facts.css';
import '../subscription.css';

/** The account page's subscription: what the member has, what it costs next, and the ways to change it. */
export function SubscriptionSection() {
  const t = useTranslation();
  const subscription = useSubscription();
  const now = useNow();

  if (subscription.isPending) {
    return (
      <div className="subscription-section" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('subscription.loading')}
        </p>
        <Skeleton height={160} />
        <Skeleton height={120} />
      </div>
    );
  }
  if (subscription.isError) {
    return <ErrorState title={t('subscription.loadFailed')} onRetry={() => subscription.refetch()} />;
  }
  return (
    <div className="subscription-section">
      {subscription.data && givesAccess(subscription.data, now) ? (
        <SubscriptionDetails subscription={subscription.data} />
      ) : (
        <NoSubscription />
      )}
      <SubscriptionLinks />
    </div>
  );
}

const SUBSCRIPTION_WORDS: readonly UserInfoSelect[] = ['subscription'];

/** No subscription here: the way to one, or word that a linked Patreon pledge already counts as one. */
function NoSubscription() {
  const t = useTranslation();
  const { info } = useUserInfo(SUBSCRIPTION_WORDS);
  if (info?.subscriptionType === 'patreon') {
    return (
      <div className="subscription-none">
        <p className="subscription-none__title">{t('subscription.patreon.title')}</p>
        <p className="subscription-none__body">{t('subscription.patreon.body')}</p>
      </div>
    );
  }
  return (
    <div className="subscription-none">
      <p className="subscription-none__title">{t('subscription.none.title')}</p>
      <p className="subscription-none__body">{t('subscription.none.body')}</p>
      <Link className={buttonClassName('primary')} to={paths.payment()}>
        {t('subscription.none.subscribe')}
      </Link>
    </div>
  );
}

/** The discount code and gift screens, when this site has them. */
function SubscriptionLinks() {
  const t = useTranslation();
  const routePaths = useRoutePaths();
  const links = [
    { path: paths.discountCode(), label: t('subscription.link.discountCode'), icon: TagIcon },
    { path: paths.giftSubscriptions(true), label: t('subscription.link.gifts'), icon: GiftIcon },
  ].filter(({ path }) => routePaths.has(path));
  if (links.length === 0) return null;
  return (
    <ul className="subscription-links">
      {links.map(({ path, label, icon: Icon }) => (
        <li key={path}>
          <Link className="subscription-links__link" to={path}>
            <Icon className="subscription-links__icon" />
            <span>{label}</span>
            <ChevronRightIcon className="subscription-links__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t, locale } = useI18n();
  const config = useRemoteConfig();
  const points = usePoints(config.points_enabled);
  const { nextCharge, discount, card } = subscription;
  const cancelled = isCancelled(subscription);

  return (
    <div className="subscription-details">
      <div className="subscription-details__summary">
        {subscription.paymentFailed && (
          <InlineAlert tone="error">{t('subscription.paymentFailed.body')}</InlineAlert>
        )}
        <SubscriptionStatus subscription={subscription} />
        <dl className="facts subscription-facts">
          <div className="facts__row">
            <dt>{t('subscription.nextCharge')}</dt>
            <dd>
              {nextCharge && !cancelled
                ? t(
                    'subscription.nextCharge.value',
                    formatMoney(nextCharge.amountCents, nextCharge.currency, locale),
                    formatDay(nextCharge.at, locale),
                  )
                : t('subscription.nextCharge.none')}
            </dd>
          </div>
          {discount && (
            <div className="facts__row">
              <dt>{t('subscription.discount')}</dt>
              <dd>
                {t(
                  countSlug('subscription.discount.value', discount.monthsRemaining),
                  discount.code,
                  discount.percentOff,
                  discount.monthsRemaining,
                )}
              </dd>
            </div>
          )}
          <div className="facts__row">
            <dt>{t('subscription.card')}</dt>
            <dd>
              {card
                ? t(
                    'subscription.card.value',
                    card.brand,
                    card.last4,
                    `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
                  )
                : t('subscription.card.none')}
            </dd>
          </div>
          {config.points_enabled && points.isSuccess && (
            <div className="facts__row">
              <dt>{t('subscription.points')}</dt>
              <dd>{t('subscription.points.value', points.data.pointsAvailable)}</dd>
            </div>
          )}
        </dl>
        <SubscriptionActions subscription={subscription} />
      </div>
      <ReceiptList />
    </div>
  );
}

function SubscriptionActions({ subscription }: { subscription: Subscription }) {
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
      reportFailure(error, 'The subscription could not be cancelled');
    }
  }

  async function resumeSubscription() {
    try {
      await resume.mutateAsync();
      showToast({ tone: 'success', message: t('subscription.resume.done') });
    } catch (error) {
      reportFailure(error, 'The subscription could not be resumed');
    }
  }

  async function openPortal() {
    try {
      const url = parseExternalUrl(await portal.mutateAsync());
      if (!url) throw new Error('The billing portal answered with an unusable address');
      visitExternalPage(url);
    } catch (error) {
      reportFailure(error, 'The billing portal could not be opened');
    }
  }

  function reportFailure(error: unknown, logMessage: string) {
    showToast({ tone: 'error', message: failureMessage(error, t, logMessage) });
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

/** What to tell the member when an action fails: the server's reason, or else (and then logged) a general one. */
function failureMessage(error: unknown, t: Translate, logMessage: string): string {
  if (!(error instanceof ApiError)) console.warn(logMessage, error);
  return error instanceof ApiError && error.body ? error.body.message : t('subscription.actionFailed');
}

interface SubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
}

function ChangePlanDialog({
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
      setFailure(failureMessage(error, t, 'The plan could not be changed'));
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

function UpdateCardDialog({ open, onClose }: SubscriptionDialogProps) {
  const t = useTranslation();
  const showToast = useToast();
  const updateCard = useUpdateCard();
  const [card, setCard] = useState<CardFormValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setCard(EMPTY_CARD);
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateCard.isPending) return;
    const checked = checkCard(card, t, new Date());
    if (checked.errors) {
      const { errors } = checked;
      showFieldErrors(event.currentTarget, () => setErrors(errors));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await updateCard.mutateAsync({ card: checked.card });
      showToast({ tone: 'success', message: t('subscription.updateCard.done') });
      close();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? cardErrorsFromServer(error.body?.fields) : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setFailure(failureMessage(error, t, 'The card could not be changed'));
      }
    }
  }

  return (
    <SubscriptionFormDialog
      open={open}
      onClose={close}
      title={t('subscription.updateCard.title')}
      submitLabel={t('subscription.updateCard.submit')}
      pending={updateCard.isPending}
      failure={failure}
      onSubmit={handleSubmit}
    >
      <TestModeNotice />
      <CardFields values={card} onChange={setCard} errors={errors} />
    </SubscriptionFormDialog>
  );
}

interface SubscriptionFormDialogProps extends SubscriptionDialogProps {
  title: string;
  description?: string;
  submitLabel: string;
  pending: boolean;
  /** Why the last submit failed, shown under the fields. */
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A dialog holding one form: its fields, the failure under them, and Cancel and submit at the foot. */
function SubscriptionFormDialog({
  open,
  title,
  description,
  submitLabel,
  pending,
  failure,
  onClose,
  onSubmit,
  children,
}: SubscriptionFormDialogProps) {
  const t = useTranslation();
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="subscription-dialog__form" noValidate onSubmit={onSubmit}>
        {children}
        {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
      </form>
    </Dialog>
  );
}
