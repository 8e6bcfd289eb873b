import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import {
  CommentRequestSchema,
  HANDSHAKE_ERRORS,
  LivestreamRequestSchema,
  REALTIME_PATH,
  SESSION_END_MESSAGES,
  SessionRequestSchema,
  type ChatMessage,
  type HandshakeErrorCode,
  type LivestreamPush,
  type LivestreamStatus,
  type RealtimeAck,
  type SessionPush,
} from '@crewcast/contracts/realtime';
import { GREENLIGHT_EVENT, GreenlightRequestSchema, type GreenlightPush } from '@crewcast/contracts/projects';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import type { Config } from '../config';
import type { EventBus } from '../events';
import type { Metrics } from '../metrics/metrics';
import { AppError } from '../http/errors';
import type { AccessClaims } from '../http/access-tokens';
import { connectAdapter } from './adapter';
import { createChatRelay } from './chat-relay';
import { latestTotals } from './greenlight-totals';
import { INTERNAL_ERROR, parseInbound, toAckError, type Ack } from './inbound';
import { createMemberRateLimit } from './member-rate-limit';
import { createMemberSocketCap } from './member-sockets';
import { createPresence } from './presence';
import { createRedisFallback } from './redis-fallback';
import { createRoomBatcher } from './room-batcher';
import { rooms } from './rooms';
import { dropSlowClients } from './slow-clients';
import { watchTokenExpiry } from './token-expiry';

type CommentRequest = z.output<typeof CommentRequestSchema>;
type CommentMessage<Type extends CommentRequest['type']> = Extract<CommentRequest, { type: Type }>;

/** What answers the comment and livestream messages: the comments, chat and live modules' services. */
export interface RealtimeServices {
  comments: {
    post(member: AccessClaims, message: CommentMessage<'message'>): Promise<unknown>;
    setLiked(
      member: AccessClaims,
      message: CommentMessage<'add-like' | 'remove-like'>,
      liked: boolean,
    ): Promise<unknown>;
    page(member: AccessClaims, message: CommentMessage<'get'>): Promise<object>;
    replies(member: AccessClaims, message: CommentMessage<'replies'>): Promise<object>;
    delete(member: AccessClaims, message: CommentMessage<'delete'>): Promise<unknown>;
  };
  chat: { send(member: AccessClaims, livestreamId: string, text: string): Promise<unknown> };
  live: {
    status(viewer?: AccessClaims): Promise<LivestreamStatus>;
    /** Fails for a stream the member may not watch. */
    findWatchableOrFail(viewer: AccessClaims, livestreamId: string): Promise<unknown>;
    anyLiveForSubscribers(): Promise<boolean>;
  };
}

export interface GatewayDependencies extends RealtimeServices {
  server: HttpServer;
  config: Config;
  /** The claims of a valid access token whose session is open; undefined otherwise. */
  authenticate: (token: string) => Promise<AccessClaims | undefined>;
  events: EventBus;
  /** Counts the messages clients send; the sockets are read from `local()` when scraped. */
  metrics: Metrics;
  log: {
    info(msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

interface SocketData {
  claims: AccessClaims;
  /** The token the connection was opened or last renewed with. */
  token: string;
}
type MemberSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

const EVENTS = new Set(['comment', 'livestream', 'session', GREENLIGHT_EVENT]);

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
  // The limits count in Redis across nodes, and on this node while Redis is unreachable.
  const limitsRedis = createRedisFallback(redis?.pub, log);
  const rateLimit = createMemberRateLimit({
    perSecond: config.REALTIME_EVENTS_PER_SECOND,
    redis: limitsRedis,
  });
  const socketCap = createMemberSocketCap(io, config.REALTIME_SOCKETS_PER_MEMBER, limitsRedis);
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
      .then(async (claims) => {
        if (!claims) return next(handshakeError('TOKEN_INVALID'));
        if (!(await socketCap.admit(claims.userId, socket)))
          return next(handshakeError('TOO_MANY_CONNECTIONS'));
        Object.assign((socket as MemberSocket).data, { claims, token } satisfies SocketData);
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
    schema: S,
    handle: (message: z.output<S>, claims: AccessClaims) => Promise<object>,
  ) {
    return (raw: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      const { claims } = socket.data;
      rateLimit
        .take(claims.userId)
        .then(async (allowed) => {
          if (!allowed)
            return reply({
              ok: false,
              error: 'RATE_LIMITED',
              message: 'Too many requests: slow down.',
              retryAfterSeconds: 1,
            });
          const parsed = parseInbound(schema, raw);
          if ('error' in parsed) return reply(parsed.error);
          reply({ ok: true, ...(await handle(parsed.data, claims)) });
        })
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
    socketCap.connected(claims.userId, socket);
    const expiry = watchTokenExpiry(socket.data.token, () => {
      const push: SessionPush = { type: 'expired', message: SESSION_END_MESSAGES.TOKEN_EXPIRED };
      io.to(socket.id).emit('session', push);
      socket.disconnect(true);
    });
    socket.on('disconnect', () => expiry.stop());

    socket.on(
      'session',
      answer(socket, SessionRequestSchema, async ({ token }, current) => {
        const renewed = await deps.authenticate(token);
        if (!renewed || renewed.userId !== current.userId)
          throw new AppError('FORBIDDEN', 'That access token is not valid for this connection.');
        if (renewed.familyId !== current.familyId) {
          await socket.leave(rooms.session(current.familyId));
          await socket.join(rooms.session(renewed.familyId));
        }
        Object.assign(socket.data, { claims: renewed, token } satisfies SocketData);
        return { expiresAt: expiry.renewed(token).toISOString() };
      }),
    );

    socket.on(
      'comment',
      answer(socket, CommentRequestSchema, async (message, member) => {
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
          case 'replies':
            return comments.replies(member, message);
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
      answer(socket, LivestreamRequestSchema, async (message, member) => {
        switch (message.type) {
          case 'status':
            return { status: await live.status(member) };
          case 'ping':
            // Checked on every ping, so a viewer whose subscription ended leaves the room with their next one.
            await live.findWatchableOrFail(member, message.livestreamId).catch(async (error: unknown) => {
              await socket.leave(rooms.livestream(message.livestreamId));
              throw error;
            });
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
      answer(socket, GreenlightRequestSchema, async (message) => {
        if (message.type === 'watch') await socket.join(rooms.greenlight);
        else await socket.leave(rooms.greenlight);
        return {};
      }),
    );

    socket.onAny((event: string, ...args: unknown[]) => {
      if (EVENTS.has(event)) return void deps.metrics.realtimeMessage(event);
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

  /** This node's sockets, and its rooms other than each socket's own. */
  function local() {
    const sockets = io.of('/').sockets;
    const rooms = [...io.of('/').adapter.rooms.keys()].filter((room) => !sockets.has(room));
    return { sockets: sockets.size, rooms: rooms.length };
  }
  deps.metrics.gauge('crewcast_realtime_sockets', 'Realtime sockets connected to this node', [], () => [
    { value: local().sockets },
  ]);

  return {
    io,
    local,
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
