import type { ChatMessage } from '@crewcast/contracts/realtime';
import type { Redis } from 'ioredis';
import { endConnection } from './adapter';

const CHANNEL = 'crewcast:chat';

/**
 * Hands each stored chat message to every node, which batches it for its own readers. With Redis the message
 * goes through a sharded channel, and `publish` returns once Redis has taken it; alone, it stays here.
 */
export async function createChatRelay(options: {
  redis?: Redis;
  receive: (message: ChatMessage) => void;
  log: { warn(obj: object, msg: string): void };
}) {
  const { redis, receive, log } = options;
  if (!redis)
    return { publish: async (message: ChatMessage) => receive(message), close: async () => undefined };

  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis: chat relay'));
  await subscriber.connect();
  subscriber.on('smessage', (channel: string, raw: string) => {
    if (channel === CHANNEL) receive(JSON.parse(raw) as ChatMessage);
  });
  await subscriber.ssubscribe(CHANNEL);
  return {
    async publish(message: ChatMessage): Promise<void> {
      try {
        await redis.spublish(CHANNEL, JSON.stringify(message));
      } catch (error) {
        // Stored already: this node's readers get it now, the others' when they fetch the gap.
        log.warn({ err: error }, 'chat message not relayed to other nodes');
        receive(message);
      }
    },
    async close(): Promise<void> {
      await endConnection(subscriber);
    },
  };
}
