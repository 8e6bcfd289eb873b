import type { AdminPlanListSchema } from '@crewcast/contracts/console-billing';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export const plansQueryOptions = () =>
  memberQueryOptions<typeof AdminPlanListSchema>(
    [...CONSOLE_BILLING_KEY, 'plans'],
    '/v1/admin/billing/plans',
  );

export const usePlans = () => useQuery(plansQueryOptions());
