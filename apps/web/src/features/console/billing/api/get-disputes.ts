import type { AdminDisputeListSchema } from '@crewcast/contracts/console-billing';
import { useQuery } from '@tanstack/react-query';
import { consoleQueryOptions } from '../../components/console-api';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export const disputesQueryOptions = () =>
  consoleQueryOptions<typeof AdminDisputeListSchema>(
    [...CONSOLE_BILLING_KEY, 'disputes'],
    '/v1/admin/billing/disputes',
  );

export const useDisputes = () => useQuery(disputesQueryOptions());
