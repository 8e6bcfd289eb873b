import type { AdminGift } from '@crewcast/contracts/console-billing';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ConsoleFrame } from '../components/console-frame';
import { useGifts, type GiftFilters } from './api/get-gifts';
import { BillingTabs } from './components/billing-tabs';
import { ListState } from './components/list-state';
import '@/components/ui/status-pill.css';
import './billing.css';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/billing/gifts: gift subscriptions sold and redeemed, searchable by code or email. */
export function GiftsPage() {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<GiftFilters['status']>('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const gifts = useGifts({ search, status });

  return (
    <ConsoleFrame title={t('console.billing.title')} lead={t('console.billing.gifts.lead')}>
      <BillingTabs />
      {gifts.data && (
        <dl className="billing-totals">
          <div>
            <dt>{t('console.billing.gifts.sold')}</dt>
            <dd>{gifts.data.totals.sold}</dd>
          </div>
          <div>
            <dt>{t('console.billing.gifts.redeemed')}</dt>
            <dd>{gifts.data.totals.redeemed}</dd>
          </div>
        </dl>
      )}
      <form className="console-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <Input
          className="billing__search"
          type="search"
          label={t('console.billing.gifts.search')}
          hint={t('console.billing.gifts.search.hint')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Select
          label={t('console.billing.gifts.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as GiftFilters['status'])}
          options={[
            { value: '', label: t('console.billing.gifts.status.all') },
            { value: 'pending', label: t('console.billing.gift.status.pending') },
            { value: 'redeemed', label: t('console.billing.gift.status.redeemed') },
          ]}
        />
      </form>
      <ListState
        pending={gifts.isPending}
        error={gifts.isError}
        empty={gifts.data?.gifts.length === 0}
        onRetry={() => gifts.refetch()}
        emptyTitle={t('console.billing.gifts.empty.title')}
        emptyBody={t(
          search || status ? 'console.billing.gifts.empty.search' : 'console.billing.gifts.empty.body',
        )}
      >
        <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
          <table className="console-table">
            <caption className="visually-hidden">{t('console.billing.tab.gifts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.billing.gift.code')}</th>
                <th scope="col">{t('console.billing.gift.purchaser')}</th>
                <th scope="col" className="billing__wide-only">
                  {t('console.billing.gift.recipient')}
                </th>
                <th scope="col">{t('console.billing.gift.state')}</th>
              </tr>
            </thead>
            <tbody>
              {gifts.data?.gifts.map((gift) => (
                <GiftRow key={gift.id} gift={gift} />
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </ConsoleFrame>
  );
}

function GiftRow({ gift }: { gift: AdminGift }) {
  const { t, locale } = useI18n();
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <tr>
      <td>
        <span className="billing__code">{gift.code}</span>
        <span className="billing__muted">
          {t(countSlug('console.billing.gift.months', gift.months), String(gift.months))} ·{' '}
          {formatMoney(gift.priceCents, gift.currency, locale)}
        </span>
      </td>
      <td>
        <span>{gift.purchaser.displayName}</span>
        <span className="billing__muted">{gift.purchaser.email}</span>
        <span className="billing__muted">
          <time dateTime={gift.created}>{day(gift.created)}</time>
        </span>
      </td>
      <td className="billing__wide-only">{gift.recipientEmail ?? t('console.billing.gift.asCode')}</td>
      <td>
        <span className={gift.status === 'redeemed' ? 'status-pill status-pill--positive' : 'status-pill'}>
          {t(`console.billing.gift.status.${gift.status}`)}
        </span>
        {gift.redeemedBy && gift.redeemedAt && (
          <span className="billing__muted">
            {t('console.billing.gift.redeemedBy', gift.redeemedBy.email, day(gift.redeemedAt))}
          </span>
        )}
      </td>
    </tr>
  );
}
