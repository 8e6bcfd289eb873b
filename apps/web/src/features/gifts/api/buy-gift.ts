import type { CardInput } from '@crewcast/contracts/billing';
import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/constants/billing';
import type { BuyGiftResultSchema } from '@crewcast/contracts/gifts';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { GIFTS_QUERY_KEY } from './get-gifts';

export interface GiftPurchase {
  months: number;
  /** Where the redeem link is mailed; without it the gift is a code to pass on. */
  recipientEmail?: string;
  message: string;
  /** Only the test provider takes a card here. */
  card?: CardInput;
  idempotencyKey: string;
}

/** POST /v1/gifts: paid at once (test provider) or continued on the provider's page. */
export const buyGift = ({ idempotencyKey, ...body }: GiftPurchase) =>
  memberRequest<typeof BuyGiftResultSchema>('post', '/v1/gifts', {
    host: 'payment',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export const useBuyGift = () => useMemberMutation(buyGift, [GIFTS_QUERY_KEY]);
