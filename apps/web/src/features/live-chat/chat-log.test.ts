import type { ChatHistory, ChatMessage } from '@crewcast/contracts/realtime';
import { describe, expect, it } from 'vitest';
import {
  CHAT_LOG_LIMIT,
  chatReducer,
  INITIAL_CHAT_STATE,
  isRestricted,
  lastMessageId,
  mergeMessages,
  removeMessages,
} from './chat-log';

const STREAM = '6f1f5f3e-1d7e-4a47-9a53-3c1f4b1d2a10';

function message(id: number, text = `message ${id}`): ChatMessage {
  return {
    id,
    livestreamId: STREAM,
    message: text,
    author: { userId: 'u1', displayName: 'crew', accountType: 0, badges: [] },
    created: '2026-11-24T09:00:00.000Z',
  };
}
const ids = (messages: readonly ChatMessage[]) => messages.map(({ id }) => id);
const history = (messages: ChatMessage[]): ChatHistory => ({
  messages,
  slowModeSeconds: 0,
  restriction: null,
});

describe('merging chat messages', () => {
  it('appends a batch after what is shown', () => {
    expect(ids(mergeMessages([message(1), message(2)], [message(3), message(4)]))).toEqual([1, 2, 3, 4]);
  });

  it('shows a message once when a batch, a gap fetch and an acknowledged send all bring it', () => {
    const afterSend = mergeMessages([message(1)], [message(2)]);
    const afterBatch = mergeMessages(afterSend, [message(2), message(3)]);
    const afterGap = mergeMessages(afterBatch, [message(2), message(3), message(4)]);
    expect(ids(afterGap)).toEqual([1, 2, 3, 4]);
  });

  it('fills a gap fetched after a reconnect in id order, even when newer batches arrived first', () => {
    const beforeDrop = [message(1), message(2)];
    const batchAfterRejoin = mergeMessages(beforeDrop, [message(6), message(7)]);
    const gap = mergeMessages(batchAfterRejoin, [message(3), message(4), message(5), message(6)]);
    expect(ids(gap)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the newest messages when the log grows past its limit', () => {
    const many = Array.from({ length: CHAT_LOG_LIMIT + 10 }, (_, index) => message(index + 1));
    const merged = mergeMessages([], many);
    expect(merged).toHaveLength(CHAT_LOG_LIMIT);
    expect(merged[0]?.id).toBe(11);
    expect(lastMessageId(merged)).toBe(CHAT_LOG_LIMIT + 10);
  });

  it('takes out messages a moderator deleted, and brings back restored ones in place', () => {
    const shown = [message(1), message(2), message(3)];
    const deleted = removeMessages(shown, [2]);
    expect(ids(deleted)).toEqual([1, 3]);
    expect(ids(mergeMessages(deleted, [message(2)]))).toEqual([1, 2, 3]);
  });
});

describe('the chat state', () => {
  it('keeps pushed messages that arrived before the history, without duplicates', () => {
    const pushedFirst = chatReducer(INITIAL_CHAT_STATE, { type: 'messages', messages: [message(5)] });
    const loaded = chatReducer(pushedFirst, { type: 'history', history: history([message(4), message(5)]) });
    expect(loaded.status).toBe('ready');
    expect(ids(loaded.messages)).toEqual([4, 5]);
  });

  it('shows an error only when the chat never loaded; a failed gap fetch keeps the messages', () => {
    expect(chatReducer(INITIAL_CHAT_STATE, { type: 'failed' }).status).toBe('error');
    const ready = chatReducer(INITIAL_CHAT_STATE, { type: 'history', history: history([message(1)]) });
    expect(chatReducer(ready, { type: 'failed' })).toBe(ready);
  });

  it('follows the member’s restriction from the history and from pushes', () => {
    const timedOut = chatReducer(INITIAL_CHAT_STATE, {
      type: 'history',
      history: {
        messages: [],
        slowModeSeconds: 30,
        restriction: { kind: 'timeout', until: '2026-11-24T10:00:00Z' },
      },
    });
    expect(timedOut.slowModeSeconds).toBe(30);
    expect(chatReducer(timedOut, { type: 'restriction', restriction: null }).restriction).toBeNull();
  });
});

describe('restrictions', () => {
  const now = Date.parse('2026-11-24T09:30:00Z');
  it('hold for a ban, and for a time-out until it runs out', () => {
    expect(isRestricted(null, now)).toBe(false);
    expect(isRestricted({ kind: 'ban' }, now)).toBe(true);
    expect(isRestricted({ kind: 'timeout', until: '2026-11-24T09:31:00Z' }, now)).toBe(true);
    expect(isRestricted({ kind: 'timeout', until: '2026-11-24T09:29:00Z' }, now)).toBe(false);
  });
});
