import type { PUSH_NOTIFICATION_TYPES } from '@crewcast/contracts/constants/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEpisodeNow, seedTestCatalogWithDraft } from '../../test/catalog';
import { consoleSuite } from '../../test/console';
import { registerMember, type TestMember } from '../../test/members';
import { startPushService, type TestPushService } from '../../test/push-service';
import { notificationSends, pushSubscriptions } from './notifications.schema';

const suite = consoleSuite();
let push: TestPushService;
let show: { id: number; draftId: number };
beforeAll(async () => {
  push = await startPushService();
  const { showId, ep3 } = await seedTestCatalogWithDraft(suite.ctx.database.db, 'Quiet Hours');
  show = { id: showId, draftId: ep3 };
});
afterAll(() => push?.close());

const ALL_ON = { newEpisode: true, live: true, greenlight: true };

/**
 * A member who follows the show and the livestream, has every kind switched on by email and by push in a browser of
 * its own (registered at the push service under `type`), and chose `type` under "Send me".
 */
async function memberChoosing(type: (typeof PUSH_NOTIFICATION_TYPES)[number]): Promise<TestMember> {
  const member = await registerMember(suite.ctx.app);
  const { userId } = member.tokens;
  expect((await suite.as(member, 'PUT', `/v1/follows/shows/${show.id}`)).statusCode).toBe(200);
  expect((await suite.as(member, 'PUT', '/v1/follows/livestream')).statusCode).toBe(200);
  const settings = { email: ALL_ON, push: ALL_ON, emailDigest: false };
  expect((await suite.as(member, 'PUT', '/v1/notifications/settings', settings)).statusCode).toBe(200);
  const chosen = await suite.as(member, 'POST', '/v2/pushnotification/type', { pushNotificationType: type });
  expect(chosen.statusCode).toBe(200);
  // The test's push service listens on 127.0.0.1, which the subscription route refuses: stored as it would be.
  const { endpoint, keys } = push.subscribe(type);
  await suite.ctx.database.db.insert(pushSubscriptions).values({ endpoint, userId, ...keys });
  return member;
}

/** The send with this key once its last batch is done. */
async function finishedSend(key: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [send] = await suite.ctx.database.db
      .select()
      .from(notificationSends)
      .where(eq(notificationSends.key, key));
    if (send?.finishedAt) return send;
    if (Date.now() > deadline) throw new Error(`the send ${key} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The browsers (named by their member's choice) a send with a key starting so was pushed to. */
const pushedFor = (keyPrefix: string) =>
  push.received
    .filter((received) => (JSON.parse(received.payload) as { tag: string }).tag.startsWith(keyPrefix))
    .map((received) => received.subscription)
    .sort();

describe('the "Send me" choice', () => {
  it('governs every push: none for "none", only a livestream going live for "important", all for "all"', async () => {
    for (const type of ['all', 'important', 'none'] as const) await memberChoosing(type);

    await publishEpisodeNow(suite.ctx.app, suite.official, show.draftId, 'Quiet Hours');
    const episode = await finishedSend(`episode:${show.draftId}`);

    const created = await suite.as('official', 'POST', '/v1/admin/livestreams', {
      title: 'Late Show',
      scheduledStart: null,
      requiresSubscription: false,
      externalUrl: 'https://cdn.test/live/index.m3u8',
    });
    expect(created.statusCode).toBe(200);
    const { livestreamId } = created.json() as { livestreamId: string };
    const started = await suite.as('official', 'POST', `/v1/admin/livestreams/${livestreamId}/start`);
    expect(started.statusCode).toBe(200);
    const live = await finishedSend(`livestream:${livestreamId}:${started.json().startedAt}`);

    expect(push.problems).toEqual([]);
    expect(pushedFor('episode:')).toEqual(['all']);
    expect(pushedFor('livestream:')).toEqual(['all', 'important']);
    // Email is not governed by the choice: every member who switched it on is mailed.
    expect(episode).toMatchObject({ recipients: 3, emails: 3, pushes: 1, failures: 0 });
    expect(live).toMatchObject({ recipients: 3, emails: 3, pushes: 2, failures: 0 });
  }, 120_000);
});
