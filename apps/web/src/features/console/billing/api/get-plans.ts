import type { AdminPlanListSchema } from '@crewcast/contracts/console-billing';
import { useQuery } from '@tanstack/react-query';
import { consoleQueryOptions } from '../../components/console-api';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export const plansQueryOptions = () =>
  consoleQueryOptions<typeof AdminPlanListSchema>(
    [...CONSOLE_BILLING_KEY, 'plans'],
    '/v1/admin/billing/plans',
  );

export const usePlans = () => useQuery(plansQueryOptions());
