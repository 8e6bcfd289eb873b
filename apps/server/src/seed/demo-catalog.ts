import fs from 'node:fs/promises';
import path from 'node:path';
import type { Image } from '@crewcast/contracts/content';
import type { Executor } from '../db/client';
import type { JobRunner } from '../jobs/job-runner';
import { VIEWING_ROLLUP_JOB } from '../modules/analytics/analytics.module';
import type { ContentService } from '../modules/content/content.service';
import type { MediaBinaries } from '../modules/media/ffmpeg-binary';
import { requireFeature } from '../modules/media/media-capabilities';
import type { MediaService } from '../modules/media/media.service';
import { generateTitleCard } from '../modules/media/title-card';
import type { MediaStorage } from '../storage/media-storage';
import { demoPromoSections } from './demo-catalog-promos';
import { seedDemoCommunity } from './demo-community';
import { seedDemoViewing } from './demo-viewing';

export const SEED_DEMO_CATALOG_JOB = 'seed-demo-catalog';
/** Attaches the demo's English captions to an asset once its transcode is done. */
export const SEED_DEMO_CAPTIONS_JOB = 'seed-demo-captions';

/** How long the captions job waits for the transcode it follows. */
const CAPTIONS_WAIT_MS = 10 * 60_000;
const CAPTIONS_POLL_MS = 1000;

/** Captions for a 12-second demo episode. */
export const DEMO_CAPTIONS = {
  language: 'en',
  label: 'English',
  vtt: `WEBVTT

00:00:00.500 --> 00:00:04.000
[Steady test tone]

00:00:04.000 --> 00:00:08.000
This demo episode has English captions.

00:00:08.000 --> 00:00:11.500
Press C or the captions button to turn them off.
`,
};

/** The curated lists of the demo; episodes alternate between them. */
const SPECIAL_CHANNELS = [
  ['hot-list', 'Hot right now'],
  ['exclusive', 'Only on Crewcast'],
] as const;

export interface DemoShow {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  colors: [string, string];
  /** Episode titles per season. */
  seasons: string[][];
}

export const demoShows: DemoShow[] = [
  {
    slug: 'night-shift',
    title: 'Night Shift',
    description: 'A crew of night owls builds a live show from nothing, one broadcast at a time.',
    tags: ['comedy', 'live'],
    colors: ['#1f8a5b', '#0b0b0f'],
    seasons: [
      ['Cold Open', 'The Rundown', 'Dead Air'],
      ['Back on Air', 'Signal Lost'],
    ],
  },
  {
    slug: 'open-studio',
    title: 'Open Studio',
    description: 'Makers from the community take over the studio and build something in an afternoon.',
    tags: ['making', 'community'],
    colors: ['#7a3df0', '#0b0b0f'],
    seasons: [['Wood and Wire', 'Paper Machines', 'Sound Garden']],
  },
  {
    slug: 'greenlight-pitches',
    title: 'Greenlight Pitches',
    description: 'The ideas members voted for, pitched by the people who want to make them.',
    tags: ['greenlight', 'pitches'],
    colors: ['#d9480f', '#0b0b0f'],
    seasons: [['Pitch Night', 'The Shortlist']],
  },
];

const ARTWORK: Record<Image['type'], { width: number; height: number }> = {
  packshot: { width: 1280, height: 720 },
  'packshot-vertical': { width: 600, height: 900 },
  hero: { width: 2100, height: 900 },
  'hero-vertical': { width: 1080, height: 1350 },
  thumbnail: { width: 640, height: 360 },
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Artwork as SVG: a gradient in the show's colours with its title (but for the hero), at one type's ratio. */
function artwork(show: DemoShow, type: Image['type']): string {
  const { width, height } = ARTWORK[type];
  const size = Math.round(Math.min(width / (show.title.length * 0.62), height / 4));
  // The hero banner sets the title in the page itself, over the artwork.
  const title =
    type === 'hero' || type === 'hero-vertical'
      ? ''
      : `<text x="${width * 0.06}" y="${height * 0.88}" font-family="system-ui, sans-serif" font-weight="800" font-size="${size}" fill="#f4f4f6">${escapeXml(show.title)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${show.colors[0]}"/><stop offset="1" stop-color="${show.colors[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${title}
</svg>\n`;
}

/** Waits until an asset's transcode has published it. */
async function waitUntilReady(media: MediaService, assetId: string): Promise<void> {
  const deadline = Date.now() + CAPTIONS_WAIT_MS;
  for (;;) {
    const status = await media.status(assetId);
    if (status.status === 'ready') return;
    if (status.status === 'failed' && !status.retrying) {
      throw new Error(`The transcode of ${assetId} failed: ${status.error ?? 'no reason given'}`);
    }
    if (Date.now() > deadline) throw new Error(`The transcode of ${assetId} did not finish in time.`);
    await new Promise((resolve) => setTimeout(resolve, CAPTIONS_POLL_MS));
  }
}

/**
 * The demo catalog: three shows of short episodes in each show's colours with a title card and a tone, run through the real pipeline
 * (each episode is listed once its transcode finishes), artwork, a hero banner, the two special channels,
 * the merchandise and Greenlight promo sections, and English captions on the first episode.
 */
export function defineDemoCatalogJob(options: {
  jobs: JobRunner;
  content: ContentService;
  media: MediaService;
  storage: MediaStorage;
  binaries: () => Promise<MediaBinaries>;
  sourceDir: string;
  db: Executor;
  clock: () => Date;
}): void {
  const { jobs, content, media, storage, binaries, sourceDir, db, clock } = options;
  jobs.define<{ assetId: string }>({
    name: SEED_DEMO_CAPTIONS_JOB,
    retryLimit: 1,
    batchSize: 1,
    handler: async ({ assetId }) => {
      await waitUntilReady(media, assetId);
      await media.attachCaptions(assetId, DEMO_CAPTIONS);
    },
  });
  jobs.define({
    name: SEED_DEMO_CATALOG_JOB,
    retryLimit: 0,
    batchSize: 1,
    handler: async (_data, { progress }) => {
      // Nothing is made unless all of it can be: a missing capability fails the job at once, with its reason.
      const found = await binaries();
      requireFeature(found.capabilities, 'demoClips');
      requireFeature(found.capabilities, 'transcode');
      await fs.mkdir(sourceDir, { recursive: true });
      // The lists exist from the start (empty), so home pages find them while the episodes are being made.
      for (const [name, title] of SPECIAL_CHANNELS) await content.addSpecialChannel(name, title, []);
      for (const { section, files } of demoPromoSections()) {
        for (const file of files) await storage.putFile(file.key, file.body);
        await content.savePromoSection(section);
      }
      const mediaIds: number[] = [];
      const total = demoShows.flatMap((show) => show.seasons.flat()).length;
      for (const [showIndex, show] of demoShows.entries()) {
        const images: Image[] = [];
        for (const type of ['packshot', 'packshot-vertical', 'hero', 'hero-vertical'] as const) {
          await storage.putFile(`images/shows/${show.slug}/${type}.svg`, artwork(show, type));
          images.push({ type, url: `/images/shows/${show.slug}/${type}.svg` });
        }
        for (const [seasonIndex, titles] of show.seasons.entries()) {
          for (const [episodeIndex, title] of titles.entries()) {
            const file = path.join(sourceDir, `${show.slug}-s${seasonIndex + 1}e${episodeIndex + 1}.mp4`);
            await generateTitleCard(found, {
              outputFile: file,
              durationSeconds: 12,
              width: 854,
              height: 480,
              frameRate: 24,
              colors: show.colors,
              title: show.title,
              subtitle: `S${seasonIndex + 1} E${episodeIndex + 1} · ${title}`,
              toneHz: 220 + 110 * (showIndex + episodeIndex),
            });
            const { assetId } = await media.createAsset(file);
            const { mediaId } = await content.addEpisode({
              show: {
                slug: show.slug,
                title: show.title,
                description: show.description,
                tags: show.tags,
                images,
              },
              seasonNumber: seasonIndex + 1,
              title,
              description: `${show.title}, season ${seasonIndex + 1}, episode ${episodeIndex + 1}: ${title}.`,
              isFree: seasonIndex === 0 && episodeIndex === 0,
              assetId,
            });
            // The first episode (free, so anyone may play it) shows off captions.
            if (mediaIds.length === 0) await jobs.send(SEED_DEMO_CAPTIONS_JOB, { assetId });
            mediaIds.push(mediaId);
            await progress((mediaIds.length / total) * 100);
          }
        }
      }
      for (const [index, [name, title]] of SPECIAL_CHANNELS.entries()) {
        await content.addSpecialChannel(
          name,
          title,
          mediaIds.filter((_, i) => i % 2 === index),
        );
      }
      const [first] = demoShows;
      await content.addBanner({
        type: 'show-banner',
        title: first?.title ?? '',
        text: first?.description ?? '',
        images: [
          { type: 'hero', url: `/images/shows/${first?.slug}/hero.svg` },
          { type: 'hero-vertical', url: `/images/shows/${first?.slug}/hero-vertical.svg` },
        ],
        url: null,
        showId: null,
        mediaId: mediaIds[0] ?? null,
      });
      await seedDemoViewing(db, clock());
      // Its finished days are rolled up now rather than at the next hour (until then the health page says so).
      await jobs.send(VIEWING_ROLLUP_JOB, {});
      await seedDemoCommunity(db, clock());
    },
  });
}
