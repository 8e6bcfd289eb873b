import type {
  ChatHistory,
  ChatMessage,
  LivestreamPush,
  LivestreamStatus,
  ModerationAction,
} from '@crewcast/contracts/realtime';
import { AccountType } from '@crewcast/contracts/account';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, checkout } from '../../test/billing';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { ask, connectMember, listen, nextPush, staffMember } from '../../test/realtime';
import { createTestApp, type TestContext } from '../../test/test-app';
import { livestreamRecordings, livestreams } from '../live/live.schema';

let ctx: TestContext;
let baseUrl: string;
let staff: TestMember;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    TRUST_PROXY: '1',
    ACCOUNT_RATE_LIMIT_MAX: '1000',
    CHAT_RATE_LIMIT_MESSAGES: '3',
    CHAT_RATE_LIMIT_SECONDS: '10',
    CHAT_BATCH_MS: '50',
  });
  baseUrl = await listen(ctx);
  staff = await staffMember(ctx);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

async function newStream(values: Partial<typeof livestreams.$inferInsert> = {}): Promise<string> {
  const [row] = await ctx.database.db
    .insert(livestreams)
    .values({ title: 'Test stream', state: 'live', ...values })
    .returning({ id: livestreams.id });
  return row!.id;
}

async function join(member?: TestMember) {
  const who = member ?? (await registerMember(ctx.app));
  const socket = await connectMember(baseUrl, who);
  sockets.push(socket);
  return { member: who, socket };
}

function say(socket: Socket, livestreamId: string, message: string) {
  return ask<{ message: ChatMessage }>(socket, 'livestream', { type: 'message', livestreamId, message });
}

function history(member: TestMember, livestreamId: string, after?: number) {
  return requestAs(
    ctx.app,
    member.tokens.token,
    'GET',
    `/v2/livestream/chat/${livestreamId}${after === undefined ? '' : `?after=${after}`}`,
  );
}

function replay(member: TestMember, recordingId: string) {
  return requestAs(ctx.app, member.tokens.token, 'GET', `/v2/live/recordings/${recordingId}/chat`);
}

async function subscribe(member: TestMember): Promise<void> {
  const paid = await checkout(ctx.app, member.tokens.token, { planId: 'monthly', card: card() });
  expect(paid.statusCode, paid.body).toBe(200);
}

function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = staff) {
  return requestAs(ctx.app, who.tokens.token, method, url, payload);
}

const batchWith = (id: number) => (push: LivestreamPush) =>
  push.type === 'messages' && push.messages.some((message) => message.id === id);

describe('livestream status', () => {
  it('answers isLive, the live streams and the next scheduled one (the demo stream)', async () => {
    const { socket } = await join();
    const answer = await ask<{ status: LivestreamStatus }>(socket, 'livestream', { type: 'status' });
    expect(answer).toMatchObject({
      ok: true,
      status: { isLive: false, streams: [], nextStream: { title: 'Crew Live', requiresSubscription: false } },
    });
    const live = await newStream({ title: 'On air', state: 'live', url: 'https://cdn.test/live.m3u8' });
    const again = await ask<{ status: LivestreamStatus }>(socket, 'livestream', { type: 'status' });
    expect(again.ok && again.status).toMatchObject({
      isLive: true,
      streams: [{ livestreamId: live, title: 'On air', url: 'https://cdn.test/live.m3u8' }],
    });
    await ctx.database.db.update(livestreams).set({ state: 'ended' });
  });
});

describe("live chat (event 'livestream')", () => {
  it('stores a message before acknowledging it and sends it in a batch to everyone in the room', async () => {
    const stream = await newStream();
    const alice = await join();
    const bob = await join();
    expect(await ask(alice.socket, 'livestream', { type: 'ping', livestreamId: stream })).toEqual({
      ok: true,
      viewers: 1,
    });
    expect(await ask(bob.socket, 'livestream', { type: 'ping', livestreamId: stream })).toEqual({
      ok: true,
      viewers: 2,
    });
    const heard = nextPush<LivestreamPush>(bob.socket, 'livestream', (push) => push.type === 'messages');
    const sent = await say(alice.socket, stream, '<script>alert("hi")</script> see https://example.com');
    expect(sent).toMatchObject({
      ok: true,
      message: {
        livestreamId: stream,
        message: '<script>alert("hi")</script> see https://example.com',
        author: {
          userId: alice.member.tokens.userId,
          displayName: alice.member.displayName,
          accountType: 0,
          badges: [],
        },
      },
    });
    if (!sent.ok) return;
    const stored = (await history(bob.member, stream)).json() as ChatHistory;
    expect(stored.messages.map((message) => message.id)).toEqual([sent.message.id]);
    expect(await heard).toEqual({ type: 'messages', livestreamId: stream, messages: [sent.message] });
  });

  it('answers history: the latest messages, or everything after a message id for a reconnect', async () => {
    const stream = await newStream();
    const { member, socket } = await join();
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three']) {
      const answer = await say(socket, stream, text);
      if (answer.ok) ids.push(answer.message.id);
    }
    const all = (await history(member, stream)).json() as ChatHistory;
    expect(all).toMatchObject({ slowModeSeconds: 0, restriction: null });
    expect(all.messages.map((message) => message.message)).toEqual(['one', 'two', 'three']);
    const gap = (await history(member, stream, ids[0])).json() as ChatHistory;
    expect(gap.messages.map((message) => message.id)).toEqual(ids.slice(1));

    expect((await ctx.app.inject({ method: 'GET', url: `/v2/livestream/chat/${stream}` })).statusCode).toBe(
      401,
    );
    expect((await history(member, 'not-a-stream')).statusCode).toBe(400);
    const missing = await history(member, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('That livestream does not exist.');
  });

  it('rate-limits a flood from one member while others chat on', async () => {
    const stream = await newStream();
    const flooder = await join();
    const other = await join();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await say(flooder.socket, stream, `spam ${i}`));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
    const refused = answers.find((answer) => !answer.ok);
    expect(refused).toMatchObject({ ok: false, error: 'RATE_LIMITED' });
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await say(other.socket, stream, 'hello')).toMatchObject({ ok: true });
  });

  it('holds two messages sent at once by one member to the same limit', async () => {
    const stream = await newStream();
    const { socket } = await join();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => say(socket, stream, `burst ${i}`)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
  });

  it('applies slow mode and the word filter a moderator sets per stream', async () => {
    const stream = await newStream();
    const settings = await admin('PUT', `/v1/admin/livestreams/${stream}/chat`, {
      slowModeSeconds: 30,
      blockedWords: ['Spoiler', 'bad word'],
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().chat).toEqual({ slowModeSeconds: 30, blockedWords: ['spoiler', 'bad word'] });
    const { socket } = await join();
    expect(await say(socket, stream, 'SPOILER: they win')).toEqual({
      ok: false,
      error: 'BLOCKED_WORD',
      message: 'Your message contains "spoiler", which is not allowed in this chat.',
    });
    // Disguises do not get past it: a zero-width space, full-width letters, Cyrillic look-alikes.
    for (const disguised of ['spo\u200Biler', 'ｓｐｏｉｌｅｒ', 'ѕроilеr'])
      expect(await say(socket, stream, `${disguised} ahead`)).toMatchObject({
        ok: false,
        error: 'BLOCKED_WORD',
      });
    expect(await say(socket, stream, 'no spoilers here, that is a bad wordsmith')).toMatchObject({
      ok: true,
    });
    const slowed = await say(socket, stream, 'and another');
    expect(slowed).toMatchObject({ ok: false, error: 'SLOW_MODE' });
    expect(!slowed.ok && slowed.retryAfterSeconds).toBeGreaterThan(25);

    const moderator = await join(await staffMember(ctx, AccountType.Creator));
    expect(await say(moderator.socket, stream, 'first')).toMatchObject({ ok: true });
    expect(await say(moderator.socket, stream, 'second, slow mode is not for moderators')).toMatchObject({
      ok: true,
    });
  });

  it('keeps a subscriber-only chat to subscribers, staff and creators', async () => {
    const stream = await newStream({ requiresSubscription: true });
    const member = await join();
    expect(await say(member.socket, stream, 'let me in')).toEqual({
      ok: false,
      error: 'SUBSCRIPTION_REQUIRED',
      message: 'This livestream and its chat are for subscribers. Subscribe to join in.',
    });
    await subscribe(member.member);
    expect(await say(member.socket, stream, 'subscribed now')).toMatchObject({ ok: true });
    const moderator = await join(staff);
    expect(await say(moderator.socket, stream, 'staff can chat')).toMatchObject({ ok: true });
  });

  it('keeps a subscriber-only stream’s room, history and replay from members without a subscription', async () => {
    const stream = await newStream({ requiresSubscription: true });
    const subscriber = await join();
    await subscribe(subscriber.member);
    const outsider = await join();
    expect(await ask(subscriber.socket, 'livestream', { type: 'ping', livestreamId: stream })).toMatchObject({
      ok: true,
    });
    expect(await ask(outsider.socket, 'livestream', { type: 'ping', livestreamId: stream })).toEqual({
      ok: false,
      error: 'SUBSCRIPTION_REQUIRED',
      message: 'This livestream and its chat are for subscribers. Subscribe to join in.',
    });
    const overheard = nextPush<LivestreamPush>(
      outsider.socket,
      'livestream',
      (push) => push.type === 'messages',
      500,
    ).then(
      () => 'overheard',
      () => 'silent',
    );
    const sent = await say(subscriber.socket, stream, 'for subscribers only');
    expect(sent).toMatchObject({ ok: true });
    expect(await overheard).toBe('silent');

    const [recording] = await ctx.database.db
      .insert(livestreamRecordings)
      .values({ livestreamId: stream, startedAt: new Date(Date.now() - 60_000) })
      .returning({ id: livestreamRecordings.id });
    for (const read of [history(outsider.member, stream), replay(outsider.member, recording!.id)]) {
      const refused = await read;
      expect(refused.statusCode, refused.body).toBe(402);
      expect(refused.json()).toMatchObject({ error: 'SUBSCRIPTION_REQUIRED' });
    }
    const read = (await history(subscriber.member, stream)).json() as ChatHistory;
    expect(read.messages.map((message) => message.message)).toEqual(['for subscribers only']);
    const replayed = await replay(subscriber.member, recording!.id);
    expect(replayed.json().messages.map((message: ChatMessage) => message.message)).toEqual([
      'for subscribers only',
    ]);
  });

  it('takes messages while live and before the next stream, and refuses others with CHAT_CLOSED', async () => {
    const { socket } = await join();
    const closed = {
      ok: false,
      error: 'CHAT_CLOSED',
      message: 'This chat is closed: it opens before the stream and closes when it ends.',
    };
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const next = await newStream({ state: 'scheduled', scheduledStart: inDays(1) });
    const later = await newStream({ state: 'scheduled', scheduledStart: inDays(30) });
    const ended = await newStream({ state: 'ended' });
    expect(await say(socket, ended, 'anyone here?')).toEqual(closed);
    expect(await say(socket, later, 'anyone here?')).toEqual(closed);
    // The pre-show: /live shows the next stream with its chat.
    expect(await say(socket, next, 'see you tomorrow')).toMatchObject({ ok: true });
    await ctx.database.db.update(livestreams).set({ state: 'ended' }).where(eq(livestreams.id, next));
    expect(await say(socket, next, 'missed it')).toEqual(closed);
  });

  it('refuses messages to a stream that does not exist, and empty or oversize ones', async () => {
    const { socket } = await join();
    expect(await say(socket, '00000000-0000-4000-8000-000000000000', 'hello')).toMatchObject({
      ok: false,
      error: 'NOT_FOUND',
    });
    const stream = await newStream();
    expect(await say(socket, stream, '  ')).toMatchObject({ error: 'BAD_MESSAGE' });
    expect(await say(socket, stream, 'x'.repeat(301))).toEqual({
      ok: false,
      error: 'BAD_MESSAGE',
      message: 'message: Keep it under 300 characters.',
    });
  });
});

describe('chat moderation', () => {
  it('deletes a message for everyone, records who and why, and undoes it', async () => {
    const stream = await newStream();
    const author = await join();
    const watcher = await join();
    await ask(watcher.socket, 'livestream', { type: 'ping', livestreamId: stream });
    const sent = await say(author.socket, stream, 'something awful');
    if (!sent.ok) throw new Error(sent.message);
    await nextPush(watcher.socket, 'livestream', batchWith(sent.message.id));

    const removed = nextPush<LivestreamPush>(watcher.socket, 'livestream', (push) => push.type === 'deleted');
    const deleted = await admin('DELETE', `/v1/admin/chat/messages/${sent.message.id}`, { reason: 'abuse' });
    expect(deleted.statusCode).toBe(200);
    const action = deleted.json() as ModerationAction;
    expect(action).toMatchObject({
      action: 'delete',
      livestreamId: stream,
      moderator: { userId: staff.tokens.userId, displayName: staff.displayName },
      target: { userId: author.member.tokens.userId },
      messageId: sent.message.id,
      message: 'something awful',
      reason: 'abuse',
      undone: null,
    });
    expect(await removed).toEqual({ type: 'deleted', livestreamId: stream, messageIds: [sent.message.id] });
    expect(((await history(watcher.member, stream)).json() as ChatHistory).messages).toEqual([]);

    const listed = await admin('GET', `/v1/admin/chat/actions?livestreamId=${stream}`);
    expect(listed.json().actions.map((item: ModerationAction) => item.id)).toContain(action.id);

    const restored = nextPush<LivestreamPush>(
      watcher.socket,
      'livestream',
      (push) => push.type === 'restored',
    );
    const undo = await admin('DELETE', `/v1/admin/chat/actions/${action.id}`);
    expect(undo.json()).toMatchObject({ id: action.id, undone: { by: staff.displayName } });
    expect(await restored).toMatchObject({ messages: [{ id: sent.message.id }] });
    expect((await admin('DELETE', `/v1/admin/chat/actions/${action.id}`)).statusCode).toBe(404);
  });

  it('times a member out (they are told), refuses their messages until it ends or is undone', async () => {
    const stream = await newStream();
    const { member, socket } = await join();
    const told = nextPush<LivestreamPush>(socket, 'livestream', (push) => push.type === 'restriction');
    const timeout = await admin('POST', '/v1/admin/chat/timeouts', {
      userId: member.tokens.userId,
      minutes: 10,
      reason: 'cool off',
      livestreamId: stream,
    });
    expect(timeout.statusCode).toBe(200);
    expect(timeout.json()).toMatchObject({ action: 'timeout', minutes: 10, reason: 'cool off' });
    const restriction = await told;
    expect(restriction.type === 'restriction' && restriction.restriction?.kind).toBe('timeout');
    const refused = await say(socket, stream, 'hello?');
    expect(refused).toMatchObject({ ok: false, error: 'TIMED_OUT' });
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(((await history(member, stream)).json() as ChatHistory).restriction).toMatchObject({
      kind: 'timeout',
    });

    const lifted = nextPush<LivestreamPush>(socket, 'livestream', (push) => push.type === 'restriction');
    await admin('DELETE', `/v1/admin/chat/actions/${timeout.json().id}`);
    expect(await lifted).toEqual({ type: 'restriction', restriction: null });
    expect(await say(socket, stream, 'back again')).toMatchObject({ ok: true });
  });

  it('bans a member from every chat until unbanned; staff and creators cannot be banned', async () => {
    const first = await newStream();
    const second = await newStream();
    const { member, socket } = await join();
    const ban = await admin('POST', '/v1/admin/chat/bans', {
      userId: member.tokens.userId,
      reason: 'spam bot',
    });
    expect(ban.statusCode).toBe(200);
    for (const stream of [first, second])
      expect(await say(socket, stream, 'hi')).toEqual({
        ok: false,
        error: 'BANNED',
        message: 'You have been banned from the chat.',
      });
    await admin('DELETE', `/v1/admin/chat/actions/${ban.json().id}`);
    expect(await say(socket, first, 'thanks')).toMatchObject({ ok: true });

    const creator = await staffMember(ctx, AccountType.Creator);
    const refused = await admin('POST', '/v1/admin/chat/bans', { userId: creator.tokens.userId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Staff and creators cannot be timed out or banned.');
    const self = await admin('POST', '/v1/admin/chat/timeouts', { userId: staff.tokens.userId, minutes: 5 });
    expect(self.statusCode).toBe(403);
    const bad = await admin('POST', '/v1/admin/chat/timeouts', { userId: member.tokens.userId, minutes: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ minutes: ['At least one minute.'] });
  });

  it('keeps moderation to Official and Creator accounts', async () => {
    const member = await registerMember(ctx.app);
    const stream = await newStream();
    const calls = [
      ['GET', '/v1/admin/chat/actions'],
      ['DELETE', '/v1/admin/chat/messages/1'],
      ['POST', '/v1/admin/chat/bans', { userId: member.tokens.userId }],
      ['GET', '/v1/admin/livestreams'],
      ['PUT', `/v1/admin/livestreams/${stream}/chat`, { slowModeSeconds: 0, blockedWords: [] }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await admin(method, url, payload, member)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    const creator = await staffMember(ctx, AccountType.Creator);
    const list = await admin('GET', '/v1/admin/livestreams', undefined, creator);
    expect(list.statusCode).toBe(200);
    expect(list.json().livestreams.map((row: { title: string }) => row.title)).toContain('Crew Live');
  });
});
