import type { GiftListSchema } from '@crewcast/contracts/gifts';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** The key of the member's gifts, the list and each one. */
export const GIFTS_QUERY_KEY = [MEMBER_QUERY_KEY, 'gifts', 'bought'] as const;

/** GET /v1/gifts: the gifts the member bought, newest first. */
export const giftsQueryOptions = () =>
  memberQueryOptions<typeof GiftListSchema>([...GIFTS_QUERY_KEY, 'list'], '/v1/gifts', { host: 'payment' });

/** The member's gifts, read again every `pollMs` while it is given (a purchase awaiting the provider). */
export const useGifts = (pollMs: number | false = false) =>
  useQuery({ ...giftsQueryOptions(), refetchInterval: pollMs });
