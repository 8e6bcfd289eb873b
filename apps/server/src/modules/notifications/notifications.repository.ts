import { PUSH_NOTIFICATION_TYPES } from '@crewcast/contracts/constants/users';
import { pushTypeAllows, type NotificationKind } from '@crewcast/contracts/notifications';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { camelRows } from '../../db/camel-rows';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { shows } from '../content/content.schema';
import { users } from '../users/users.schema';
import {
  livestreamFollows,
  notificationDeliveries,
  notificationDigestItems,
  notificationSends,
  notificationSettings,
  pushSubscriptions,
  showFollows,
} from './notifications.schema';

export type SettingsRow = typeof notificationSettings.$inferSelect;
export type SendRow = typeof notificationSends.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** One member a batch of a send reaches, and on which channels. */
export interface Recipient {
  userId: string;
  email: string;
  emailOn: boolean;
  emailDigest: boolean;
  pushOn: boolean;
}

/** How a send reaches a member: a mail at once, an item of the daily digest, or Web Push to each browser. */
export type DeliveryChannel = 'email' | 'digest' | 'push';

/** One member's share of a send on one channel. */
export interface Delivery {
  userId: string;
  channel: DeliveryChannel;
}

/** Who a send goes to: a show's followers, the livestream's, or everyone who asked for the kind. */
export type Audience = { showId: number } | 'livestream' | 'everyone';

/**
 * The members among `deliveries` who hold a claim on the send; first locks the send, so that attempts claiming for
 * it take turns and each member is counted once.
 */
async function claimantsOf(
  tx: Executor,
  sendId: number,
  deliveries: { userId: string }[],
): Promise<Set<string>> {
  await tx.execute(sql`select 1 from ${notificationSends} where id = ${sendId} for update`);
  const userIds = [...new Set(deliveries.map((delivery) => delivery.userId))];
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ userId: notificationDeliveries.userId })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.sendId, sendId), inArray(notificationDeliveries.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

async function countClaims(tx: Executor, sendId: number, recipients: number, emails: number): Promise<void> {
  await tx
    .update(notificationSends)
    .set({
      recipients: sql`${notificationSends.recipients} + ${recipients}`,
      emails: sql`${notificationSends.emails} + ${emails}`,
    })
    .where(eq(notificationSends.id, sendId));
}

export function createNotificationsRepository(db: Executor) {
  return {
    async followedShowIds(userId: string): Promise<number[]> {
      const rows = await db
        .select({ showId: showFollows.showId })
        .from(showFollows)
        .where(eq(showFollows.userId, userId))
        .orderBy(asc(showFollows.createdAt));
      return rows.map((row) => row.showId);
    },

    async followsLivestream(userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: livestreamFollows.userId })
        .from(livestreamFollows)
        .where(eq(livestreamFollows.userId, userId));
      return rows.length > 0;
    },

    async showExists(showId: number): Promise<boolean> {
      return (await db.select({ id: shows.id }).from(shows).where(eq(shows.id, showId))).length > 0;
    },

    async followShow(userId: string, showId: number): Promise<void> {
      await db.insert(showFollows).values({ userId, showId }).onConflictDoNothing();
    },

    async unfollowShow(userId: string, showId: number): Promise<void> {
      await db.delete(showFollows).where(and(eq(showFollows.userId, userId), eq(showFollows.showId, showId)));
    },

    async followLivestream(userId: string): Promise<void> {
      await db.insert(livestreamFollows).values({ userId }).onConflictDoNothing();
    },

    async unfollowLivestream(userId: string): Promise<void> {
      await db.delete(livestreamFollows).where(eq(livestreamFollows.userId, userId));
    },

    findSettings(userId: string): Promise<SettingsRow | undefined> {
      return firstRow(db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)));
    },

    async saveSettings(values: typeof notificationSettings.$inferInsert): Promise<void> {
      await db
        .insert(notificationSettings)
        .values(values)
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: {
            emailKinds: values.emailKinds,
            pushKinds: values.pushKinds,
            emailDigest: values.emailDigest,
            updatedAt: sql`now()`,
          },
        });
    },

    /** Takes one kind off a member's email (an unsubscribe link). */
    async dropEmailKind(userId: string, kind: NotificationKind): Promise<void> {
      await db
        .update(notificationSettings)
        .set({
          emailKinds: sql`array_remove(${notificationSettings.emailKinds}, ${kind})`,
          updatedAt: sql`now()`,
        })
        .where(eq(notificationSettings.userId, userId));
    },

    async savePushSubscription(values: typeof pushSubscriptions.$inferInsert): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
        });
    },

    async deletePushSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** A push service said the subscription is gone (404 or 410). */
    async forgetPushEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async pushSubscriptionsOf(userIds: string[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
    },

    /** Records a send once per key; undefined when one with the key was already made. */
    createSend(values: typeof notificationSends.$inferInsert): Promise<SendRow | undefined> {
      return firstRow(db.insert(notificationSends).values(values).onConflictDoNothing().returning());
    },

    findSend(id: number): Promise<SendRow | undefined> {
      return firstRow(db.select().from(notificationSends).where(eq(notificationSends.id, id)));
    },

    /** Counts a batch's pushes in its send (its recipients and emails are counted as they are claimed). */
    async addToSend(
      id: number,
      tally: { pushes: number; failures: number },
      finished: boolean,
    ): Promise<void> {
      await db
        .update(notificationSends)
        .set({
          pushes: sql`${notificationSends.pushes} + ${tally.pushes}`,
          failures: sql`${notificationSends.failures} + ${tally.failures}`,
          ...(finished ? { finishedAt: sql`now()` } : {}),
        })
        .where(eq(notificationSends.id, id));
    },

    /**
     * The next members of an audience after `after` (by user id, so a batch picks up where the last ended however
     * the audience changes meanwhile), with at least one channel on for the kind. Push is on only where the
     * member's push notification type allows the kind too (pushTypeAllows).
     */
    async recipients(
      audience: Audience,
      kind: NotificationKind,
      after: string | null,
      limit: number,
    ): Promise<Recipient[]> {
      const pushTypes = PUSH_NOTIFICATION_TYPES.filter((type) => pushTypeAllows(type, kind));
      const pushOn = sql`(${kind} = any(s.push_kinds) and u.push_notification_type in (${sql.join(
        pushTypes.map((type) => sql`${type}`),
        sql`, `,
      )}))`;
      const member =
        audience === 'everyone'
          ? sql`select ${notificationSettings.userId} as user_id from ${notificationSettings}`
          : audience === 'livestream'
            ? sql`select ${livestreamFollows.userId} as user_id from ${livestreamFollows}`
            : sql`select ${showFollows.userId} as user_id from ${showFollows} where ${showFollows.showId} = ${audience.showId}`;
      const result = await db.execute<{
        user_id: string;
        email: string;
        email_on: boolean;
        email_digest: boolean;
        push_on: boolean;
      }>(sql`
        select a.user_id, u.email, ${kind} = any(s.email_kinds) as email_on, s.email_digest,
               ${pushOn} as push_on
          from (${member}) a
          join ${notificationSettings} s on s.user_id = a.user_id
          join ${users} u on u.id = a.user_id
         where (${kind} = any(s.email_kinds) or ${pushOn})
           ${after ? sql`and a.user_id > ${after}::uuid` : sql``}
         order by a.user_id
         limit ${limit}`);
      return camelRows(result.rows);
    },

    /**
     * Claims each delivery of a send that no one has claimed yet, and counts them in the send (its recipients,
     * its emails with the digest's); answers those this call claimed.
     */
    async claimDeliveries(sendId: number, deliveries: Delivery[]): Promise<Delivery[]> {
      if (deliveries.length === 0) return [];
      return db.transaction(async (tx) => {
        const before = await claimantsOf(tx, sendId, deliveries);
        const claimed = (await tx
          .insert(notificationDeliveries)
          .values(deliveries.map((delivery) => ({ sendId, ...delivery })))
          .onConflictDoNothing()
          .returning({
            userId: notificationDeliveries.userId,
            channel: notificationDeliveries.channel,
          })) as Delivery[];
        const newcomers = new Set(claimed.map((delivery) => delivery.userId).filter((id) => !before.has(id)));
        await countClaims(
          tx,
          sendId,
          newcomers.size,
          claimed.filter((delivery) => delivery.channel !== 'push').length,
        );
        return claimed;
      });
    },

    /** Gives back claims whose sending failed, so the send's next attempt makes (and counts) them. */
    async releaseDeliveries(sendId: number, deliveries: Delivery[]): Promise<void> {
      if (deliveries.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${notificationSends} where id = ${sendId} for update`);
        const released = await tx
          .delete(notificationDeliveries)
          .where(
            and(
              eq(notificationDeliveries.sendId, sendId),
              or(
                ...deliveries.map((delivery) =>
                  and(
                    eq(notificationDeliveries.userId, delivery.userId),
                    eq(notificationDeliveries.channel, delivery.channel),
                  ),
                ),
              ),
            ),
          )
          .returning({ userId: notificationDeliveries.userId, channel: notificationDeliveries.channel });
        const left = await claimantsOf(tx, sendId, released);
        const gone = new Set(released.map((delivery) => delivery.userId).filter((id) => !left.has(id)));
        await countClaims(
          tx,
          sendId,
          -gone.size,
          -released.filter((delivery) => delivery.channel !== 'push').length,
        );
      });
    },

    async addDigestItems(sendId: number, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insert(notificationDigestItems)
        .values(userIds.map((userId) => ({ userId, sendId })))
        .onConflictDoNothing();
    },

    /** The next members with digest items waiting, after `after`, with their items' titles and pages. */
    async digests(
      after: string | null,
      limit: number,
    ): Promise<{ userId: string; email: string; items: { title: string; url: string }[] }[]> {
      const result = await db.execute<{
        user_id: string;
        email: string;
        items: { title: string; url: string }[];
      }>(sql`
        with members as (
          select distinct d.user_id from ${notificationDigestItems} d
           ${after ? sql`where d.user_id > ${after}::uuid` : sql``}
           order by d.user_id limit ${limit})
        select m.user_id, u.email,
               (select json_agg(json_build_object('title', n.title, 'url', n.url) order by n.created_at)
                  from ${notificationDigestItems} d join ${notificationSends} n on n.id = d.send_id
                 where d.user_id = m.user_id) as items
          from members m join ${users} u on u.id = m.user_id
         order by m.user_id`);
      return result.rows.map((row) => ({ userId: row.user_id, email: row.email, items: row.items }));
    },

    async clearDigestItems(userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db.delete(notificationDigestItems).where(inArray(notificationDigestItems.userId, userIds));
    },

    async showFollowerCounts(): Promise<{ showId: number; title: string; followers: number }[]> {
      return db
        .select({ showId: shows.id, title: shows.title, followers: count(showFollows.userId) })
        .from(shows)
        .leftJoin(showFollows, eq(showFollows.showId, shows.id))
        .groupBy(shows.id)
        .orderBy(desc(count(showFollows.userId)), asc(shows.title));
    },

    async livestreamFollowerCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(livestreamFollows);
      return row?.n ?? 0;
    },

    async latestSends(limit: number): Promise<SendRow[]> {
      return db.select().from(notificationSends).orderBy(desc(notificationSends.id)).limit(limit);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
