import type { ReceiptListSchema, Receipt } from '@crewcast/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUBSCRIPTION_QUERY_KEY } from '@/lib/billing/get-subscription';
import { requireToken } from '@/lib/session';

/** GET /v1/subscription/receipts: what the member was charged, newest first. */
export async function getReceipts(signal?: AbortSignal): Promise<Receipt[]> {
  return api.payment.get<typeof ReceiptListSchema>('/v1/subscription/receipts', {
    signal,
    token: await requireToken(),
  });
}

export function receiptsQueryOptions() {
  return queryOptions({
    queryKey: [...SUBSCRIPTION_QUERY_KEY, 'receipts'],
    queryFn: ({ signal }) => getReceipts(signal),
  });
}

export function useReceipts() {
  return useQuery(receiptsQueryOptions());
}
