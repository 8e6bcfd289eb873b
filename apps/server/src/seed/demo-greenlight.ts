import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProjectImage } from '@crewcast/contracts/projects';
import type { JobRunner } from '../jobs/job-runner';
import type { ContentService } from '../modules/content/content.service';
import type { MediaBinaries } from '../modules/media/ffmpeg-binary';
import { requireFeature } from '../modules/media/media-capabilities';
import type { MediaService } from '../modules/media/media.service';
import { generateTitleCard } from '../modules/media/title-card';
import {
  DEMO_BATTLE,
  DEMO_PAST_BATTLES,
  demoImageUrl,
  type DemoProject,
} from '../modules/projects/projects.seed';
import type { ProjectsService } from '../modules/projects/projects.service';
import type { MediaStorage } from '../storage/media-storage';

export const SEED_DEMO_GREENLIGHT_JOB = 'seed-demo-greenlight';

/** How long the job waits for the demo catalog's shows, whose episodes its winners link to. */
const CATALOG_WAIT_MS = 10 * 60_000;
const CATALOG_POLL_MS = 2000;

const SIZES: Record<ProjectImage['type'], { width: number; height: number }> = {
  packshot: { width: 1280, height: 720 },
  'packshot-vertical': { width: 600, height: 900 },
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

function artwork(project: DemoProject, type: ProjectImage['type']): string {
  const { width, height } = SIZES[type];
  const size = Math.round(Math.min((width * 0.88) / (project.title.length * 0.7), height / 6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${project.colors[0]}"/><stop offset="1" stop-color="${project.colors[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="${width * 0.06}" y="${height * 0.88}" font-family="system-ui, sans-serif" font-weight="800" font-size="${size}" fill="#f4f4f6">${escapeXml(project.title)}</text>
</svg>\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first listed episode of a demo show and its season, once the demo catalog has made them. */
async function releaseOf(
  content: ContentService,
  slug: string,
): Promise<{ mediaId: number; seasonId: number }> {
  const deadline = Date.now() + CATALOG_WAIT_MS;
  for (;;) {
    const show = await content.findShowBySlug(slug).catch(() => null);
    const season = show?.seasons[0];
    const episode = season ? (await content.findSeason(season.id)).media[0] : undefined;
    if (season && episode) return { mediaId: episode.id, seasonId: season.id };
    if (Date.now() > deadline) throw new Error(`The demo show ${slug} has no listed episode yet.`);
    await sleep(CATALOG_POLL_MS);
  }
}

/**
 * The demo Greenlight's media: artwork for every demo project, short pitch videos through the real pipeline for
 * the running battle, and the past winners linked to the demo shows they became (a season, then an episode).
 */
export function defineDemoGreenlightJob(options: {
  jobs: JobRunner;
  content: ContentService;
  media: MediaService;
  projects: ProjectsService;
  storage: MediaStorage;
  binaries: () => Promise<MediaBinaries>;
  sourceDir: string;
}): void {
  const { jobs, content, media, projects, storage, binaries, sourceDir } = options;
  jobs.define({
    name: SEED_DEMO_GREENLIGHT_JOB,
    retryLimit: 1,
    batchSize: 1,
    expireInSeconds: 15 * 60,
    handler: async () => {
      // Nothing is made unless all of it can be: a missing capability fails the job at once, with its reason.
      const found = await binaries();
      requireFeature(found.capabilities, 'demoClips');
      requireFeature(found.capabilities, 'transcode');
      const all = [...DEMO_BATTLE, ...DEMO_PAST_BATTLES.flat()];
      for (const project of all)
        for (const type of ['packshot', 'packshot-vertical'] as const)
          await storage.putFile(demoImageUrl(project.slug, type).slice(1), artwork(project, type));
      const ids = await projects.demoProjects(all.map((project) => project.title));
      await fs.mkdir(sourceDir, { recursive: true });
      for (const [index, project] of DEMO_BATTLE.entries()) {
        const projectId = ids.get(project.title);
        if (!projectId) continue;
        const file = path.join(sourceDir, `pitch-${project.slug}.mp4`);
        await generateTitleCard(found, {
          outputFile: file,
          durationSeconds: 6,
          width: 854,
          height: 480,
          frameRate: 24,
          colors: project.colors,
          title: project.title,
          subtitle: 'A Greenlight pitch',
          toneHz: 330 + 110 * index,
        });
        const { assetId } = await media.createAsset(file);
        await projects.setDemoDetails(projectId, { assetId });
      }
      const [first, second] = DEMO_PAST_BATTLES.map(([winner]) => winner);
      const firstId = first && ids.get(first.title);
      const secondId = second && ids.get(second.title);
      if (first && firstId)
        await projects.setDemoDetails(firstId, { seasonId: (await releaseOf(content, first.slug)).seasonId });
      if (second && secondId)
        await projects.setDemoDetails(secondId, { mediaId: (await releaseOf(content, second.slug)).mediaId });
    },
  });
}
