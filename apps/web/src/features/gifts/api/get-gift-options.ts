import type { GiftOptionsSchema } from '@crewcast/contracts/gifts';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** GET /v1/gifts/options: the gift lengths on sale and their prices. */
export const giftOptionsQueryOptions = () =>
  memberQueryOptions<typeof GiftOptionsSchema>([MEMBER_QUERY_KEY, 'gifts', 'options'], '/v1/gifts/options', {
    host: 'payment',
  });

export const useGiftOptions = () => useQuery(giftOptionsQueryOptions());
