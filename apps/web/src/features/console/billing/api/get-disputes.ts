import type { AdminDisputeListSchema } from '@crewcast/contracts/console-billing';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export const disputesQueryOptions = () =>
  memberQueryOptions<typeof AdminDisputeListSchema>(
    [...CONSOLE_BILLING_KEY, 'disputes'],
    '/v1/admin/billing/disputes',
  );

export const useDisputes = () => useQuery(disputesQueryOptions());
