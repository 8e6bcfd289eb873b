import type { ReceiptListSchema } from '@crewcast/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_QUERY_KEY } from '@/lib/billing/get-subscription';
import { memberQueryOptions } from '@/lib/member-api';

/** GET /v1/subscription/receipts: what the member was charged, newest first. */
export const receiptsQueryOptions = () =>
  memberQueryOptions<typeof ReceiptListSchema>(
    [...SUBSCRIPTION_QUERY_KEY, 'receipts'],
    '/v1/subscription/receipts',
    {
      host: 'payment',
    },
  );

export const useReceipts = () => useQuery(receiptsQueryOptions());
