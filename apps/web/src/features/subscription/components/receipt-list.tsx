import type { Receipt } from '@crewcast/contracts/billing';
import { TitledSection } from '@/components/layout/titled-section';
import { formatDay, formatMoney } from '@/lib/billing/money';
import { useI18n, useTranslation } from '@/lib/i18n/i18n-provider';
import { useReceipts } from '../api/get-receipts';
import '@/components/ui/status-pill.css';
import { QueryList } from '@/components/ui/query-list';

const SKELETON_ROWS = 2;

/** What the member was charged (or what failed), newest first. */
export function ReceiptList() {
  const t = useTranslation();
  const receipts = useReceipts();
  return (
    <TitledSection
      className="receipts"
      titleClassName="receipts__title"
      titleAs="h3"
      title={t('subscription.receipts.title')}
    >
      <QueryList
        query={receipts}
        className="receipts__list"
        loading={{ label: t('subscription.receipts.loading'), count: SKELETON_ROWS, height: 56 }}
        loadFailed={t('subscription.receipts.loadFailed')}
        empty={<p className="receipts__empty">{t('subscription.receipts.empty')}</p>}
      >
        {(list) => (
          <ul className="plain-list receipts__list">
            {list.map((receipt) => (
              <ReceiptRow key={receipt.id} receipt={receipt} />
            ))}
          </ul>
        )}
      </QueryList>
    </TitledSection>
  );
}

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const { t, locale } = useI18n();
  const failed = receipt.status === 'failed';
  return (
    <li className={failed ? 'receipt receipt--failed' : 'receipt'}>
      <div className="receipt__what">
        <p className="receipt__description">{receipt.description}</p>
        <p className="receipt__meta">
          <time dateTime={receipt.createdAt}>
            {receipt.discountCents > 0
              ? t(
                  'subscription.receipts.withDiscount',
                  formatDay(receipt.createdAt, locale),
                  formatMoney(receipt.discountCents, receipt.currency, locale),
                )
              : formatDay(receipt.createdAt, locale)}
          </time>
        </p>
        {failed && receipt.failureMessage && <p className="receipt__failure">{receipt.failureMessage}</p>}
      </div>
      <div className="receipt__amount">
        <span className="receipt__price">{formatMoney(receipt.amountCents, receipt.currency, locale)}</span>
        <span
          className={
            failed ? 'status-pill status-pill--danger subscription-pill' : 'status-pill subscription-pill'
          }
        >
          {t(`subscription.receipts.status.${receipt.status}`)}
        </span>
      </div>
    </li>
  );
}
