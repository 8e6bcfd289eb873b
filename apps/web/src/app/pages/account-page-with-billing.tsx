import { AccountPage } from '@/features/account/account-page';
import { PatreonLinkSection } from '@/features/patreon/components/patreon-link-section';
import { SubscriptionSection } from '@/features/subscription/components/subscription-section';

/** /account: the account page with the member's subscription and Patreon link. */
export function AccountPageWithBilling() {
  return (
    <AccountPage subscriptionSection={<SubscriptionSection />} patreonSection={<PatreonLinkSection />} />
  );
}
