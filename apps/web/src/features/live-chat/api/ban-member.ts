import type { ModerationActionSchema, ModerationAction } from '@crewcast/contracts/realtime';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** Keeps a member out of every chat until the ban is undone (Official and Creator accounts). */
export async function banMember(userId: string): Promise<ModerationAction> {
  return api.user.post<typeof ModerationActionSchema>('/v1/admin/chat/bans', {
    token: await requireToken(),
    body: { userId },
  });
}

export function useBanMember() {
  return useMutation({ mutationFn: banMember });
}
