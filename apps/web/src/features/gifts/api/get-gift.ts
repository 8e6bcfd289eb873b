import type { GiftSchema } from '@crewcast/contracts/gifts';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { GIFTS_QUERY_KEY } from './get-gifts';

/** GET /v1/gifts/{id}: one gift the member bought, with its code. */
export const giftQueryOptions = (id: string) =>
  memberQueryOptions<typeof GiftSchema>(
    [...GIFTS_QUERY_KEY, 'one', id],
    `/v1/gifts/${encodeURIComponent(id)}`,
    {
      host: 'payment',
    },
  );

export const useGift = (id: string) => useQuery(giftQueryOptions(id));
