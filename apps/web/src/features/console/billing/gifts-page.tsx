import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleTime } from '../components/console-columns';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleFilters, SearchFilter } from '../components/console-filters';
import { ConsoleList } from '../components/console-list';
import { useAddressFilters } from '../components/use-address-filters';
import { useGifts, type GiftFilters } from './api/get-gifts';
import { BillingTabs } from './components/billing-tabs';
import '@/components/ui/status-pill.css';
import './billing.css';

const FILTERS = ['search', 'status'] as const;
const GIFT_STATUSES: readonly GiftFilters['status'][] = ['pending', 'redeemed'];

/** /admin/billing/gifts: gift subscriptions sold and redeemed, searchable by code or email. */
export function GiftsPage() {
  const { t, locale } = useI18n();
  const formats = useFormats();
  const filters = useAddressFilters(FILTERS);
  const { search } = filters.applied;
  // An address may hold anything: only a status the list knows filters it.
  const status = GIFT_STATUSES.find((known) => known === filters.applied.status) ?? '';
  const gifts = useGifts({ search, status });

  return (
    <ConsoleFrame title={t('console.billing.title')} lead={t('console.billing.gifts.lead')}>
      <BillingTabs />
      {gifts.data && (
        <dl className="billing-totals">
          <div>
            <dt>{t('console.billing.gifts.sold')}</dt>
            <dd>{formats.number(gifts.data.totals.sold)}</dd>
          </div>
          <div>
            <dt>{t('console.billing.gifts.redeemed')}</dt>
            <dd>{formats.number(gifts.data.totals.redeemed)}</dd>
          </div>
        </dl>
      )}
      <ConsoleFilters>
        <SearchFilter
          label={t('console.billing.gifts.search')}
          hint={t('console.billing.gifts.search.hint')}
          filters={filters}
        />
        <Select
          label={t('console.billing.gifts.status')}
          value={filters.typed.status}
          onChange={(event) => filters.set('status', event.target.value)}
          options={[
            { value: '', label: t('console.billing.gifts.status.all') },
            { value: 'pending', label: t('console.billing.gift.status.pending') },
            { value: 'redeemed', label: t('console.billing.gift.status.redeemed') },
          ]}
        />
      </ConsoleFilters>
      <ConsoleList
        query={gifts}
        rows={(found) => found.gifts}
        empty={{
          title: t('console.billing.gifts.empty.title'),
          body: t(
            search || status ? 'console.billing.gifts.empty.search' : 'console.billing.gifts.empty.body',
          ),
        }}
        caption={t('console.billing.tab.gifts')}
        rowKey={(gift) => gift.id}
        columns={[
          {
            key: 'code',
            header: t('console.billing.gift.code'),
            cell: (gift) => (
              <>
                <span className="billing__code">{gift.code}</span>
                <span className="billing__muted">
                  {t(countSlug('console.billing.gift.months', gift.months), gift.months)} ·{' '}
                  {formatMoney(gift.priceCents, gift.currency, locale)}
                </span>
              </>
            ),
          },
          {
            key: 'purchaser',
            header: t('console.billing.gift.purchaser'),
            cell: (gift) => (
              <>
                <span>{gift.purchaser.displayName}</span>
                <span className="billing__muted">{gift.purchaser.email}</span>
                <span className="billing__muted">
                  <ConsoleTime at={gift.created} />
                </span>
              </>
            ),
          },
          {
            key: 'recipient',
            header: t('console.billing.gift.recipient'),
            cell: (gift) => gift.recipientEmail ?? t('console.billing.gift.asCode'),
          },
          {
            key: 'state',
            header: t('console.billing.gift.state'),
            cell: (gift) => (
              <>
                <span
                  className={gift.status === 'redeemed' ? 'status-pill status-pill--positive' : 'status-pill'}
                >
                  {t(`console.billing.gift.status.${gift.status}`)}
                </span>
                {gift.redeemedBy && gift.redeemedAt && (
                  <span className="billing__muted">
                    {t(
                      'console.billing.gift.redeemedBy',
                      gift.redeemedBy.email,
                      formats.date(gift.redeemedAt),
                    )}
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
