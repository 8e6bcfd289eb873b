import type { AdminDispute } from '@crewcast/contracts/console-billing';
import { formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { ConsoleTime } from '../components/console-columns';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleList } from '../components/console-list';
import { useDisputes } from './api/get-disputes';
import { BillingTabs } from './components/billing-tabs';
import '@/components/ui/status-pill.css';
import './billing.css';

const STATUS_PILLS: Record<AdminDispute['status'], string> = {
  open: 'status-pill',
  won: 'status-pill status-pill--positive',
  lost: 'status-pill status-pill--danger',
};

/** /admin/billing/disputes (Official accounts): chargebacks of members' payments, as Stripe reports them. */
export function DisputesPage() {
  const { t, locale } = useI18n();
  const disputes = useDisputes();

  return (
    <ConsoleFrame
      title={t('console.billing.title')}
      lead={t('console.billing.disputes.lead')}
      role="official"
    >
      <BillingTabs />
      <ConsoleList
        query={disputes}
        empty={{
          title: t('console.billing.disputes.empty.title'),
          body: t('console.billing.disputes.empty.body'),
        }}
        caption={t('console.billing.tab.disputes')}
        rows={(found) => found.disputes}
        rowKey={(dispute) => dispute.id}
        columns={[
          {
            key: 'state',
            header: t('console.billing.dispute.state'),
            cell: (dispute) => (
              <span className={STATUS_PILLS[dispute.status]}>
                {t(`console.billing.dispute.status.${dispute.status}`)}
              </span>
            ),
          },
          {
            key: 'amount',
            header: t('console.billing.dispute.amount'),
            cell: (dispute) => (
              <>
                <span>{formatMoney(dispute.amountCents, dispute.currency, locale)}</span>
                <span className="billing__muted">{dispute.description}</span>
              </>
            ),
          },
          {
            key: 'member',
            header: t('console.billing.dispute.member'),
            cell: (dispute) => (
              <>
                <span>{dispute.member.displayName}</span>
                <span className="billing__muted">{dispute.member.email}</span>
              </>
            ),
          },
          {
            key: 'reason',
            header: t('console.billing.dispute.reason'),
            cell: (dispute) => <span className="billing__code">{dispute.reason}</span>,
          },
          {
            key: 'dates',
            header: t('console.billing.dispute.dates'),
            cell: (dispute) => (
              <>
                <span>
                  {t('console.billing.dispute.opened')} <ConsoleTime at={dispute.openedAt} />
                </span>
                {dispute.closedAt && (
                  <span className="billing__muted">
                    {t('console.billing.dispute.closed')} <ConsoleTime at={dispute.closedAt} />
                  </span>
                )}
              </>
            ),
          },
        ]}
      />
    </ConsoleFrame>
  );
}
