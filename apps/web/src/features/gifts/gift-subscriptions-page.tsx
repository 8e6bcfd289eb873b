import { useId, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { GiftIcon, TagIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
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

  return (
    <Page title={t('gift.title')} lead={t('gift.lead')}>
      <GiftNav
        back={paths.back}
        backLabel={paths.inAccount ? t('gift.backToAccount') : t('common.backHome')}
        next={{ to: paths.history, label: t('gift.history.link') }}
      />
      {canceled && <InlineAlert>{t('gift.checkout.canceled')}</InlineAlert>}
      <div className={`split-layout gift-layout${code ? ' gift-layout--redeem-first' : ''}`}>
        <GiftPanel
          className="gift-panel gift-panel--buy"
          icon={GiftIcon}
          title={t('gift.buy.title')}
          description={t('gift.buy.description')}
        >
          <GiftPurchase />
        </GiftPanel>
        <GiftPanel
          className="gift-panel"
          icon={TagIcon}
          title={t('gift.redeem.title')}
          description={t('gift.redeem.description')}
        >
          <RedeemGiftForm initialCode={code} />
        </GiftPanel>
      </div>
    </Page>
  );
}

/** One of the page's two cards (buy, redeem), named by its heading. */
function GiftPanel({
  className,
  icon: Icon,
  title,
  description,
  children,
}: {
  className: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <Card className="gift-panel__card">
        <header className="gift-panel__header">
          <Icon className="icon-tile icon-tile--accent" />
          <div>
            <h2 className="gift-panel__title" id={titleId}>
              {title}
            </h2>
            <p className="gift-panel__description">{description}</p>
          </div>
        </header>
        {children}
      </Card>
    </section>
  );
}

function GiftPurchase() {
  const t = useTranslation();
  const options = useGiftOptions();
  if (options.isPending) {
    return (
      <LoadingRegion className="gift-form" label={t('gift.buy.loading')}>
        <Skeleton height={96} />
        <Skeleton height={160} />
        <Skeleton height={240} />
      </LoadingRegion>
    );
  }
  if (options.isError)
    return <ErrorState title={t('gift.buy.loadFailed')} onRetry={() => options.refetch()} />;
  return <BuyGiftForm options={options.data} />;
}
