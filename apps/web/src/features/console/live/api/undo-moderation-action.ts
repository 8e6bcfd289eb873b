import type { ModerationActionSchema, ModerationAction } from '@crewcast/contracts/realtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { moderationActionsQueryOptions } from './get-moderation-actions';

/** Undoes an action: the deleted message comes back, or the time-out or ban is lifted. */
export async function undoModerationAction(actionId: number): Promise<ModerationAction> {
  return api.user.delete<typeof ModerationActionSchema>(`/v1/admin/chat/actions/${actionId}`, {
    token: await requireToken(),
  });
}

export function useUndoModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoModerationAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationActionsQueryOptions().queryKey }),
  });
}
