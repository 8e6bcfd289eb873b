import type { MessageSchema } from '@crewcast/contracts/account';
import { api } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session';

/** Frees the stream at once; sent as the member leaves, so it must not wait for anything. */
export async function endPlayback(sessionId: string): Promise<void> {
  const token = getSessionToken();
  if (!token) return;
  await api.user.delete<typeof MessageSchema>(`/v1/playback/sessions/${sessionId}`, {
    token,
    keepalive: true,
  });
}
