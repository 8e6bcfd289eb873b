import type { Gift } from '@crewcast/contracts/gifts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronRightIcon, GiftIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { formatDay, formatMoney } from '@/lib/billing/money';
import { useI18n, useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { useGifts } from './api/get-gifts';
import { GiftNav } from './components/gift-nav';
import { GiftStatus } from './components/gift-status';
import { useGiftPaths } from './gift-paths';
import '@/components/ui/icon-tile.css';
import { QueryList } from '@/components/ui/query-list';
import './gifts.css';

const SKELETON_ROWS = 3;

/** The gifts the member bought, newest first: pending or redeemed, the code and who it went to. */
const CONFIRMATION_POLL_MS = 2000;
const CONFIRMATION_WAIT_MS = 60_000;

export function GiftHistoryPage() {
  const t = useTranslation();
  const paths = useGiftPaths();
  // Back from the provider's checkout for a gift: a mobile app around the page is told the purchase is done, and
  // the gift is listed once the provider has confirmed the payment, so the list is read again for a minute.
  const paid = useSearchParams()[0].get('checkout') === 'success';
  const [waiting, setWaiting] = useState(paid);
  useEffect(() => {
    if (!paid) return;
    callMobileApp('complete');
    const timer = setTimeout(() => setWaiting(false), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [paid]);
  const gifts = useGifts(waiting ? CONFIRMATION_POLL_MS : false);

  return (
    <Page title={t('gift.history.title')} lead={t('gift.history.lead')}>
      <GiftNav back={paths.home} backLabel={t('gift.backToGifts')} />
      {paid && <InlineAlert tone="success">{t('gift.checkout.success')}</InlineAlert>}
      <QueryList
        query={gifts}
        className="gift-list"
        loading={{ label: t('gift.history.loading'), count: SKELETON_ROWS, height: 88 }}
        loadFailed={t('gift.history.loadFailed')}
        empty={
          <EmptyState
            icon={<GiftIcon />}
            title={t('gift.history.empty.title')}
            body={t('gift.history.empty.body')}
            action={
              <Link className={buttonClassName('primary')} to={paths.home}>
                {t('gift.history.empty.buy')}
              </Link>
            }
          />
        }
      >
        {(list) => (
          <ul className="plain-list gift-list" aria-label={t('gift.history.listLabel')}>
            {list.map((gift) => (
              <li key={gift.id}>
                <GiftRow gift={gift} to={paths.gift(gift.id)} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </Page>
  );
}

function GiftRow({ gift, to }: { gift: Gift; to: string }) {
  const { t, locale } = useI18n();
  return (
    <Link className="gift-row" to={to}>
      <GiftIcon className="icon-tile" />
      <span className="gift-row__main">
        <span className="gift-row__title">
          {t('gift.history.item', t(countSlug('gift.months', gift.months), gift.months))}
        </span>
        <span className="gift-row__meta">
          {t(
            'gift.history.meta',
            gift.recipientEmail ? t('gift.history.to', gift.recipientEmail) : t('gift.history.asCode'),
            formatDay(gift.createdAt, locale),
            formatMoney(gift.priceCents, gift.currency, locale),
          )}
        </span>
        <span className="gift-row__code">{gift.code}</span>
      </span>
      <GiftStatus gift={gift} />
      <ChevronRightIcon className="gift-row__chevron" />
    </Link>
  );
}
