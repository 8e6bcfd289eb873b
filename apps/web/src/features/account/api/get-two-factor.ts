import type { TwoFactorStatusSchema } from '@crewcast/contracts/two-factor';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

export const twoFactorQueryOptions = () =>
  memberQueryOptions<typeof TwoFactorStatusSchema>(
    [MEMBER_QUERY_KEY, 'two-factor'],
    '/v2/account/two-factor',
  );

export const useTwoFactor = () => useQuery(twoFactorQueryOptions());
