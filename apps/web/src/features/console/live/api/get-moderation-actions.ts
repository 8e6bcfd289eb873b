import type { ModerationAction } from '@crewcast/contracts/realtime';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

export const CHAT_MODERATION_KEY = [MEMBER_QUERY_KEY, 'console', 'chat'] as const;
const ACTIONS_SHOWN = 50;

/** The latest deletions, time-outs and bans across every stream, newest first. */
export const moderationActionsQueryOptions = () =>
  memberQueryOptions<{ actions: ModerationAction[] }, ModerationAction[]>(
    [...CHAT_MODERATION_KEY, 'actions'],
    '/v1/admin/chat/actions',
    { query: { limit: ACTIONS_SHOWN }, pick: (answer) => answer.actions },
  );

export const useModerationActions = () => useQuery(moderationActionsQueryOptions());
