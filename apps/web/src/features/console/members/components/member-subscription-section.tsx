import type { Receipt } from '@crewcast/contracts/billing';
import type { MemberDetail } from '@crewcast/contracts/members';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Fact, Facts } from '@/components/ui/facts';
import { formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { useRefundReceipt } from '../api/member-actions';
import { useConsoleColumns } from '../../components/console-columns';
import { MemberActionDialog } from './member-action-dialog';
import { MemberSection, MemberTable } from './member-section';
import { useActingStaff } from './use-acting-staff';

/**
 * The member's subscription as billing sees it, and every receipt; an Official account looking at someone else
 * refunds a paid one (test mode: Stripe's refunds are made in Stripe and reach the site by webhook).
 */
export function MemberSubscriptionSection({ detail }: { detail: MemberDetail }) {
  const { t, locale } = useI18n();
  const formats = useFormats();
  const { time } = useConsoleColumns();
  const staff = useActingStaff(detail.profile.userId);
  const [refunding, setRefunding] = useState<Receipt | null>(null);
  const { subscription, receipts } = detail;
  const mayRefund = staff.isOfficial && !staff.isSelf && subscription?.provider !== 'stripe';

  return (
    <MemberSection title={t('console.member.subscription')}>
      {subscription ? (
        <Facts>
          <Fact label={t('console.member.subscription.status')}>
            {t(`console.member.subscription.status.${subscription.status}`)}
          </Fact>
          <Fact label={t('console.member.subscription.plan')}>
            {subscription.plan.name}
            {subscription.prepaid && ` · ${t('console.member.subscription.prepaid')}`}
          </Fact>
          <Fact label={t('console.member.subscription.accessUntil')}>
            {formats.date(subscription.currentPeriodEnd)}
          </Fact>
          <Fact label={t('console.member.subscription.nextCharge')}>
            {subscription.nextCharge
              ? t(
                  'console.member.subscription.nextCharge.value',
                  formatMoney(subscription.nextCharge.amountCents, subscription.nextCharge.currency, locale),
                  formats.date(subscription.nextCharge.at),
                )
              : t('console.member.subscription.nextCharge.none')}
          </Fact>
          {subscription.trialEnd && (
            <Fact label={t('console.member.subscription.trial')}>
              {t('console.member.subscription.trial.value', formats.date(subscription.trialEnd))}
            </Fact>
          )}
          <Fact label={t('console.member.subscription.cancellation')}>
            {subscription.cancelAtPeriodEnd
              ? t('console.member.subscription.cancelled', formats.date(subscription.currentPeriodEnd))
              : t('console.member.subscription.notCancelled')}
          </Fact>
        </Facts>
      ) : (
        <p className="member-section__empty">
          {t(
            detail.complimentary
              ? 'console.member.subscription.complimentary'
              : 'console.member.subscription.none',
          )}
        </p>
      )}
      <MemberTable
        title={t('console.member.receipts')}
        none={t('console.member.receipts.none')}
        rows={receipts}
        rowKey={(receipt) => receipt.id}
        columns={[
          time('date', t('console.member.receipts.date'), (receipt: Receipt) => receipt.createdAt),
          {
            key: 'description',
            header: t('console.member.receipts.description'),
            cell: (receipt) => receipt.description,
          },
          {
            key: 'amount',
            header: t('console.member.receipts.amount'),
            cell: (receipt) => formatMoney(receipt.amountCents, receipt.currency, locale),
          },
          {
            key: 'status',
            header: t('console.member.receipts.status'),
            cell: (receipt) => t(`console.member.receipts.status.${receipt.status}`),
          },
        ]}
        actions={
          mayRefund
            ? {
                header: t('console.member.receipts.actions'),
                cell: (receipt) =>
                  receipt.status === 'paid' && (
                    <Button variant="secondary" onClick={() => setRefunding(receipt)}>
                      {t('console.member.refund')}
                      <span className="visually-hidden"> {formats.date(receipt.createdAt)}</span>
                    </Button>
                  ),
              }
            : undefined
        }
      />
      {mayRefund && (
        <RefundDialog userId={detail.profile.userId} receipt={refunding} onClose={() => setRefunding(null)} />
      )}
    </MemberSection>
  );
}

function RefundDialog({
  userId,
  receipt,
  onClose,
}: {
  userId: string;
  receipt: Receipt | null;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const showToast = useToast();
  const refund = useRefundReceipt();
  const [reason, setReason] = useState('');
  if (!receipt) return null;
  const amount = formatMoney(receipt.amountCents, receipt.currency, locale);

  return (
    <MemberActionDialog
      onClose={onClose}
      danger
      title={t('console.member.refund.title', amount)}
      description={t('console.member.refund.body')}
      submitText={t('console.member.refund.submit')}
      onSubmit={async () => {
        await refund.mutateAsync({ userId, receiptId: receipt.id, reason });
        setReason('');
        showToast({ tone: 'success', message: t('console.member.refund.done') });
      }}
      reason={{ label: t('console.member.reason'), value: reason, onChange: setReason }}
    />
  );
}
