import type { ModerationActionSchema, ModerationAction } from '@crewcast/contracts/realtime';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { moderationActionsQueryOptions } from './get-moderation-actions';

/** Undoes an action: the deleted message comes back, or the time-out or ban is lifted. */
export async function undoModerationAction(actionId: number): Promise<ModerationAction> {
  return memberRequest<typeof ModerationActionSchema>('delete', `/v1/admin/chat/actions/${actionId}`);
}

export function useUndoModerationAction() {
  return useMemberMutation(undoModerationAction, [moderationActionsQueryOptions().queryKey]);
}
