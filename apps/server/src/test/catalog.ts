import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Database } from '../db/client';
import { media, seasons, shows } from '../modules/content/content.schema';
import { requestAs, type TestMember } from './members';

/** Two shows: "Night Shift" season 1 with three episodes, and "Open Studio" with one free episode. */
export async function seedTestCatalog(db: Database) {
  const [nightShift, openStudio] = await db
    .insert(shows)
    .values([
      { slug: 'night-shift', title: 'Night Shift' },
      { slug: 'open-studio', title: 'Open Studio' },
    ])
    .returning();
  const [s1, s2] = await db
    .insert(seasons)
    .values([
      { showId: nightShift!.id, number: 1, title: 'Season 1' },
      { showId: openStudio!.id, number: 1, title: 'Season 1' },
    ])
    .returning();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const [ep1, ep2, ep3, free] = await db
    .insert(media)
    .values([
      {
        showId: nightShift!.id,
        seasonId: s1!.id,
        episodeNumber: 1,
        title: 'Episode 1',
        publishedAt: day(1),
        ready: true,
        durationSeconds: 600,
      },
      {
        showId: nightShift!.id,
        seasonId: s1!.id,
        episodeNumber: 2,
        title: 'Episode 2',
        publishedAt: day(2),
        ready: true,
        durationSeconds: 600,
      },
      {
        showId: nightShift!.id,
        seasonId: s1!.id,
        episodeNumber: 3,
        title: 'Episode 3',
        publishedAt: day(3),
        ready: true,
        durationSeconds: 600,
      },
      {
        showId: openStudio!.id,
        seasonId: s2!.id,
        episodeNumber: 1,
        title: 'Free episode',
        publishedAt: day(4),
        ready: true,
        isFree: true,
        durationSeconds: 300,
      },
    ])
    .returning();
  return {
    showId: nightShift!.id,
    seasonId: s1!.id,
    ep1: ep1!.id,
    ep2: ep2!.id,
    ep3: ep3!.id,
    free: free!.id,
  };
}

/** Staff publish an episode now under `title` through the console, as its catalog screen does. */
export async function publishEpisodeNow(
  app: App,
  staff: TestMember,
  mediaId: number,
  title: string,
): Promise<void> {
  const res = await requestAs(app, staff.tokens.token, 'PUT', `/v1/admin/catalog/episodes/${mediaId}`, {
    title,
    description: '',
    isFree: false,
    publishedAt: new Date().toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The test catalog with Night Shift's third episode unpublished under `title`, waiting for staff to publish it. */
export async function seedTestCatalogWithDraft(db: Database, title: string) {
  const catalog = await seedTestCatalog(db);
  await db.update(media).set({ publishedAt: null, title }).where(eq(media.id, catalog.ep3));
  return catalog;
}
