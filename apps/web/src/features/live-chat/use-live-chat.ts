import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useConnectionState, useRealtime } from '@/lib/realtime/realtime-context';
import { getChatHistory } from './api/get-chat-history';
import { outcomeOf, type RequestOutcome } from '@/lib/realtime/realtime-errors';
import { chatReducer, INITIAL_CHAT_STATE, lastMessageId } from './chat-log';

/** Presence: the chat tells the server it is open this often, which keeps it in the stream's room. */
export const PRESENCE_PING_MS = 30_000;

export type SendResult = RequestOutcome<object>;

/**
 * One livestream's chat: its history, the live batches, deletions and viewer count from the stream's room, and
 * after every reconnect what was missed in between (asked for after the last message held).
 */
export function useLiveChat(livestreamId: string) {
  const connection = useRealtime();
  const connectionState = useConnectionState();
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT_STATE);
  const [attempt, setAttempt] = useState(0);
  const lastId = useRef<number | undefined>(undefined);
  /** The newest message held when the connection dropped: what came after it is fetched on the way back. */
  const resumeAfter = useRef<number | undefined>(undefined);
  useEffect(() => {
    lastId.current = lastMessageId(state.messages);
  }, [state.messages]);

  const catchUp = useCallback(
    (after: number | undefined, signal?: AbortSignal) =>
      getChatHistory(livestreamId, after, signal)
        .then((history) => dispatch({ type: 'history', history }))
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          console.warn('The chat history could not be loaded', error);
          dispatch({ type: 'failed' });
        }),
    [livestreamId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void catchUp(undefined, controller.signal);
    return () => controller.abort();
  }, [catchUp, attempt]);

  useEffect(
    () =>
      connection.subscribe('livestream', (push) => {
        if ('livestreamId' in push && push.livestreamId !== livestreamId) return;
        if (push.type === 'messages' || push.type === 'restored')
          dispatch({ type: 'messages', messages: push.messages });
        else if (push.type === 'deleted') dispatch({ type: 'deleted', messageIds: push.messageIds });
        else if (push.type === 'viewers') dispatch({ type: 'viewers', viewers: push.viewers });
        else if (push.type === 'restriction')
          dispatch({ type: 'restriction', restriction: push.restriction });
      }),
    [connection, livestreamId],
  );

  // While connected: join the room, then fetch what came after the last message held before the drop (batches
  // arriving after the rejoin may already be newer), and keep pinging so the server counts this reader.
  useEffect(() => {
    if (connectionState !== 'connected') return;
    const ping = () =>
      connection.request('livestream', { type: 'ping', livestreamId }).then((ack) => {
        if (ack.ok) dispatch({ type: 'viewers', viewers: ack.viewers });
        else console.warn('The chat presence was refused', ack.message);
      });
    ping()
      .then(() => catchUp(resumeAfter.current))
      .catch((error: unknown) => console.warn('The chat presence got no answer', error));
    const timer = setInterval(() => {
      ping().catch((error: unknown) => console.warn('The chat presence got no answer', error));
    }, PRESENCE_PING_MS);
    return () => {
      clearInterval(timer);
      resumeAfter.current = lastId.current;
    };
  }, [connection, connectionState, livestreamId, catchUp]);

  useEffect(
    () => () => {
      if (connection.getState() !== 'connected') return;
      connection
        .request('livestream', { type: 'leave', livestreamId })
        .catch((error: unknown) => console.warn('Leaving the chat got no answer', error));
    },
    [connection, livestreamId],
  );

  const send = useCallback(
    async (message: string): Promise<SendResult> => {
      const outcome = await outcomeOf(
        connection.request('livestream', { type: 'message', livestreamId, message }),
      );
      if (outcome.ok) dispatch({ type: 'messages', messages: [outcome.message] });
      return outcome;
    },
    [connection, livestreamId],
  );

  const retry = useCallback(() => {
    dispatch({ type: 'retry' });
    setAttempt((count) => count + 1);
  }, []);

  /** Takes a message out at once for the moderator who deleted it; the room's push does so for everyone. */
  const removeLocally = useCallback((messageId: number) => {
    dispatch({ type: 'deleted', messageIds: [messageId] });
  }, []);

  return { ...state, connectionState, send, retry, removeLocally };
}
