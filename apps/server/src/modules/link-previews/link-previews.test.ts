import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { media, seasons, shows } from '../content/content.schema';

const PUBLIC_URL = 'https://watch.crewcast.example';
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Crewcast</title>
    <script defer src="/runtime-config.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
/** A title that tries to end the JSON-LD script and the attributes it is put into. */
const HOSTILE_TITLE = `Tom's "Finale" </script><script>alert(1)</script>`;

let ctx: TestContext;
let webDir: string;
const ids = { show: 0, season: 0, paid: 0, free: 0, hostile: 0, draft: 0, future: 0, draftSeason: 0 };

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), SHELL);
  ctx = await createTestApp({ DEMO: 'false', WEB_DIR: webDir, PUBLIC_URL });
  const { db } = ctx.database;
  const [show, hidden] = await db
    .insert(shows)
    .values([
      {
        slug: 'night-shift',
        title: 'Night Shift',
        description: 'A crew works through the night.',
        images: [{ type: 'hero', url: '/images/night-shift/hero.jpg' }],
      },
      { slug: 'secret-pilot', title: 'Secret Pilot', description: 'Not out yet.' },
    ])
    .returning();
  const [season, draftSeason] = await db
    .insert(seasons)
    .values([
      { showId: show!.id, number: 1, title: 'Season 1', description: 'Where it starts.' },
      { showId: hidden!.id, number: 1, title: 'Pilot season' },
    ])
    .returning();
  const episode = (values: Partial<typeof media.$inferInsert>) => ({
    showId: show!.id,
    seasonId: season!.id,
    title: 'Untitled',
    ready: true,
    publishedAt: new Date('2026-01-02T00:00:00Z'),
    ...values,
  });
  const [paid, free, hostile, draft, future] = await db
    .insert(media)
    .values([
      episode({
        title: 'The Long Night',
        description: 'Everything goes wrong at 3 a.m.',
        episodeNumber: 1,
        durationSeconds: 1500,
        images: [{ type: 'thumbnail', url: '/images/long-night.jpg' }],
      }),
      episode({ title: 'Free Sample', isFree: true, episodeNumber: 2 }),
      episode({ title: HOSTILE_TITLE, description: 'A & B <b>bold</b>', episodeNumber: 3 }),
      episode({ showId: hidden!.id, seasonId: draftSeason!.id, title: 'Secret Draft', publishedAt: null }),
      episode({ title: 'Next Week', publishedAt: new Date(Date.now() + 7 * 86_400_000) }),
    ])
    .returning();
  Object.assign(ids, {
    show: show!.id,
    season: season!.id,
    paid: paid!.id,
    free: free!.id,
    hostile: hostile!.id,
    draft: draft!.id,
    future: future!.id,
    draftSeason: draftSeason!.id,
  });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

/** Fetches a page as a link-preview crawler does: no script runs, only the HTML is read. */
async function crawl(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
}

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

function structuredDataOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

describe('link previews', () => {
  it('gives a paid episode its own title, card and VideoObject, without its video', async () => {
    const html = await crawl(`/video/${ids.paid}`);
    expect(html).toContain('<title>The Long Night · Crewcast</title>');
    expect(html).not.toContain('<title>Crewcast</title>');
    expect(metaOf(html, 'description')).toBe('Everything goes wrong at 3 a.m.');
    expect(metaOf(html, 'og:title')).toBe('The Long Night');
    expect(metaOf(html, 'og:type')).toBe('video.episode');
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/video/${ids.paid}`);
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}/images/long-night.jpg`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:title')).toBe('The Long Night');
    expect(metaOf(html, 'twitter:image')).toBe(`${PUBLIC_URL}/images/long-night.jpg`);
    expect(structuredDataOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'The Long Night',
      description: 'Everything goes wrong at 3 a.m.',
      thumbnailUrl: [`${PUBLIC_URL}/images/long-night.jpg`],
      uploadDate: '2026-01-02T00:00:00.000Z',
      duration: 'PT1500S',
      url: `${PUBLIC_URL}/video/${ids.paid}`,
      isAccessibleForFree: false,
      partOfSeries: { '@type': 'TVSeries', name: 'Night Shift', url: `${PUBLIC_URL}/show/night-shift` },
    });
    expect(html).not.toMatch(/playback|\.m3u8|contentUrl/);
    // The rest of the shell is as built.
    expect(html).toContain('<script defer src="/runtime-config.js"></script>');
  });

  it('gives a show and a season their TVSeries data', async () => {
    const show = await crawl('/show/night-shift');
    expect(show).toContain('<title>Night Shift · Crewcast</title>');
    expect(metaOf(show, 'og:type')).toBe('video.tv_show');
    expect(metaOf(show, 'og:image')).toBe(`${PUBLIC_URL}/images/night-shift/hero.jpg`);
    expect(metaOf(show, 'twitter:description')).toBe('A crew works through the night.');
    expect(structuredDataOf(show)).toMatchObject({
      '@type': 'TVSeries',
      name: 'Night Shift',
      url: `${PUBLIC_URL}/show/night-shift`,
      numberOfSeasons: 1,
      containsSeason: [{ '@type': 'TVSeason', seasonNumber: 1, numberOfEpisodes: 3 }],
    });

    const season = await crawl(`/season/${ids.season}`);
    expect(season).toContain('<title>Night Shift · Season 1 · Crewcast</title>');
    expect(metaOf(season, 'og:description')).toBe('Where it starts.');
    expect(structuredDataOf(season)).toMatchObject({
      '@type': 'TVSeason',
      numberOfEpisodes: 3,
      partOfSeries: { '@type': 'TVSeries', name: 'Night Shift', url: `${PUBLIC_URL}/show/night-shift` },
    });
  });

  it('gives the livestream and Greenlight pages their titles and the site icon', async () => {
    const live = await crawl('/live');
    expect(live).toContain('<title>Live · Crewcast</title>');
    expect(metaOf(live, 'og:image')).toBe(`${PUBLIC_URL}/icons/icon-512.png`);
    expect(metaOf(live, 'twitter:card')).toBe('summary');
    const greenlight = await crawl('/greenlight');
    expect(greenlight).toContain('<title>Greenlight · Crewcast</title>');
    expect(metaOf(greenlight, 'og:description')).toMatch(/^Members decide which shows get made/);
  });

  it('escapes a title that tries to close the script and the attributes', async () => {
    const html = await crawl(`/video/${ids.hostile}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Tom&#39;s &quot;Finale&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Crewcast</title>',
    );
    expect(metaOf(html, 'og:title')).toBe(
      'Tom&#39;s &quot;Finale&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(metaOf(html, 'description')).toBe('A &amp; B &lt;b&gt;bold&lt;/b&gt;');
    // One script element ends the JSON-LD: the title's own </script> is written as \u003c/script\u003e.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(structuredDataOf(html)).toMatchObject({ name: HOSTILE_TITLE });
  });

  it('answers unknown, draft and future pages with the shell as built, naming nothing unpublished', async () => {
    for (const url of [
      '/video/999999',
      `/video/${ids.draft}`,
      `/video/${ids.future}`,
      '/show/secret-pilot',
      '/show/no-such-show',
      `/season/${ids.draftSeason}`,
      '/season/999999',
      '/account',
    ]) {
      const html = await crawl(url);
      expect(html, url).toBe(SHELL);
    }
  });

  it('lists the front page, the shows with something out and every listed episode in the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locations = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      [
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/show/night-shift`,
        `${PUBLIC_URL}/video/${ids.paid}`,
        `${PUBLIC_URL}/video/${ids.free}`,
        `${PUBLIC_URL}/video/${ids.hostile}`,
      ].sort(),
    );
    expect(res.body).toContain('<lastmod>2026-01-02T00:00:00.000Z</lastmod>');
    expect(res.body).not.toMatch(/Secret|secret-pilot/);
  });
});
