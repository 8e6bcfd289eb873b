import { PatreonOffer } from '@/features/patreon/components/patreon-offer';
import { PaymentPage } from '@/features/subscription/payment-page';

/** /payment: the payment page with the offer to link Patreon instead. */
export function PaymentPageWithPatreon() {
  return <PaymentPage patreonOffer={<PatreonOffer />} />;
}
