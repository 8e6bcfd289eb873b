import type {
  AdjustPointsBody,
  GrantTimeBody,
  MemberDetailSchema,
  RefundBody,
} from '@crewcast/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { memberDetailQueryOptions } from './get-member';
import { CONSOLE_MEMBERS_KEY } from './search-members';

type Method = 'post' | 'put' | 'delete';

/**
 * A staff action on one member. Every action answers the member's page as it now is: it replaces the cached page,
 * and the search results (which show bans and deletion requests) are fetched again.
 */
function useMemberAction<Input extends { userId: string }>(
  method: Method,
  action: string | ((input: Input) => string),
  body?: (input: Input) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      memberRequest<typeof MemberDetailSchema>(
        method,
        `/v1/admin/members/${encodeURIComponent(input.userId)}/${typeof action === 'string' ? action : action(input)}`,
        { body: body?.(input) },
      ),
    onSuccess: async (detail) => {
      queryClient.setQueryData(memberDetailQueryOptions(detail.profile.userId).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [...CONSOLE_MEMBERS_KEY, 'search'] });
    },
  });
}

type Member = { userId: string };
type WithReason = Member & { reason: string };

/** Bans the account: its sessions end at once and it cannot sign in until unbanned. */
export const useBanMember = () => useMemberAction('post', 'ban', ({ reason }: WithReason) => ({ reason }));

/** Lifts a ban. */
export const useUnbanMember = () => useMemberAction<Member>('delete', 'ban');

/** Ends every session of the member and closes their realtime connections. */
export const useSignOutMember = () => useMemberAction<Member>('post', 'sign-out');

/** Starts account deletion; the account is erased after the grace period unless cancelled. */
export const useRequestDeletion = () =>
  useMemberAction('post', 'deletion', ({ reason }: WithReason) => ({ reason }));

/** Cancels the member's pending deletion. */
export const useCancelDeletion = () => useMemberAction<Member>('delete', 'deletion');

/** Official accounts only; the member is signed out so the new type applies at once. */
export const useSetAccountType = () =>
  useMemberAction('put', 'account-type', ({ accountType }: Member & { accountType: number }) => ({
    accountType,
  }));

/** Adds days or months of complimentary access. */
export const useGrantTime = () =>
  useMemberAction('post', 'subscription-time', ({ userId: _, ...grant }: Member & GrantTimeBody) => grant);

/** Adds (positive) or takes away (negative) Producer Points; refused when the balance would go below zero. */
export const useAdjustPoints = () =>
  useMemberAction('post', 'points', ({ userId: _, ...adjustment }: Member & AdjustPointsBody) => adjustment);

/** Refunds a test-mode subscription receipt, taking back its Producer Points and the plan's badge. */
export const useRefundReceipt = () =>
  useMemberAction(
    'post',
    ({ receiptId }: Member & { receiptId: string } & RefundBody) =>
      `receipts/${encodeURIComponent(receiptId)}/refund`,
    ({ userId: _, receiptId: __, ...body }) => body,
  );
