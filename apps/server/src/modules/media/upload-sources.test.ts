import fs from 'node:fs/promises';
import path from 'node:path';
import { AccountType } from '@crewcast/contracts/account';
import type { AdminEpisode } from '@crewcast/contracts/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestAs, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { useTestApp } from '../../test/test-app';
import { testClip, tusUploads } from '../../test/uploads';
import { mediaAssets } from './media.schema';

let creator: TestMember;
let uploads: ReturnType<typeof tusUploads>;
let uploadsDir: string;
/** A file of the server's that no upload may pull in: a real clip, so ffmpeg would happily read it. */
let secret: { mp4: string; ts: string };

const ctx = useTestApp({ DEMO: 'false', ACCOUNT_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' });
beforeAll(async () => {
  creator = await staffMember(ctx, AccountType.Creator);
  uploads = tusUploads(ctx.app, creator.tokens.token);
  uploadsDir = path.join(ctx.config.DATA_DIR, 'uploads');
  await fs.mkdir(uploadsDir, { recursive: true });
  // One beside the uploads (as another upload in progress would be), one elsewhere under the data directory.
  secret = { mp4: path.join(uploadsDir, 'secret.mp4'), ts: path.join(ctx.config.DATA_DIR, 'secret.ts') };
  await fs.writeFile(secret.mp4, await testClip());
  await fs.writeFile(secret.ts, await testClip());
}, 60_000);

async function newEpisode(): Promise<AdminEpisode> {
  const asCreator = (url: string, payload: object) =>
    requestAs(ctx.app, creator.tokens.token, 'POST', url, payload);
  const show = await asCreator('/v1/admin/catalog/shows', {
    slug: `hostile-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
    title: 'Hostile',
    description: 'Uploads that are not videos.',
    tags: [],
  });
  const withSeason = await asCreator(`/v1/admin/catalog/shows/${show.json().id}/seasons`, { title: 'S1' });
  const episode = await asCreator(`/v1/admin/catalog/seasons/${withSeason.json().seasons[0].id}/episodes`, {
    title: 'Pilot',
    description: 'Where it starts.',
    isFree: true,
    publishedAt: null,
  });
  expect(episode.statusCode, episode.body).toBe(200);
  return episode.json();
}

describe('uploads that are lists of other files', () => {
  const lists = {
    'an HLS playlist': () =>
      `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${secret.ts}\n#EXTINF:2,\n${secret.ts}\n#EXT-X-ENDLIST\n`,
    'an ffconcat list': () => `ffconcat version 1.0\nfile ${path.basename(secret.mp4)}\nduration 2\n`,
  };

  it.each(Object.entries(lists))('refuses %s as not a video, and publishes nothing', async (_kind, list) => {
    const episode = await newEpisode();
    const body = Buffer.from(list());
    const location = await uploads.start(
      { mediaId: String(episode.id), filename: 'episode.m3u8' },
      body.length,
    );
    const res = await uploads.send(location, 0, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', fields: { file: ['not a video'] } });
    expect(res.json().message).toMatch(/not a video/i);
    expect(await fs.readdir(uploadsDir)).toEqual(['secret.mp4']);
    expect(await ctx.database.db.select().from(mediaAssets)).toEqual([]);
    const after = await requestAs(
      ctx.app,
      creator.tokens.token,
      'GET',
      `/v1/admin/catalog/episodes/${episode.id}`,
    );
    expect(after.json().video.status).toBe('none');
  });
});
