import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../modules/content/content.schema';
import { createMediaRepository } from '../modules/media/media.repository';
import { TRANSCODE_JOB } from '../modules/media/media.service';
import { seedTestCatalog } from '../test/catalog';
import { registerMember, requestAs } from '../test/members';
import { createTestApp, type TestContext } from '../test/test-app';
import { DEMO_CAPTIONS, SEED_DEMO_CAPTIONS_JOB } from './demo-catalog';
import { writeTestClip } from '../test/uploads';

let ctx: TestContext;
let workDir: string;
let freeEpisode: number;

beforeAll(async () => {
  ctx = await createTestApp({ DEMO: 'false', TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
  freeEpisode = (await seedTestCatalog(ctx.database.db)).free;
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-demo-captions-'));
  const source = path.join(workDir, 'episode.mp4');
  await writeTestClip(source, { durationSeconds: 3, width: 640, height: 360, frameRate: 24 });
  const { db } = ctx.database;
  const asset = await createMediaRepository(db).insert(source);
  await db.update(media).set({ assetId: asset.id, ready: false }).where(eq(media.id, freeEpisode));
  // As the demo seed does: the captions job is queued with the transcode and waits for it.
  await ctx.jobs.send(TRANSCODE_JOB, { assetId: asset.id });
  await ctx.jobs.send(SEED_DEMO_CAPTIONS_JOB, { assetId: asset.id });
  const repository = createMediaRepository(db);
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (((await repository.find(asset.id))?.description?.captions.length ?? 0) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

describe('demo captions', () => {
  it('lists the English track in the episode’s HLS and DASH manifests once its transcode is done', async () => {
    const member = await registerMember(ctx.app);
    const session = await requestAs(ctx.app, member.tokens.token, 'POST', `/v1/playback/${freeEpisode}`);
    expect(session.statusCode).toBe(200);
    const sources: { format: string; url: string }[] = session.json().sources;
    const hls = sources.find((source) => source.format === 'hls')?.url as string;
    const dash = sources.find((source) => source.format === 'dash')?.url as string;

    const master = await ctx.app.inject({ method: 'GET', url: hls });
    expect(master.statusCode).toBe(200);
    const rendition = master.body.split('\n').find((line) => line.includes('TYPE=SUBTITLES')) as string;
    expect(rendition).toContain('LANGUAGE="en"');
    expect(rendition).toContain('NAME="English"');

    const playlistPath = /URI="([^"]+)"/.exec(rendition)?.[1] as string;
    const playlistUrl = new URL(playlistPath, `http://x${hls}`).pathname;
    const playlist = await ctx.app.inject({ method: 'GET', url: playlistUrl });
    const vttFile = playlist.body.split('\n').find((line) => line.endsWith('.vtt')) as string;
    const vtt = await ctx.app.inject({
      method: 'GET',
      url: new URL(vttFile, `http://x${playlistUrl}`).pathname,
    });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toBe(DEMO_CAPTIONS.vtt);

    const mpd = await ctx.app.inject({ method: 'GET', url: dash });
    expect(mpd.body).toMatch(/<AdaptationSet[^>]*contentType="text"[^>]*lang="en"/);
  });
});
