import type { MemberDetailSchema } from '@crewcast/contracts/members';
import { useQuery } from '@tanstack/react-query';
import { consoleQueryOptions } from '../../components/console-api';
import { CONSOLE_MEMBERS_KEY } from './search-members';

export const memberQueryOptions = (userId: string) =>
  consoleQueryOptions<typeof MemberDetailSchema>(
    [...CONSOLE_MEMBERS_KEY, 'detail', userId],
    `/v1/admin/members/${encodeURIComponent(userId)}`,
  );

export const useMember = (userId: string) => useQuery(memberQueryOptions(userId));
