import type { ModerationAction } from '@crewcast/contracts/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export const CHAT_MODERATION_KEY = [MEMBER_QUERY_KEY, 'console', 'chat'] as const;
const ACTIONS_SHOWN = 50;

/** The latest deletions, time-outs and bans across every stream, newest first. */
export async function getModerationActions(signal?: AbortSignal): Promise<ModerationAction[]> {
  const { actions } = await api.user.get<{ actions: ModerationAction[] }>('/v1/admin/chat/actions', {
    signal,
    token: await requireToken(),
    query: { limit: ACTIONS_SHOWN },
  });
  return actions;
}

export function moderationActionsQueryOptions() {
  return queryOptions({
    queryKey: [...CHAT_MODERATION_KEY, 'actions'],
    queryFn: ({ signal }) => getModerationActions(signal),
  });
}

export function useModerationActions() {
  return useQuery(moderationActionsQueryOptions());
}
