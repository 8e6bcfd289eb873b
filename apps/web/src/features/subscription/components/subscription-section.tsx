import type { UserInfoSelect } from '@crewcast/contracts/users';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { ChevronRightIcon, GiftIcon, TagIcon } from '@/components/ui/icons';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useSubscription } from '@/lib/billing/get-subscription';
import { givesAccess } from '@/lib/billing/subscription-rules';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useRoutePaths } from '@/lib/route-paths';
import { useNow } from '@/lib/use-now';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import '@/components/ui/facts.css';
import '../subscription.css';
import { SubscriptionDetails } from './subscription-details';

/** The account page's subscription: what the member has, what it costs next, and the ways to change it. */
export function SubscriptionSection() {
  const t = useTranslation();
  const subscription = useSubscription();
  const now = useNow();

  if (subscription.isPending) {
    return (
      <LoadingRegion className="subscription-section" label={t('subscription.loading')}>
        <Skeleton height={160} />
        <Skeleton height={120} />
      </LoadingRegion>
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
    <ul className="plain-list subscription-links">
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
