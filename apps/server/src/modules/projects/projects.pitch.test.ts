import fs from 'node:fs/promises';
import path from 'node:path';
import { AccountType } from '@crewcast/contracts/account';
import {
  GREENLIGHT_EVENT,
  type AdminBattle,
  type AdminProject,
  type GreenlightPush,
  type Project,
} from '@crewcast/contracts/projects';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBattle } from '../../test/greenlight';
import { auditEntries } from '../../test/console';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { ask, connectMember, listen, staffMember } from '../../test/realtime';
import { useTestApp } from '../../test/test-app';
import { anonymousUpload, testClip, tusUploads } from '../../test/uploads';
import { mediaAssets } from '../media/media.schema';
import { battles, projects } from './projects.schema';
import { PROJECT_MESSAGES } from './projects.service';

let staff: TestMember;
let uploads: ReturnType<typeof tusUploads>;
let clip: Buffer;

const HOUR_MS = 3_600_000;

const ctx = useTestApp({ DEMO: 'false', TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  staff = await staffMember(ctx, AccountType.Official);
  uploads = tusUploads(ctx.app, staff.tokens.token);
  clip = await testClip();
}, 60_000);

const pitchMetadata = (projectId: string, filename = 'pitch.mp4') => ({
  target: 'project',
  projectId,
  filename,
});

/** A battle that starts in an hour, so its pitches may still change. */
const scheduledBattle = () =>
  createBattle(ctx, staff.tokens.token, { startsInMs: HOUR_MS, endsInMs: 2 * HOUR_MS });

async function battle(battleId: string): Promise<AdminBattle> {
  const res = await requestAs(ctx.app, staff.tokens.token, 'GET', `/v1/admin/battles/${battleId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function waitForPitch(battleId: string, status: AdminProject['videoStatus']): Promise<AdminProject> {
  const until = Date.now() + 90_000;
  for (;;) {
    const { leftProject } = await battle(battleId);
    if (leftProject.videoStatus === status) return leftProject;
    if (Date.now() > until) throw new Error(`pitch stayed ${leftProject.videoStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const auditOf = (projectId: string) =>
  auditEntries(ctx.app, staff, { targetType: 'project', targetId: projectId });

/** Gives a project a transcoded pitch without running ffmpeg; answers its asset. */
async function withReadyPitch(projectId: string): Promise<string> {
  const { db } = ctx.database;
  const [asset] = await db
    .insert(mediaAssets)
    .values({ status: 'ready', sourcePath: `/nowhere/${projectId}.mp4`, durationSeconds: 30 })
    .returning();
  await db.update(projects).set({ assetId: asset!.id }).where(eq(projects.id, projectId));
  return asset!.id;
}

/** Starts the battle now, as the clock would. */
async function startNow(battleId: string) {
  await ctx.database.db
    .update(battles)
    .set({ startDate: sql`clock_timestamp() - interval '1 second'` })
    .where(eq(battles.id, battleId));
}

const uploadsDir = () => fs.readdir(path.join(ctx.config.DATA_DIR, 'uploads')).catch(() => []);

describe('pitch video uploads', () => {
  it('refuses callers who are not staff, unknown projects, a started battle’s pitch and a closed battle before any byte is sent', async () => {
    const scheduled = await scheduledBattle();
    const projectId = scheduled.leftProject.id;
    const anonymous = await anonymousUpload(ctx.app);
    expect(anonymous.statusCode).toBe(401);
    const member = await registerMember(ctx.app);
    expect(
      (await tusUploads(ctx.app, member.tokens.token).create(pitchMetadata(projectId), 10)).statusCode,
    ).toBe(403);

    const unknown = await uploads.create(pitchMetadata('0b7c1f2e-3f4a-4b5c-8d6e-7f8091a2b3c4'), 10);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND', message: PROJECT_MESSAGES.projectNotFound });
    const notAnId = await uploads.create(pitchMetadata('left'), 10);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe('Say which project the video is for (Upload-Metadata projectId).');

    await withReadyPitch(projectId);
    await startNow(scheduled.id);
    const started = await uploads.create(pitchMetadata(projectId), 10);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ error: 'CONFLICT', message: PROJECT_MESSAGES.videoLocked });

    await requestAs(ctx.app, staff.tokens.token, 'POST', `/v1/admin/battles/${scheduled.id}/close`);
    const closed = await uploads.create(pitchMetadata(scheduled.rightProject.id), 10);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(PROJECT_MESSAGES.alreadyClosed);
    expect(await uploadsDir()).toEqual([]);
  });

  it('resumes an upload, transcodes it into the pitch the battle plays, and replaces it before the start', async () => {
    const scheduled = await scheduledBattle();
    const projectId = scheduled.leftProject.id;
    expect(scheduled.leftProject.videoStatus).toBe('none');
    // An open Greenlight page hears when the pitch changes and when it is ready to play.
    const watcher = await connectMember(await listen(ctx), await registerMember(ctx.app));
    const changes: string[] = [];
    watcher.on(GREENLIGHT_EVENT, (push: GreenlightPush) => {
      if (push.type === 'changed') changes.push(push.battleId);
    });
    expect(await ask(watcher, GREENLIGHT_EVENT, { type: 'watch' })).toEqual({ ok: true });

    const location = await uploads.start(pitchMetadata(projectId), clip.length);
    const half = Math.floor(clip.length / 2);
    expect((await uploads.send(location, 0, clip.subarray(0, half))).statusCode).toBe(204);
    // The connection drops; the client asks where to carry on.
    expect((await uploads.head(location)).headers['upload-offset']).toBe(String(half));
    const rest = await uploads.send(location, half, clip.subarray(half));
    expect(rest.statusCode, rest.body).toBe(204);

    const attached = (await battle(scheduled.id)).leftProject.videoStatus;
    expect(['queued', 'processing', 'ready']).toContain(attached);
    const ready = await waitForPitch(scheduled.id, 'ready');
    // The push that it is ready follows the status a moment later, longer on a busy machine.
    await expect.poll(() => changes.filter((id) => id === scheduled.id).length, { timeout: 15_000 }).toBe(2);
    watcher.close();
    expect(ready.videos.map((video) => video.format).sort()).toEqual(['dash', 'hls']);
    const members = (
      await ctx.app.inject({ method: 'GET', url: `/v3/projects/${projectId}` })
    ).json() as Project;
    expect(members.videos).toEqual(ready.videos);
    const manifest = await ctx.app.inject({
      method: 'GET',
      url: ready.videos.find((v) => v.format === 'hls')!.url,
    });
    expect(manifest.statusCode).toBe(200);
    expect(await uploadsDir()).toEqual([]);

    const [first] = await auditOf(projectId);
    expect(first).toMatchObject({
      action: 'greenlight.project-video',
      actor: { userId: expect.any(String) },
      before: { assetId: null },
      after: { filename: 'pitch.mp4', bytes: clip.length },
    });
    const firstAsset = (first!.after as { assetId: string }).assetId;
    const dashboard = await requestAs(ctx.app, staff.tokens.token, 'GET', '/v1/admin/dashboard');
    expect(dashboard.json().recentUploads).toContainEqual(
      expect.objectContaining({ assetId: firstAsset, status: 'ready', title: 'Left Pitch' }),
    );

    const again = await uploads.start(pitchMetadata(projectId, 'better pitch.mp4'), clip.length);
    expect((await uploads.send(again, 0, clip)).statusCode).toBe(204);
    const [replaced] = await auditOf(projectId);
    expect(replaced).toMatchObject({
      action: 'greenlight.project-video',
      before: { assetId: firstAsset },
      after: { filename: 'better pitch.mp4' },
    });
    expect((replaced!.after as { assetId: string }).assetId).not.toBe(firstAsset);
    const replacement = await waitForPitch(scheduled.id, 'ready');
    expect(replacement.videos[0]!.url).not.toBe(ready.videos[0]!.url);
    expect((await battle(scheduled.id)).rightProject.videoStatus).toBe('none');
  }, 240_000);

  it('refuses a finished upload that is not a video, keeping the pitch it had', async () => {
    const scheduled = await scheduledBattle();
    const projectId = scheduled.rightProject.id;
    const notes = Buffer.from('A pitch deck in words, not a video.\n'.repeat(40));
    const location = await uploads.start(pitchMetadata(projectId, 'deck.mp4'), notes.length);
    const res = await uploads.send(location, 0, notes);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not a video/i);
    expect((await battle(scheduled.id)).rightProject.videoStatus).toBe('none');
    expect(await auditOf(projectId)).toEqual([]);
    expect(await uploadsDir()).toEqual([]);
  });

  it('refuses a replacement that finishes after its battle started, and takes a first pitch for a started one', async () => {
    const scheduled = await scheduledBattle();
    const projectId = scheduled.leftProject.id;
    const assetId = await withReadyPitch(projectId);
    const location = await uploads.start(pitchMetadata(projectId), clip.length);
    expect((await uploads.send(location, 0, clip.subarray(0, 100))).statusCode).toBe(204);
    await startNow(scheduled.id);
    const res = await uploads.send(location, 100, clip.subarray(100));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROJECT_MESSAGES.videoLocked);
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.assetId).toBe(assetId);
    expect(await auditOf(projectId)).toEqual([]);
    expect(await uploadsDir()).toEqual([]);

    // The other side has no pitch yet: members have seen none, so its first may still come.
    const first = await uploads.start(pitchMetadata(scheduled.rightProject.id), clip.length);
    expect((await uploads.send(first, 0, clip)).statusCode).toBe(204);
    expect((await auditOf(scheduled.rightProject.id)).map((entry) => entry.action)).toEqual([
      'greenlight.project-video',
    ]);
    expect((await battle(scheduled.id)).rightProject.videoStatus).not.toBe('none');
  });
});
