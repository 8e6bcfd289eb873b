import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import {
  CommentRequestSchema,
  HANDSHAKE_ERRORS,
  LivestreamRequestSchema,
  REALTIME_PATH,
  type ChatMessage,
  type HandshakeErrorCode,
  type LivestreamPush,
  type RealtimeAck,
} from '@crewcast/contracts/realtime';
import { GREENLIGHT_EVENT, GreenlightRequestSchema, type GreenlightPush } from '@crewcast/contracts/projects';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import type { Config } from '../config';
import type { EventBus } from '../events';
import type { AccessClaims } from '../modules/account/tokens';
import type { ChatService } from '../modules/chat/chat.service';
import type { CommentsService } from '../modules/comments/comments.service';
import type { LiveService } from '../modules/live/live.service';
import { connectAdapter } from './adapter';
import { createChatRelay } from './chat-relay';
import { latestTotals } from './greenlight-totals';
import { INTERNAL_ERROR, parseInbound, toAckError, type Ack } from './inbound';
import { createPresence } from './presence';
import { createRateBucket } from './rate-bucket';
import { createRoomBatcher } from './room-batcher';
import { rooms } from './rooms';
import { dropSlowClients } from './slow-clients';

export interface GatewayDependencies {
  server: HttpServer;
  config: Config;
  /** The claims of a valid access token whose session is open; undefined otherwise. */
  authenticate: (token: string) => Promise<AccessClaims | undefined>;
  events: EventBus;
  comments: CommentsService;
  chat: ChatService;
  live: LiveService;
  log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

interface SocketData {
  claims: AccessClaims;
}
type MemberSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

const EVENTS = new Set(['comment', 'livestream', GREENLIGHT_EVENT]);

/** How often Greenlight totals go out: well inside the second SPEC's bars have to move in. */
const GREENLIGHT_TICK_MS = 200;

function handshakeError(code: HandshakeErrorCode): Error {
  return Object.assign(new Error(HANDSHAKE_ERRORS[code]), { data: { code } });
}

function tokenOf(handshake: Socket['handshake']): string {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  const fromQuery = handshake.query.token;
  const token = typeof fromAuth === 'string' && fromAuth ? fromAuth : fromQuery;
  return typeof token === 'string' ? token.trim() : '';
}

/**
 * The realtime connection (SPEC section 7): socket.io on the API's own HTTP server. It authenticates the
 * handshake, answers each inbound message through its acknowledgement, and turns what the modules announce into
 * pushes to the right rooms. With REDIS_URL the rooms span every node.
 */
export async function createRealtimeGateway(deps: GatewayDependencies) {
  const { config, events, comments, chat, live, log } = deps;
  const io = new Server(deps.server, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    cors: config.CORS_ORIGINS.length > 0 ? { origin: config.CORS_ORIGINS } : undefined,
  });
  const redis = config.REDIS_URL ? await connectAdapter(io, config.REDIS_URL, log) : undefined;
  const presence = createPresence({ io, redis: redis?.pub, nodeId: randomUUID(), intervalMs: 5000, log });
  // Every node batches the chat for its own sockets; the relay brings each node every stored message.
  const chatBatches = createRoomBatcher<ChatMessage>((room, messages) => {
    const livestreamId = messages[0]?.livestreamId ?? '';
    io.local
      .to(room)
      .emit('livestream', { type: 'messages', livestreamId, messages } satisfies LivestreamPush);
  }, config.CHAT_BATCH_MS);
  const chatRelay = await createChatRelay({
    redis: redis?.pub,
    receive: (message) => chatBatches.add(rooms.livestream(message.livestreamId), message),
    log,
  });
  const stopSweeping = dropSlowClients(io, log);
  const greenlightTotals = createRoomBatcher<{ battleId: string; projectId: string; points: number }>(
    (room, moves) => {
      for (const push of latestTotals(moves))
        io.to(room).emit(GREENLIGHT_EVENT, push satisfies GreenlightPush);
    },
    GREENLIGHT_TICK_MS,
  );

  io.use((socket, next) => {
    const token = tokenOf(socket.handshake);
    if (!token) return next(handshakeError('TOKEN_MISSING'));
    deps
      .authenticate(token)
      .then((claims) => {
        if (!claims) return next(handshakeError('TOKEN_INVALID'));
        (socket as MemberSocket).data.claims = claims;
        next();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'realtime handshake failed');
        next(handshakeError('TOKEN_INVALID'));
      });
  });

  /** Parses a message, runs its handler and always acknowledges: the result, or why not. */
  function answer<S extends z.ZodType>(
    socket: MemberSocket,
    bucket: ReturnType<typeof createRateBucket>,
    schema: S,
    handle: (message: z.output<S>, claims: AccessClaims) => Promise<object>,
  ) {
    return (raw: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      if (!bucket.take()) {
        reply({
          ok: false,
          error: 'RATE_LIMITED',
          message: 'Too many requests: slow down.',
          retryAfterSeconds: 1,
        });
        return;
      }
      const parsed = parseInbound(schema, raw);
      if ('error' in parsed) return reply(parsed.error);
      handle(parsed.data, socket.data.claims)
        .then((result) => reply({ ok: true, ...result }))
        .catch((error: unknown) => {
          const known = toAckError(error);
          if (!known) log.error({ err: error }, 'realtime request failed');
          reply(known ?? INTERNAL_ERROR);
        });
    };
  }

  io.on('connection', (socket: MemberSocket) => {
    const { claims } = socket.data;
    void socket.join([rooms.member(claims.userId), rooms.session(claims.familyId)]);
    const bucket = createRateBucket(config.REALTIME_EVENTS_PER_SECOND);

    socket.on(
      'comment',
      answer(socket, bucket, CommentRequestSchema, async (message, member) => {
        switch (message.type) {
          case 'message':
            return { comment: await comments.post(member, message) };
          case 'add-like':
          case 'remove-like':
            return { comment: await comments.setLiked(member, message, message.type === 'add-like') };
          case 'get': {
            // Joined before the page is read, so a comment posted meanwhile is in the page or pushed after it.
            await socket.join(rooms.video(message.mediaId));
            return comments.page(member, message).catch(async (error: unknown) => {
              await socket.leave(rooms.video(message.mediaId));
              throw error;
            });
          }
          case 'delete':
            return { commentId: await comments.delete(member, message) };
          case 'leave':
            await socket.leave(rooms.video(message.mediaId));
            return {};
        }
      }),
    );

    socket.on(
      'livestream',
      answer(socket, bucket, LivestreamRequestSchema, async (message, member) => {
        switch (message.type) {
          case 'status':
            return { status: await live.status(member) };
          case 'ping':
            await live.findOrFail(message.livestreamId);
            await socket.join(rooms.livestream(message.livestreamId));
            return { viewers: await presence.viewers(message.livestreamId) };
          case 'message':
            return { message: await chat.send(member, message.livestreamId, message.message) };
          case 'leave':
            await socket.leave(rooms.livestream(message.livestreamId));
            return {};
        }
      }),
    );

    socket.on(
      GREENLIGHT_EVENT,
      answer(socket, bucket, GreenlightRequestSchema, async (message) => {
        if (message.type === 'watch') await socket.join(rooms.greenlight);
        else await socket.leave(rooms.greenlight);
        return {};
      }),
    );

    socket.onAny((event: string, ...args: unknown[]) => {
      if (EVENTS.has(event)) return;
      const ack = args.at(-1);
      if (typeof ack === 'function')
        (ack as Ack)({ ok: false, error: 'BAD_MESSAGE', message: `There is no event "${event}".` });
    });
  });

  /**
   * Every member's status, pushed when a stream goes live, ends or changes. A subscriber-only stream's URL is
   * for its viewers only, so then each socket gets its own status (one subscription check per member).
   */
  async function pushStatus(): Promise<void> {
    if (!(await live.anyLiveForSubscribers())) {
      const push: LivestreamPush = { type: 'status', status: await live.status() };
      io.emit('livestream', push);
      return;
    }
    const byMember = new Map<string, ReturnType<typeof live.status>>();
    for (const socket of await io.fetchSockets()) {
      const { claims } = socket.data as SocketData;
      const status = byMember.get(claims.userId) ?? live.status(claims);
      byMember.set(claims.userId, status);
      socket.emit('livestream', { type: 'status', status: await status } satisfies LivestreamPush);
    }
  }

  const unsubscribe = [
    events.on('session.ended', ({ familyId }) => io.in(rooms.session(familyId)).disconnectSockets(true)),
    events.on('member.signed-out', ({ userId }) => io.in(rooms.member(userId)).disconnectSockets(true)),
    events.on('comment.changed', (push) => {
      const mediaId = push.type === 'created' ? push.comment.mediaId : push.mediaId;
      io.to(rooms.video(mediaId)).emit('comment', push);
    }),
    events.on('chat.message', (message) => chatRelay.publish(message)),
    events.on('livestream.changed', () => pushStatus()),
    events.on('greenlight.totals', (move) => greenlightTotals.add(rooms.greenlight, move)),
    events.on('greenlight.changed', ({ battleId }) => {
      io.to(rooms.greenlight).emit(GREENLIGHT_EVENT, { type: 'changed', battleId } satisfies GreenlightPush);
    }),
    events.on('chat.deleted', ({ livestreamId, messageIds }) => {
      const push: LivestreamPush = { type: 'deleted', livestreamId, messageIds };
      io.to(rooms.livestream(livestreamId)).emit('livestream', push);
    }),
    events.on('chat.restored', (message) => {
      const push: LivestreamPush = {
        type: 'restored',
        livestreamId: message.livestreamId,
        messages: [message],
      };
      io.to(rooms.livestream(message.livestreamId)).emit('livestream', push);
    }),
    // io.emit reaches every node's members through the adapter.
    events.on('bingo.game', (push) => void io.emit('bingo', push)),
    events.on('chat.restriction', ({ userId, restriction }) => {
      io.to(rooms.member(userId)).emit('livestream', {
        type: 'restriction',
        restriction,
      } satisfies LivestreamPush);
    }),
  ];

  return {
    io,
    /** The viewers of a livestream now, across nodes. */
    viewers: (livestreamId: string) => presence.viewers(livestreamId),
    /** Sends what is batched, ends every connection of this node and lets go of Redis; the HTTP server stays. */
    async close(): Promise<void> {
      for (const stop of unsubscribe) stop();
      chatBatches.close();
      greenlightTotals.close();
      await chatRelay.close();
      stopSweeping();
      await presence.close();
      io.local.disconnectSockets(true);
      io.engine.close();
      await redis?.close();
    },
  };
}

export type RealtimeGateway = Awaited<ReturnType<typeof createRealtimeGateway>>;
export type { RealtimeAck };
