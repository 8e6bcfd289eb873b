import type { MemberDetail } from '@crewcast/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberQueryOptions } from './get-member';
import { CONSOLE_MEMBERS_KEY } from './search-members';

/**
 * A staff action on one member. Every action answers the member's page as it now is: it replaces the cached page,
 * and the search results (which show bans and deletion requests) are fetched again.
 */
export function useMemberAction<Input>(action: (input: Input) => Promise<MemberDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (detail) => {
      queryClient.setQueryData(memberQueryOptions(detail.profile.userId).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [...CONSOLE_MEMBERS_KEY, 'search'] });
    },
  });
}
