import { z } from 'zod';

import {
  HANDSHAKE_ERRORS,
  COMMENT_MAX_LENGTH,
  COMMENT_ORDERS,
  CHAT_MESSAGE_MAX_LENGTH,
} from './constants/realtime';
export {
  REALTIME_PATH,
  HANDSHAKE_ERRORS,
  COMMENT_MAX_LENGTH,
  COMMENT_ORDERS,
  CHAT_MESSAGE_MAX_LENGTH,
  SESSION_END_MESSAGES,
  type CommentOrder,
} from './constants/realtime';

export type HandshakeErrorCode = keyof typeof HANDSHAKE_ERRORS;

export const REALTIME_ERROR_CODES = [
  'BAD_MESSAGE',
  'NOT_FOUND',
  'FORBIDDEN',
  'SUBSCRIPTION_REQUIRED',
  'RATE_LIMITED',
  'SLOW_MODE',
  'TIMED_OUT',
  'BANNED',
  'BLOCKED_WORD',
  'CHAT_CLOSED',
  'INTERNAL',
] as const;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];

export type RealtimeAck<T> =
  ({ ok: true } & T) | { ok: false; error: RealtimeErrorCode; message: string; retryAfterSeconds?: number };

export const AuthorSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  accountType: z.number().int(),
  /** Image URLs of up to three chosen badges, in order. */
  badges: z.array(z.string()),
});
export type Author = z.infer<typeof AuthorSchema>;

// Comments on videos (event 'comment').

export const COMMENTS_PAGE_SIZE = 20;
/** Replies that come with each top-level comment of a page; the rest are asked for with 'replies'. */
export const COMMENT_REPLIES_PREVIEW = 3;
export const COMMENT_REPLIES_PAGE_SIZE = 20;

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const text = (max: number) =>
  z.string().trim().min(1, 'Write something first.').max(max, `Keep it under ${max} characters.`);

export const CommentSchema = z.object({
  type: z.literal('message'),
  commentId: z.number().int(),
  mediaId: z.number().int(),
  originalCommentId: z.number().int().nullable(),
  message: z.string(),
  author: AuthorSchema,
  created: z.string(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  likedByMe: z.boolean(),
  /** The first replies (oldest first, up to COMMENT_REPLIES_PREVIEW) of a top-level comment; empty for replies. */
  replies: z.array(z.lazy((): z.ZodType<Comment> => CommentSchema)),
});
export interface Comment {
  type: 'message';
  commentId: number;
  mediaId: number;
  originalCommentId: number | null;
  message: string;
  author: Author;
  created: string;
  likeCount: number;
  replyCount: number;
  likedByMe: boolean;
  replies: Comment[];
}

export const CommentRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    mediaId: id,
    message: text(COMMENT_MAX_LENGTH),
    originalCommentId: id.optional(),
  }),
  z.object({ type: z.literal('add-like'), mediaId: id, commentId: id }),
  z.object({ type: z.literal('remove-like'), mediaId: id, commentId: id }),
  z.object({
    type: z.literal('get'),
    mediaId: id,
    /** The page after this comment in the chosen order (older ones for 'newest'). */
    lowestCommentId: id.optional(),
    order: z.enum(COMMENT_ORDERS).default('newest'),
  }),
  /** A page of a top-level comment's replies, oldest first, after the reply `afterReplyId`. */
  z.object({ type: z.literal('replies'), mediaId: id, commentId: id, afterReplyId: id.optional() }),
  z.object({ type: z.literal('delete'), mediaId: id, commentId: id }),
  /** Stop receiving a video's comment updates (the page was left). */
  z.object({ type: z.literal('leave'), mediaId: id }),
]);
export type CommentRequest = z.input<typeof CommentRequestSchema>;

export interface CommentPage {
  comments: Comment[];
  hasMore: boolean;
}

export interface ReplyPage {
  replies: Comment[];
  hasMore: boolean;
}

/** What the server pushes to everyone watching a video. */
export type CommentPush =
  | { type: 'created'; comment: Comment }
  | { type: 'likes'; mediaId: number; commentId: number; likeCount: number }
  | { type: 'deleted'; mediaId: number; commentId: number; originalCommentId: number | null };

// The connection's own session (event 'session').

/** Hands the connection a renewed access token of the same member, so it outlives the one it opened with. */
export const SessionRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('renew'), token: z.string().trim().min(1, 'An access token is required.') }),
]);
export type SessionRequest = z.input<typeof SessionRequestSchema>;

/** Sent just before the server ends a connection whose access token expired without a renewal. */
export type SessionPush = { type: 'expired'; message: string };

// Live chat (event 'livestream').

export const CHAT_HISTORY_LIMIT = 50;
/** How much a reconnecting client may ask for at once. */
export const CHAT_GAP_LIMIT = 500;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  livestreamId: z.string(),
  message: z.string(),
  /** Null for the site's own announcements (a bingo win), which no member wrote. */
  author: AuthorSchema.nullable(),
  created: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const LiveStreamSchema = z.object({
  livestreamId: z.string(),
  title: z.string(),
  url: z.string(),
  requiresSubscription: z.boolean(),
});
export const NextStreamSchema = z.object({
  livestreamId: z.string(),
  title: z.string(),
  scheduledStart: z.string().nullable(),
  requiresSubscription: z.boolean(),
});
/** A stream whose encoder is connected and packaged, not yet playable. */
export const StartingStreamSchema = z.object({
  livestreamId: z.string(),
  title: z.string(),
  requiresSubscription: z.boolean(),
});
/** SPEC section 3: livestream status, and the streams about to go live. */
export const LivestreamStatusSchema = z.object({
  isLive: z.boolean(),
  streams: z.array(LiveStreamSchema),
  nextStream: NextStreamSchema.nullable(),
  starting: z.array(StartingStreamSchema),
});
export type LivestreamStatus = z.infer<typeof LivestreamStatusSchema>;

const livestreamId = z.uuid('Not a livestream id.');

export const LivestreamRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status') }),
  /** Presence: joins the stream's room and answers the viewer count; repeat while watching. */
  z.object({ type: z.literal('ping'), livestreamId }),
  z.object({ type: z.literal('message'), livestreamId, message: text(CHAT_MESSAGE_MAX_LENGTH) }),
  z.object({ type: z.literal('leave'), livestreamId }),
]);
export type LivestreamRequest = z.input<typeof LivestreamRequestSchema>;

export type ChatRestriction = { kind: 'timeout'; until: string } | { kind: 'ban' };

/** What the server pushes: to a stream's room, to every member (status), or to one member (restriction). */
export type LivestreamPush =
  | { type: 'status'; status: LivestreamStatus }
  | { type: 'messages'; livestreamId: string; messages: ChatMessage[] }
  | { type: 'deleted'; livestreamId: string; messageIds: number[] }
  | { type: 'viewers'; livestreamId: string; viewers: number }
  | { type: 'restored'; livestreamId: string; messages: ChatMessage[] }
  | { type: 'restriction'; restriction: ChatRestriction | null };

/** GET /v2/livestream/chat/{livestreamId}?after= : recent history, or what came after a message id. */
export const ChatHistoryQuerySchema = z.object({
  after: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});
export const ChatHistorySchema = z.object({
  messages: z.array(ChatMessageSchema),
  /** The chat's rules, so the panel can say them before a message is refused. */
  slowModeSeconds: z.number().int(),
  /** The reader's own restriction in this chat, if any. */
  restriction: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('timeout'), until: z.string() }),
      z.object({ kind: z.literal('ban') }),
    ])
    .nullable(),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

// Chat moderation (Official and Creator accounts; /v1/admin/chat).

export const MODERATION_ACTIONS = ['delete', 'timeout', 'ban'] as const;
export type ModerationActionType = (typeof MODERATION_ACTIONS)[number];

export const ModerationActionSchema = z.object({
  id: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  livestreamId: z.string().nullable(),
  moderator: z.object({ userId: z.string(), displayName: z.string() }),
  target: z.object({ userId: z.string(), displayName: z.string() }),
  messageId: z.number().int().nullable(),
  message: z.string().nullable(),
  reason: z.string(),
  minutes: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  created: z.string(),
  undone: z.object({ by: z.string(), at: z.string() }).nullable(),
});
export type ModerationAction = z.infer<typeof ModerationActionSchema>;

const reason = z.string().trim().max(500, 'Keep the reason under 500 characters.').default('');

export const DeleteChatMessageBodySchema = z.object({ reason });
export const TimeoutBodySchema = z.object({
  userId: z.uuid('Not a member id.'),
  minutes: z.number().int().min(1, 'At least one minute.').max(10_080, 'At most a week (10,080 minutes).'),
  reason,
  livestreamId: z.uuid().optional(),
});
export const BanBodySchema = z.object({ userId: z.uuid('Not a member id.'), reason });
export const ModerationListQuerySchema = z.object({
  livestreamId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ChatSettingsSchema = z.object({
  slowModeSeconds: z.number().int().min(0).max(3600, 'At most an hour (3,600 seconds).'),
  blockedWords: z
    .array(z.string().trim().min(1).max(60, 'Keep each word under 60 characters.'))
    .max(500, 'At most 500 words.'),
});
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;

export const AdminLivestreamSchema = z.object({
  livestreamId: z.string(),
  title: z.string(),
  state: z.enum(['scheduled', 'live', 'ended']),
  scheduledStart: z.string().nullable(),
  requiresSubscription: z.boolean(),
  chat: ChatSettingsSchema,
});
export type AdminLivestream = z.infer<typeof AdminLivestreamSchema>;
