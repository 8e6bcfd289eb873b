import type { MessageSchema } from '@crewcast/contracts/account';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** Keeps a playback session counted against the stream limit; a silent one expires within a minute. */
export async function sendHeartbeat(sessionId: string): Promise<void> {
  await api.user.post<typeof MessageSchema>(`/v1/playback/sessions/${sessionId}/heartbeat`, {
    token: await requireToken(),
  });
}
