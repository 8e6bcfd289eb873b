import { useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay, formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useGift } from './api/get-gift';
import { GiftCode } from './components/gift-code';
import { GiftNav } from './components/gift-nav';
import { GiftStatus } from './components/gift-status';
import { useGiftPaths } from './gift-paths';
import '@/components/ui/facts.css';
import './gifts.css';

/** One gift the member bought: its code to copy, where it went, the message, and whether it was redeemed. */
export function GiftDetailPage() {
  const { t, locale } = useI18n();
  const id = useParams().id ?? '';
  const paths = useGiftPaths();
  const gift = useGift(id);
  const title = gift.data
    ? t('gift.history.item', t(countSlug('gift.months', gift.data.months), gift.data.months))
    : t('gift.detail.title');

  return (
    <Page title={title}>
      <GiftNav back={paths.history} backLabel={t('gift.backToHistory')} />
      {gift.isPending ? (
        <LoadingRegion className="gift-detail" label={t('gift.detail.loading')}>
          <Skeleton height={200} />
        </LoadingRegion>
      ) : gift.isError ? (
        gift.error instanceof ApiError && (gift.error.status === 404 || gift.error.status === 400) ? (
          <ErrorState title={t('gift.detail.notFound.title')} body={t('gift.detail.notFound.body')} />
        ) : (
          <ErrorState title={t('gift.detail.loadFailed')} onRetry={() => gift.refetch()} />
        )
      ) : (
        <Card className="gift-detail">
          <div className="gift-detail__top">
            <GiftStatus gift={gift.data} />
            <span className="gift-detail__price">
              {formatMoney(gift.data.priceCents, gift.data.currency, locale)}
            </span>
          </div>
          <GiftCode gift={gift.data} />
          <dl className="facts">
            <div className="facts__row">
              <dt>{t('gift.detail.recipient')}</dt>
              <dd>{gift.data.recipientEmail ?? t('gift.history.asCode')}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('gift.detail.bought')}</dt>
              <dd>{formatDay(gift.data.createdAt, locale)}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('gift.detail.redeemed')}</dt>
              <dd>
                {gift.data.redeemedAt
                  ? formatDay(gift.data.redeemedAt, locale)
                  : t('gift.detail.notRedeemed')}
              </dd>
            </div>
            {gift.data.message && (
              <div className="facts__row">
                <dt>{t('gift.detail.message')}</dt>
                <dd className="gift-detail__message">{gift.data.message}</dd>
              </div>
            )}
          </dl>
        </Card>
      )}
    </Page>
  );
}
