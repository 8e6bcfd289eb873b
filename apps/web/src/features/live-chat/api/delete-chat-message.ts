import type { ModerationActionSchema, ModerationAction } from '@crewcast/contracts/realtime';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** Removes a chat message for everyone (Official and Creator accounts). */
export async function deleteChatMessage(messageId: number): Promise<ModerationAction> {
  return api.user.delete<typeof ModerationActionSchema>(`/v1/admin/chat/messages/${messageId}`, {
    token: await requireToken(),
    body: {},
  });
}

export function useDeleteChatMessage() {
  return useMutation({ mutationFn: deleteChatMessage });
}
