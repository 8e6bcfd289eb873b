import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { GiftIcon, TagIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useGiftOptions } from './api/get-gift-options';
import { BuyGiftForm } from './components/buy-gift-form';
import { GiftNav } from './components/gift-nav';
import { RedeemGiftForm } from './components/redeem-gift-form';
import { useGiftPaths } from './gift-paths';
import '@/components/ui/icon-tile.css';
import './gifts.css';

/**
 * Gift subscriptions: buy months of membership for someone else (mailed to them, or as a code to pass on), and
 * redeem a gift. The mailed link is /gift-subscriptions?code=..., which fills in the redeem form.
 */
export function GiftSubscriptionsPage() {
  const t = useTranslation();
  const paths = useGiftPaths();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const canceled = params.get('checkout') === 'canceled';

  const redeem = (
    <section className="gift-panel" aria-labelledby="gift-redeem-title">
      <Card className="gift-panel__card">
        <header className="gift-panel__header">
          <TagIcon className="icon-tile icon-tile--accent" />
          <div>
            <h2 className="gift-panel__title" id="gift-redeem-title">
              {t('gift.redeem.title')}
            </h2>
            <p className="gift-panel__description">{t('gift.redeem.description')}</p>
          </div>
        </header>
        <RedeemGiftForm initialCode={code} />
      </Card>
    </section>
  );

  return (
    <Page title={t('gift.title')} lead={t('gift.lead')}>
      <GiftNav
        back={paths.inAccount ? '/account' : '/'}
        backLabel={paths.inAccount ? t('gift.backToAccount') : t('common.backHome')}
        next={{ to: paths.history, label: t('gift.history.link') }}
      />
      {canceled && <InlineAlert>{t('gift.checkout.canceled')}</InlineAlert>}
      <div className={code ? 'gift-layout gift-layout--redeem-first' : 'gift-layout'}>
        <section className="gift-panel gift-panel--buy" aria-labelledby="gift-buy-title">
          <Card className="gift-panel__card">
            <header className="gift-panel__header">
              <GiftIcon className="icon-tile icon-tile--accent" />
              <div>
                <h2 className="gift-panel__title" id="gift-buy-title">
                  {t('gift.buy.title')}
                </h2>
                <p className="gift-panel__description">{t('gift.buy.description')}</p>
              </div>
            </header>
            <GiftPurchase />
          </Card>
        </section>
        {redeem}
      </div>
    </Page>
  );
}

function GiftPurchase() {
  const t = useTranslation();
  const options = useGiftOptions();
  if (options.isPending) {
    return (
      <div className="gift-form" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('gift.buy.loading')}
        </p>
        <Skeleton height={96} />
        <Skeleton height={160} />
        <Skeleton height={240} />
      </div>
    );
  }
  if (options.isError)
    return <ErrorState title={t('gift.buy.loadFailed')} onRetry={() => options.refetch()} />;
  return <BuyGiftForm options={options.data} />;
}
