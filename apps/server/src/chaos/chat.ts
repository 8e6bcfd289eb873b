import type { ChatMessage, RealtimeAck } from '@crewcast/contracts/realtime';
import { io } from 'socket.io-client';
import { sleep, type Member } from './http';

export interface ChatRecord {
  /** Messages the server acknowledged, by id: each must be in the chat's history afterwards. */
  acknowledged: Map<number, string>;
  refused: string[];
}

/**
 * A member chatting through the realtime connection while the server comes and goes: the socket reconnects on
 * its own, and a message counts once its acknowledgement arrives.
 */
export async function chat(
  baseUrl: string,
  member: Member,
  livestreamId: string,
  messages: number,
  record: ChatRecord,
): Promise<void> {
  const socket = io(baseUrl, {
    transports: ['websocket'],
    forceNew: true,
    query: { token: member.token },
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  try {
    for (let n = 1; n <= messages; n += 1) {
      const text = `${member.email} says ${n}`;
      const ack = (await socket
        .timeout(5000)
        .emitWithAck('livestream', { type: 'message', livestreamId, message: text })
        .catch(() => undefined)) as RealtimeAck<{ message: ChatMessage }> | undefined;
      if (ack?.ok) record.acknowledged.set(ack.message.id, text);
      else if (ack) record.refused.push(`${ack.error}: ${ack.message}`);
      await sleep(200);
    }
  } finally {
    socket.close();
  }
}
