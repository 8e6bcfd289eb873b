import type { MemberDetailSchema } from '@crewcast/contracts/members';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_MEMBERS_KEY } from './search-members';

export const memberDetailQueryOptions = (userId: string) =>
  memberQueryOptions<typeof MemberDetailSchema>(
    [...CONSOLE_MEMBERS_KEY, 'detail', userId],
    `/v1/admin/members/${encodeURIComponent(userId)}`,
  );

export const useMember = (userId: string) => useQuery(memberDetailQueryOptions(userId));
