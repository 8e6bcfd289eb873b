import { WATCH_LATER_LIMIT } from '@crewcast/contracts/watch-later';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../../test/catalog';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { UNLIMITED_ENV, useTestApp } from '../../test/test-app';
import { media } from '../content/content.schema';
import { watchLater } from './watch-later.schema';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123';

let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;
let showId: number;
const ctx = useTestApp({ ...UNLIMITED_ENV, DEMO: 'false', METRICS_TOKEN });
beforeAll(async () => {
  catalog = await seedTestCatalog(ctx.database.db);
  const [episode] = await ctx.database.db
    .select({ showId: media.showId })
    .from(media)
    .where(eq(media.id, catalog.ep1));
  showId = episode!.showId;
});

const save = (member: TestMember, mediaId: number | string) =>
  requestAs(ctx.app, member.tokens.token, 'PUT', `/v1/watchLater/${mediaId}`);
const remove = (member: TestMember, mediaId: number) =>
  requestAs(ctx.app, member.tokens.token, 'DELETE', `/v1/watchLater/${mediaId}`);
const list = async (member: TestMember) =>
  (await requestAs(ctx.app, member.tokens.token, 'GET', '/v1/watchLater')).json() as {
    mediaId: number;
    media: { title: string };
  }[];
const savedInUserInfo = async (member: TestMember) =>
  (await requestAs(ctx.app, member.tokens.token, 'GET', '/v1/userinfo/query?select=watch-later')).json()
    .watchLater as number[];
const savesCounted = async () => {
  const text = (await requestAs(ctx.app, METRICS_TOKEN, 'GET', '/metrics')).body;
  return Number(/^crewcast_watch_later_saves_total (\d+)$/m.exec(text)?.[1]);
};

describe('watch later', () => {
  it('saves episodes newest first, keeps a second save of one as it was, and removes them', async () => {
    const member = await registerMember(ctx.app);
    const countedBefore = await savesCounted();
    expect((await save(member, catalog.ep1)).json()).toEqual({ watchLater: [catalog.ep1] });
    expect((await save(member, catalog.free)).json()).toEqual({ watchLater: [catalog.free, catalog.ep1] });
    const again = await save(member, catalog.ep1);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ watchLater: [catalog.free, catalog.ep1] });
    expect(await savesCounted()).toBe(countedBefore + 2);

    expect(await savedInUserInfo(member)).toEqual([catalog.free, catalog.ep1]);
    expect((await list(member)).map((entry) => [entry.mediaId, entry.media.title])).toEqual([
      [catalog.free, 'Free episode'],
      [catalog.ep1, 'Episode 1'],
    ]);

    expect((await remove(member, catalog.free)).json()).toEqual({ watchLater: [catalog.ep1] });
    // Removing what is not saved changes nothing.
    expect((await remove(member, catalog.free)).statusCode).toBe(200);
    expect(await savedInUserInfo(member)).toEqual([catalog.ep1]);
  });

  it('keeps each member’s list their own, and asks for a login', async () => {
    const one = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    await save(one, catalog.ep2);
    expect(await savedInUserInfo(other)).toEqual([]);
    expect(await list(other)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/watchLater' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: `/v1/watchLater/${catalog.ep2}` })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for an episode that does not exist or is not published, 400 for a bad id', async () => {
    const member = await registerMember(ctx.app);
    const [draft] = await ctx.database.db
      .insert(media)
      .values({ showId, title: 'Draft', ready: true, publishedAt: null })
      .returning({ id: media.id });
    for (const id of [999_999, draft!.id]) {
      const res = await save(member, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    expect((await save(member, 'latest')).statusCode).toBe(400);
    expect((await save(member, 0)).statusCode).toBe(400);
    expect(await savedInUserInfo(member)).toEqual([]);
  });

  it(`refuses a save past ${WATCH_LATER_LIMIT} episodes with a clear 409, and still takes one already saved`, async () => {
    const member = await registerMember(ctx.app);
    const { userId } = member.tokens;
    const filler = await ctx.database.db
      .insert(media)
      .values(
        Array.from({ length: WATCH_LATER_LIMIT }, (_, index) => ({
          showId,
          title: `Filler ${index}`,
          ready: true,
          publishedAt: new Date('2026-01-01T00:00:00Z'),
        })),
      )
      .returning({ id: media.id });
    await ctx.database.db.insert(watchLater).values(filler.map(({ id }) => ({ userId, mediaId: id })));

    const full = await save(member, catalog.ep3);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      error: 'WATCH_LATER_FULL',
      message: `You can keep up to ${WATCH_LATER_LIMIT} episodes to watch later. Remove one to save another.`,
      fields: { watchLaterLimit: [String(WATCH_LATER_LIMIT)] },
    });
    expect((await save(member, filler[0]!.id)).statusCode).toBe(200);
    expect((await savedInUserInfo(member)).length).toBe(WATCH_LATER_LIMIT);

    await remove(member, filler[0]!.id);
    expect((await save(member, catalog.ep3)).statusCode).toBe(200);
  });
});
