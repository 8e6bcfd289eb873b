import type { ChatHistorySchema, ChatHistory } from '@crewcast/contracts/realtime';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** The recent chat of a livestream, or (with `after`) everything since that message: a reconnect's gap. */
export async function getChatHistory(
  livestreamId: string,
  after: number | undefined,
  signal?: AbortSignal,
): Promise<ChatHistory> {
  return api.user.get<typeof ChatHistorySchema>(`/v2/livestream/chat/${encodeURIComponent(livestreamId)}`, {
    signal,
    token: await requireToken(),
    query: { after },
  });
}
