import type { Dashboard } from '@crewcast/contracts/console-dashboard';
import { describe, expect, it } from 'vitest';
import { card, checkout } from '../../test/billing';
import { consoleSuite } from '../../test/console';
import { registerMember } from '../../test/members';
import { ask, connectMember, listen } from '../../test/realtime';
import { invoices, subscriptions } from '../billing/billing.schema';
import { livestreams } from '../live/live.schema';
import { mediaAssets } from '../media/media.schema';

const suite = consoleSuite();
const { ctx } = suite;

const dashboard = () => suite.read<Dashboard>('creator', '/v1/admin/dashboard');

const DAY = 86_400_000;

describe('the console dashboard', () => {
  it('counts subscribers, trials, cancellations and revenue this month and for each of twelve months', async () => {
    const empty = await dashboard();
    expect(empty.currency).toBe('usd');
    expect(empty.months).toHaveLength(12);
    expect(empty.thisMonth).toEqual(empty.months[11]);
    expect(empty.thisMonth.month).toBe(new Date().toISOString().slice(0, 7));

    // A trial this month.
    const trial = await registerMember(ctx.app);
    expect(
      (await checkout(ctx.app, trial.tokens.token, { planId: 'monthly', card: card() })).statusCode,
    ).toBe(200);
    // A paying subscriber who started two months ago, paid then and this month.
    const paying = await registerMember(ctx.app);
    const twoMonthsAgo = new Date(Date.now() - 62 * DAY);
    const [row] = await ctx.database.db
      .insert(subscriptions)
      .values({
        userId: paying.tokens.userId,
        planId: 'monthly',
        priceCents: 399,
        status: 'active',
        provider: 'test',
        currentPeriodStart: new Date(),
        currentPeriodEnd: new Date(Date.now() + 30 * DAY),
        createdAt: twoMonthsAgo,
      })
      .returning();
    const invoice = {
      userId: paying.tokens.userId,
      subscriptionId: row!.id,
      description: 'Monthly subscription',
    };
    await ctx.database.db.insert(invoices).values([
      { ...invoice, amountCents: 399, currency: 'usd', status: 'paid', createdAt: twoMonthsAgo },
      { ...invoice, amountCents: 399, currency: 'usd', status: 'paid' },
      { ...invoice, amountCents: 399, currency: 'usd', status: 'failed' },
    ]);
    // A subscription that ended this month.
    const gone = await registerMember(ctx.app);
    await ctx.database.db.insert(subscriptions).values({
      userId: gone.tokens.userId,
      planId: 'monthly',
      priceCents: 399,
      status: 'canceled',
      provider: 'test',
      currentPeriodStart: twoMonthsAgo,
      currentPeriodEnd: new Date(),
      endedAt: new Date(),
      createdAt: twoMonthsAgo,
    });

    const figures = await dashboard();
    expect(figures.thisMonth).toMatchObject({
      subscribers: empty.thisMonth.subscribers + 1,
      trials: empty.thisMonth.trials + 1,
      cancellations: empty.thisMonth.cancellations + 1,
      revenueCents: empty.thisMonth.revenueCents + 399,
    });
    const then = figures.months.find((month) => month.month === twoMonthsAgo.toISOString().slice(0, 7));
    expect(then).toMatchObject({ revenueCents: 399 });
    expect(then!.subscribers).toBeGreaterThanOrEqual(2);
  });

  it('shows recent uploads with their state and episode title', async () => {
    const [asset] = await ctx.database.db
      .insert(mediaAssets)
      .values({ sourcePath: '/tmp/upload.mp4', status: 'failed', error: 'That file is not a video.' })
      .returning();
    const { recentUploads } = await dashboard();
    expect(recentUploads[0]).toMatchObject({
      assetId: asset!.id,
      status: 'failed',
      error: 'That file is not a video.',
      title: null,
    });
  });

  it('shows the viewers of a stream that is live', async () => {
    expect((await dashboard()).live).toEqual([]);
    const [stream] = await ctx.database.db
      .insert(livestreams)
      .values({ title: 'Dashboard live', state: 'live', url: 'https://cdn.test/live.m3u8' })
      .returning({ id: livestreams.id });
    const viewer = await registerMember(ctx.app);
    const socket = await connectMember(await listen(ctx), viewer);
    try {
      await ask(socket, 'livestream', { type: 'ping', livestreamId: stream!.id });
      expect((await dashboard()).live).toEqual([
        { livestreamId: stream!.id, title: 'Dashboard live', viewers: 1 },
      ]);
    } finally {
      socket.disconnect();
    }
  });

  it('is closed to anonymous callers and members', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/admin/dashboard' })).statusCode).toBe(401);
    const member = await registerMember(ctx.app);
    const res = await suite.as(member, 'GET', '/v1/admin/dashboard');
    expect(res.statusCode).toBe(403);
  });
});
