import type { Comment, CommentPage, CommentPush, ReplyPage } from '@crewcast/contracts/realtime';
import {
  COMMENT_REPLIES_PAGE_SIZE,
  COMMENT_REPLIES_PREVIEW,
  COMMENTS_PAGE_SIZE,
} from '@crewcast/contracts/realtime';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../../test/catalog';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { ask, connectMember, listen, nextPush, staffMember } from '../../test/realtime';
import { createTestApp, type TestContext } from '../../test/test-app';
import { media } from '../content/content.schema';

/** Comments one member may post a minute here: enough for the longest thread below. */
const LIMIT = COMMENTS_PAGE_SIZE + COMMENT_REPLIES_PAGE_SIZE + 5;

let ctx: TestContext;
let baseUrl: string;
let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    TRUST_PROXY: '1',
    REALTIME_EVENTS_PER_SECOND: '200',
    COMMENT_RATE_LIMIT_MESSAGES: String(LIMIT),
    COMMENT_RATE_LIMIT_SECONDS: '60',
  });
  catalog = await seedTestCatalog(ctx.database.db);
  baseUrl = await listen(ctx);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

async function join(member?: TestMember) {
  const who = member ?? (await registerMember(ctx.app));
  const socket = await connectMember(baseUrl, who);
  sockets.push(socket);
  return { member: who, socket };
}

async function post(socket: Socket, mediaId: number, message: string, originalCommentId?: number) {
  const answer = await ask<{ comment: Comment }>(socket, 'comment', {
    type: 'message',
    mediaId,
    message,
    originalCommentId,
  });
  if (!answer.ok) throw new Error(answer.message);
  return answer.comment;
}

async function page(socket: Socket, mediaId: number, extra: object = {}) {
  const answer = await ask<CommentPage>(socket, 'comment', { type: 'get', mediaId, ...extra });
  if (!answer.ok) throw new Error(answer.message);
  return answer;
}

describe("comments on a video (event 'comment')", () => {
  it('stores a comment with its author and sends it to everyone watching that video', async () => {
    const alice = await join();
    const bob = await join();
    await page(bob.socket, catalog.ep2);
    const pushed = nextPush<CommentPush>(bob.socket, 'comment', (push) => push.type === 'created');
    const comment = await post(alice.socket, catalog.ep2, '  Loved the ending  ');
    expect(comment).toMatchObject({
      type: 'message',
      mediaId: catalog.ep2,
      originalCommentId: null,
      message: 'Loved the ending',
      likeCount: 0,
      replyCount: 0,
      author: { userId: alice.member.tokens.userId, displayName: alice.member.displayName, accountType: 0 },
    });
    expect(await pushed).toMatchObject({ type: 'created', comment: { commentId: comment.commentId } });
    const listed = await page(alice.socket, catalog.ep2);
    expect(listed.comments.map((item) => item.commentId)).toContain(comment.commentId);
  });

  it('sends the first replies with each comment and the rest a page at a time', async () => {
    const { socket } = await join();
    const top = await post(socket, catalog.ep3, 'A thread with many replies');
    const total = COMMENT_REPLIES_PAGE_SIZE + COMMENT_REPLIES_PREVIEW + 2;
    const replies: Comment[] = [];
    for (let i = 0; i < total; i += 1)
      replies.push(await post(socket, catalog.ep3, `Reply ${i}`, top.commentId));
    const listed = (await page(socket, catalog.ep3)).comments.find(
      (item) => item.commentId === top.commentId,
    );
    expect(listed?.replyCount).toBe(total);
    expect(listed?.replies.map((item) => item.message)).toEqual(
      replies.slice(0, COMMENT_REPLIES_PREVIEW).map((item) => item.message),
    );
    const more = (afterReplyId?: number) =>
      ask<ReplyPage>(socket, 'comment', {
        type: 'replies',
        mediaId: catalog.ep3,
        commentId: top.commentId,
        afterReplyId,
      });
    const second = await more(listed?.replies.at(-1)?.commentId);
    if (!second.ok) throw new Error(second.message);
    expect(second.hasMore).toBe(true);
    expect(second.replies.map((item) => item.commentId)).toEqual(
      replies
        .slice(COMMENT_REPLIES_PREVIEW, COMMENT_REPLIES_PREVIEW + COMMENT_REPLIES_PAGE_SIZE)
        .map((item) => item.commentId),
    );
    const last = await more(second.replies.at(-1)?.commentId);
    expect(last).toMatchObject({ ok: true, hasMore: false });
    expect(last.ok && last.replies.map((item) => item.message)).toEqual(['Reply 23', 'Reply 24']);
    expect(
      await ask(socket, 'comment', { type: 'replies', mediaId: catalog.ep1, commentId: top.commentId }),
    ).toMatchObject({ ok: false, error: 'NOT_FOUND' });
  });

  it('holds each member to the comment limit over all their connections', async () => {
    const member = await registerMember(ctx.app);
    const phone = await join(member);
    const laptop = await join(member);
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 4 }, (_, i) =>
        ask(i % 2 ? phone.socket : laptop.socket, 'comment', {
          type: 'message',
          mediaId: catalog.free,
          message: `Comment ${i}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(LIMIT);
    const refused = answers.find((answer) => !answer.ok);
    expect(refused).toMatchObject({ ok: false, error: 'RATE_LIMITED' });
    expect(!refused?.ok && refused?.retryAfterSeconds).toBeGreaterThan(50);
    const other = await join();
    expect(await post(other.socket, catalog.free, 'Others comment on')).toMatchObject({
      message: 'Others comment on',
    });
  });

  it('keeps a member banned from the chat out of the comments until the ban is lifted', async () => {
    const moderator = await staffMember(ctx);
    const { member, socket } = await join();
    const ban = await requestAs(ctx.app, moderator.tokens.token, 'POST', '/v1/admin/chat/bans', {
      userId: member.tokens.userId,
      reason: 'spam',
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(
      await ask(socket, 'comment', { type: 'message', mediaId: catalog.ep2, message: 'Buy now' }),
    ).toEqual({
      ok: false,
      error: 'BANNED',
      message: 'You have been banned from the chat.',
    });
    await requestAs(ctx.app, moderator.tokens.token, 'DELETE', `/v1/admin/chat/actions/${ban.json().id}`);
    expect(await post(socket, catalog.ep2, 'Sorry')).toMatchObject({ message: 'Sorry' });
  });

  it('attaches replies, and replies to replies, to the top-level comment and counts them', async () => {
    const { socket } = await join();
    const top = await post(socket, catalog.ep3, 'Who else is here for season 2?');
    const reply = await post(socket, catalog.ep3, 'Me!', top.commentId);
    const replyToReply = await post(socket, catalog.ep3, 'Same', reply.commentId);
    expect(reply.originalCommentId).toBe(top.commentId);
    expect(replyToReply.originalCommentId).toBe(top.commentId);
    const [listed] = (await page(socket, catalog.ep3)).comments;
    expect(listed).toMatchObject({ commentId: top.commentId, replyCount: 2 });
    expect(listed?.replies.map((item) => item.message)).toEqual(['Me!', 'Same']);
  });

  it('counts one like per member however often it is sent, and tells watchers the new count', async () => {
    const author = await join();
    const fan = await join();
    const comment = await post(author.socket, catalog.free, 'Free episode, great pick');
    await page(author.socket, catalog.free);
    const like = { type: 'add-like', mediaId: catalog.free, commentId: comment.commentId };
    const counted = nextPush<CommentPush>(author.socket, 'comment', (push) => push.type === 'likes');
    const first = await ask<{ comment: Comment }>(fan.socket, 'comment', like);
    const again = await ask<{ comment: Comment }>(fan.socket, 'comment', like);
    expect(first).toMatchObject({ ok: true, comment: { likeCount: 1, likedByMe: true } });
    expect(again).toMatchObject({ ok: true, comment: { likeCount: 1, likedByMe: true } });
    expect(await counted).toEqual({
      type: 'likes',
      mediaId: catalog.free,
      commentId: comment.commentId,
      likeCount: 1,
    });
    const unlike = { ...like, type: 'remove-like' };
    expect(await ask(fan.socket, 'comment', unlike)).toMatchObject({
      comment: { likeCount: 0, likedByMe: false },
    });
    expect(await ask(fan.socket, 'comment', unlike)).toMatchObject({ comment: { likeCount: 0 } });
  });

  it('pages older comments with lowestCommentId, and orders by likes for top comments', async () => {
    const { socket } = await join();
    const liker = await join();
    const posted: Comment[] = [];
    for (let i = 0; i < COMMENTS_PAGE_SIZE + 5; i += 1)
      posted.push(await post(socket, catalog.ep1, `Comment ${i}`));
    const first = await page(socket, catalog.ep1);
    expect(first.hasMore).toBe(true);
    expect(first.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(first.comments[0]?.message).toBe(`Comment ${COMMENTS_PAGE_SIZE + 4}`);
    const last = first.comments.at(-1);
    const second = await page(socket, catalog.ep1, { lowestCommentId: last?.commentId });
    expect(second.hasMore).toBe(false);
    expect(second.comments.map((item) => item.message)).toEqual([4, 3, 2, 1, 0].map((n) => `Comment ${n}`));

    const favourite = posted[3] as Comment;
    await ask(liker.socket, 'comment', {
      type: 'add-like',
      mediaId: catalog.ep1,
      commentId: favourite.commentId,
    });
    const top = await page(socket, catalog.ep1, { order: 'top' });
    expect(top.comments[0]?.commentId).toBe(favourite.commentId);
    const afterTop = await page(socket, catalog.ep1, { order: 'top', lowestCommentId: favourite.commentId });
    expect(afterTop.comments[0]?.message).toBe(`Comment ${COMMENTS_PAGE_SIZE + 4}`);
  });

  it('lets authors delete their own comments and moderators delete any; others are refused', async () => {
    const author = await join();
    const stranger = await join();
    const moderator = await join(await staffMember(ctx));
    const own = await post(author.socket, catalog.ep2, 'Typo in here');
    const remove = (commentId: number) => ({ type: 'delete', mediaId: catalog.ep2, commentId });

    expect(await ask(stranger.socket, 'comment', remove(own.commentId))).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
      message: 'You can only delete your own comments.',
    });
    await page(stranger.socket, catalog.ep2);
    const gone = nextPush<CommentPush>(stranger.socket, 'comment', (push) => push.type === 'deleted');
    expect(await ask(author.socket, 'comment', remove(own.commentId))).toEqual({
      ok: true,
      commentId: own.commentId,
    });
    expect(await gone).toMatchObject({ type: 'deleted', commentId: own.commentId });
    expect((await page(author.socket, catalog.ep2)).comments.map((item) => item.commentId)).not.toContain(
      own.commentId,
    );

    const rude = await post(author.socket, catalog.ep2, 'Something rude');
    expect(await ask(moderator.socket, 'comment', remove(rude.commentId))).toMatchObject({ ok: true });
    expect(await ask(author.socket, 'comment', remove(rude.commentId))).toMatchObject({
      ok: false,
      error: 'NOT_FOUND',
    });
  });

  it('refuses comments on videos that do not exist, empty or oversize text, and replies from another video', async () => {
    const { socket } = await join();
    expect(await ask(socket, 'comment', { type: 'message', mediaId: 999_999, message: 'Hello?' })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
      message: 'That video does not exist.',
    });
    expect(await ask(socket, 'comment', { type: 'message', mediaId: catalog.ep1, message: '   ' })).toEqual({
      ok: false,
      error: 'BAD_MESSAGE',
      message: 'message: Write something first.',
    });
    expect(
      await ask(socket, 'comment', { type: 'message', mediaId: catalog.ep1, message: 'x'.repeat(1001) }),
    ).toMatchObject({ ok: false, error: 'BAD_MESSAGE', message: 'message: Keep it under 1000 characters.' });
    const elsewhere = await post(socket, catalog.ep2, 'On episode 2');
    expect(
      await ask(socket, 'comment', {
        type: 'message',
        mediaId: catalog.ep1,
        message: 'Reply',
        originalCommentId: elsewhere.commentId,
      }),
    ).toMatchObject({ ok: false, error: 'NOT_FOUND' });
  });

  it('refuses the replies of a comment on an unpublished video as it refuses the video’s comments', async () => {
    const { socket } = await join();
    const top = await post(socket, catalog.ep1, 'Posted while it was out');
    await post(socket, catalog.ep1, 'A reply', top.commentId);
    const unpublished = { ok: false, error: 'NOT_FOUND', message: 'That video does not exist.' };
    const setPublished = (publishedAt: Date) =>
      ctx.database.db.update(media).set({ publishedAt }).where(eq(media.id, catalog.ep1));
    await setPublished(new Date(Date.now() + 86_400_000));
    try {
      expect(await ask(socket, 'comment', { type: 'get', mediaId: catalog.ep1 })).toEqual(unpublished);
      expect(
        await ask(socket, 'comment', { type: 'replies', mediaId: catalog.ep1, commentId: top.commentId }),
      ).toEqual(unpublished);
    } finally {
      await setPublished(new Date(Date.UTC(2026, 0, 1)));
    }
  });

  it('keeps HTML in a comment as the text it is', async () => {
    const { socket } = await join();
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    expect((await post(socket, catalog.ep1, html)).message).toBe(html);
  });

  it('stops sending a video’s updates after leave', async () => {
    const writer = await join();
    const reader = await join();
    await page(reader.socket, catalog.ep3);
    expect(await ask(reader.socket, 'comment', { type: 'leave', mediaId: catalog.ep3 })).toEqual({
      ok: true,
    });
    const heard = nextPush(reader.socket, 'comment', () => true, 500).then(
      () => 'pushed',
      () => 'silent',
    );
    await post(writer.socket, catalog.ep3, 'Anyone?');
    expect(await heard).toBe('silent');
  });
});
