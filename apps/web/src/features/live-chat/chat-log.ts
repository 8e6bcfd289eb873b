import type { ChatHistory, ChatMessage, ChatRestriction } from '@crewcast/contracts/realtime';

/** The most messages a panel keeps; older ones scroll away for good. */
export const CHAT_LOG_LIMIT = 500;

/**
 * `current` with `incoming` added: each message once (by id), oldest first, at most the last CHAT_LOG_LIMIT. A
 * batch, a reconnect's gap fetch and an acknowledged send may bring the same message; it shows once.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_LOG_LIMIT);
}

export function removeMessages(current: readonly ChatMessage[], ids: readonly number[]): ChatMessage[] {
  const removed = new Set(ids);
  return current.filter(({ id }) => !removed.has(id));
}

export interface ChatState {
  status: 'loading' | 'ready' | 'error';
  messages: ChatMessage[];
  slowModeSeconds: number;
  restriction: ChatRestriction | null;
  viewers: number | null;
}

export const INITIAL_CHAT_STATE: ChatState = {
  status: 'loading',
  messages: [],
  slowModeSeconds: 0,
  restriction: null,
  viewers: null,
};

export type ChatAction =
  | { type: 'history'; history: ChatHistory }
  | { type: 'messages'; messages: readonly ChatMessage[] }
  | { type: 'deleted'; messageIds: readonly number[] }
  | { type: 'viewers'; viewers: number }
  | { type: 'restriction'; restriction: ChatRestriction | null }
  | { type: 'failed' }
  | { type: 'retry' };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'history':
      return {
        ...state,
        status: 'ready',
        messages: mergeMessages(state.messages, action.history.messages),
        slowModeSeconds: action.history.slowModeSeconds,
        restriction: action.history.restriction,
      };
    case 'messages':
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    case 'deleted':
      return { ...state, messages: removeMessages(state.messages, action.messageIds) };
    case 'viewers':
      return { ...state, viewers: action.viewers };
    case 'restriction':
      return { ...state, restriction: action.restriction };
    case 'failed':
      // Messages already shown stay; only a chat that never loaded shows the error.
      return state.status === 'ready' ? state : { ...state, status: 'error' };
    case 'retry':
      return { ...state, status: 'loading' };
  }
}

/** The newest message id held, which a reconnect asks the server to continue from. */
export function lastMessageId(messages: readonly ChatMessage[]): number | undefined {
  return messages.at(-1)?.id;
}

/** Whether the member may not send now: banned, or timed out until a time still ahead. */
export function isRestricted(restriction: ChatRestriction | null, now: number): boolean {
  if (!restriction) return false;
  return restriction.kind === 'ban' || Date.parse(restriction.until) > now;
}
