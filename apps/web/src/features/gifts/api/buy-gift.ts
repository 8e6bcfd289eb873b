import type { CardInput } from '@crewcast/contracts/billing';
import type { BuyGiftResultSchema } from '@crewcast/contracts/gifts';
import { purchaseRequest } from '@/lib/billing/purchase-request';
import { useMemberMutation } from '@/lib/member-api';
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

/** POST /v1/gifts. */
const buyGift = purchaseRequest<GiftPurchase, typeof BuyGiftResultSchema>('/v1/gifts');

export const useBuyGift = () => useMemberMutation(buyGift, [GIFTS_QUERY_KEY]);
