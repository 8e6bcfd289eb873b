import type { AuditPage } from '@crewcast/contracts/audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { useTestApp } from '../../test/test-app';
import { chatMessages } from '../chat/chat.schema';
import { livestreams } from '../live/live.schema';

let staff: TestMember;
let livestreamId: string;

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  staff = await staffMember(ctx);
  const [stream] = await ctx.database.db
    .insert(livestreams)
    .values({ title: 'Audited stream' })
    .returning({ id: livestreams.id });
  livestreamId = stream!.id;
});

function asStaff(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return requestAs(ctx.app, staff.tokens.token, method, url, payload);
}

async function audit(query = ''): Promise<AuditPage> {
  const res = await asStaff('GET', `/v1/admin/audit${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the console audit log', () => {
  it('records a change with who made it and the values before and after', async () => {
    await asStaff('PUT', `/v1/admin/livestreams/${livestreamId}/chat`, {
      slowModeSeconds: 10,
      blockedWords: ['Spoiler'],
    });
    const { entries } = await audit(`?targetType=livestream&targetId=${livestreamId}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { userId: staff.tokens.userId, displayName: staff.displayName },
      action: 'livestream.chat-settings',
      target: { type: 'livestream', id: livestreamId },
      before: { slowModeSeconds: 0, blockedWords: [] },
      after: { slowModeSeconds: 10, blockedWords: ['spoiler'] },
    });
    expect(Date.now() - Date.parse(entries[0]!.created)).toBeLessThan(60_000);
  });

  it('records every moderation action and its undo, filterable by action and actor, newest first', async () => {
    const member = await registerMember(ctx.app);
    const [message] = await ctx.database.db
      .insert(chatMessages)
      .values({ livestreamId, userId: member.tokens.userId, message: 'rude' })
      .returning({ id: chatMessages.id });
    const deleted = await asStaff('DELETE', `/v1/admin/chat/messages/${message!.id}`, { reason: 'rude' });
    await asStaff('POST', '/v1/admin/chat/bans', { userId: member.tokens.userId, reason: 'again' });
    await asStaff('DELETE', `/v1/admin/chat/actions/${deleted.json().id}`);

    const chat = await audit(`?action=chat.&actorId=${staff.tokens.userId}`);
    expect(chat.entries.map((entry) => entry.action)).toEqual([
      'chat.undo-delete',
      'chat.ban',
      'chat.delete',
    ]);
    expect(chat.entries[2]).toMatchObject({
      target: { type: 'chat-message', id: String(message!.id) },
      after: { targetUserId: member.tokens.userId, reason: 'rude' },
    });
    expect(chat.entries[1]).toMatchObject({ target: { type: 'member', id: member.tokens.userId } });

    const firstPage = await audit('?limit=2');
    expect(firstPage.hasMore).toBe(true);
    const next = await audit(`?limit=2&beforeId=${firstPage.entries[1]!.id}`);
    expect(next.entries[0]!.id).toBeLessThan(firstPage.entries[1]!.id);
    expect((await audit('?since=2999-01-01T00:00:00Z')).entries).toEqual([]);
  });

  it('refuses a filter it cannot read with the field named', async () => {
    const res = await asStaff('GET', '/v1/admin/audit?since=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ since: ['A date and time, such as 2026-01-31T00:00:00Z.'] });
  });
});
