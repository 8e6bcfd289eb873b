import type { ModerationActionSchema, ModerationAction } from '@crewcast/contracts/realtime';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

export interface TimeOut {
  userId: string;
  minutes: number;
  livestreamId: string;
}

/** Keeps a member out of every chat for some minutes (Official and Creator accounts). */
export async function timeOutMember(timeOut: TimeOut): Promise<ModerationAction> {
  return api.user.post<typeof ModerationActionSchema>('/v1/admin/chat/timeouts', {
    token: await requireToken(),
    body: timeOut,
  });
}

export function useTimeOutMember() {
  return useMutation({ mutationFn: timeOutMember });
}
