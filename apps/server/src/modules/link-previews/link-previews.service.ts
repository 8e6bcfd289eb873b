import type { Image, MediaSummary, Season, Show } from '@crewcast/contracts/content';
import type { RemoteConfig } from '@crewcast/contracts/config';
import { AppError } from '../../http/errors';
import type { ContentService } from '../content/content.service';
import type { Translate } from '../localisation/localisation.service';
import { escapeHtml, type PagePreview } from './page-head';

/** A page whose shared link gets its own preview. */
export type PreviewedPage =
  | { kind: 'video'; id: number }
  | { kind: 'show'; slug: string }
  | { kind: 'season'; id: number }
  | { kind: 'live' }
  | { kind: 'greenlight' };

const PAGE_PATTERNS: readonly [RegExp, (match: RegExpExecArray) => PreviewedPage][] = [
  [/^\/video\/(\d{1,9})\/?$/, (match) => ({ kind: 'video', id: Number(match[1]) })],
  [/^\/show\/([\w-]{1,120})\/?$/, (match) => ({ kind: 'show', slug: match[1] ?? '' })],
  [/^\/season\/(\d{1,9})\/?$/, (match) => ({ kind: 'season', id: Number(match[1]) })],
  [/^\/live\/?$/, () => ({ kind: 'live' })],
  [/^\/greenlight\/?$/, () => ({ kind: 'greenlight' })],
];

/** The previewed page at a path (its query left out), or null for every other page. */
export function previewedPageOf(pathname: string): PreviewedPage | null {
  for (const [pattern, page] of PAGE_PATTERNS) {
    const match = pattern.exec(pathname);
    if (match) return page(match);
  }
  return null;
}

/** One cache entry per page. */
export function keyOfPage(page: PreviewedPage): string {
  return 'id' in page ? `${page.kind}:${page.id}` : 'slug' in page ? `${page.kind}:${page.slug}` : page.kind;
}

/** The sitemap protocol's limit of addresses in one file. */
const SITEMAP_LIMIT = 50_000;
const SITEMAP_PAGE = 1000;

export interface LinkPreviewsDeps {
  content: ContentService;
  /** The site's strings in its default language. */
  strings: () => Promise<Translate>;
  remoteConfig: () => Promise<RemoteConfig>;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** Where relative image addresses live: the images host, or the site itself. */
  imagesUrl: string;
}

/**
 * What a shared link shows of the catalog's public pages: a listed episode's, show's or season's own title,
 * words and picture (a paid episode's too: only its video is for subscribers), and the sitemap of what is
 * listed. Anything not listed (a draft, a taken-down or future episode, a show with nothing out) is not found.
 */
export function createLinkPreviewsService(deps: LinkPreviewsDeps) {
  const { content, publicUrl } = deps;
  const pageUrl = (path: string) => `${publicUrl}${path}`;
  const showPath = (slug: string) => `/show/${encodeURIComponent(slug)}`;

  function imageOf(images: readonly Image[], ...types: Image['type'][]): string | null {
    for (const type of types) {
      const image = images.find((candidate) => candidate.type === type);
      if (image) return /^https?:\/\//.test(image.url) ? image.url : `${deps.imagesUrl}${image.url}`;
    }
    return null;
  }

  /** The catalog's answer, or null when it has no such listed item. */
  async function listed<T>(read: Promise<T>): Promise<T | null> {
    try {
      return await read;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  const isOut = (show: Show) => show.seasons.some((season) => season.episodeCount > 0);

  /** A page's preview from what is its own: the tab title adds the site's name, and the card names the site. */
  function previewOf(t: Translate, page: Omit<PagePreview, 'title' | 'siteName'>): PagePreview {
    return { ...page, title: t('document.title', [page.cardTitle, t('app.name')]), siteName: t('app.name') };
  }

  function videoPreview(t: Translate, media: MediaSummary): PagePreview {
    const url = pageUrl(`/video/${media.id}`);
    const image = imageOf(media.images, 'thumbnail', 'hero', 'packshot');
    return previewOf(t, {
      cardTitle: media.title,
      description: media.description || t('linkPreview.description'),
      url,
      image,
      type: 'video.episode',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: media.title,
        description: media.description || media.title,
        ...(image ? { thumbnailUrl: [image] } : {}),
        uploadDate: media.publishedAt,
        ...(media.durationSeconds > 0 ? { duration: `PT${media.durationSeconds}S` } : {}),
        url,
        isAccessibleForFree: media.isFree,
        partOfSeries: { '@type': 'TVSeries', name: media.showTitle, url: pageUrl(showPath(media.showSlug)) },
      },
    });
  }

  function showPreview(t: Translate, show: Show): PagePreview {
    const url = pageUrl(showPath(show.slug));
    const image = imageOf(show.images, 'hero', 'packshot', 'thumbnail');
    const seasons = show.seasons.filter((season) => season.episodeCount > 0);
    return previewOf(t, {
      cardTitle: show.title,
      description: show.description || t('linkPreview.description'),
      url,
      image,
      type: 'video.tv_show',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'TVSeries',
        name: show.title,
        description: show.description || show.title,
        ...(image ? { image } : {}),
        url,
        numberOfSeasons: seasons.length,
        containsSeason: seasons.map((season) => ({
          '@type': 'TVSeason',
          name: season.title,
          seasonNumber: season.number,
          numberOfEpisodes: season.episodeCount,
          url: pageUrl(`/season/${season.id}`),
        })),
      },
    });
  }

  function seasonPreview(t: Translate, season: Season): PagePreview {
    const url = pageUrl(`/season/${season.id}`);
    const image = imageOf(season.show.images, 'hero', 'packshot', 'thumbnail');
    const cardTitle = `${season.show.title} · ${season.title}`;
    return previewOf(t, {
      cardTitle,
      description: season.description || t('linkPreview.description'),
      url,
      image,
      type: 'video.tv_show',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'TVSeason',
        name: season.title,
        seasonNumber: season.number,
        numberOfEpisodes: season.media.length,
        url,
        ...(image ? { image } : {}),
        partOfSeries: {
          '@type': 'TVSeries',
          name: season.show.title,
          url: pageUrl(showPath(season.show.slug)),
        },
      },
    });
  }

  function sitePagePreview(t: Translate, path: string, title: string, description: string): PagePreview {
    return previewOf(t, {
      cardTitle: title,
      description,
      url: pageUrl(path),
      image: null,
      type: 'website',
      structuredData: null,
    });
  }

  async function listedMedia(): Promise<MediaSummary[]> {
    const all: MediaSummary[] = [];
    for (let offset = 0; offset < SITEMAP_LIMIT; offset += SITEMAP_PAGE) {
      const page = await content.listLatest(offset, SITEMAP_PAGE);
      all.push(...page);
      if (page.length < SITEMAP_PAGE) break;
    }
    return all;
  }

  return {
    /** The preview of a page, or null when the page has none of its own (or is not listed, or switched off). */
    async preview(page: PreviewedPage): Promise<PagePreview | null> {
      switch (page.kind) {
        case 'video': {
          const media = await listed(content.findMedia(page.id));
          return media && videoPreview(await deps.strings(), media);
        }
        case 'show': {
          const show = await listed(content.findShowBySlug(page.slug));
          return show && isOut(show) ? showPreview(await deps.strings(), show) : null;
        }
        case 'season': {
          const season = await listed(content.findSeason(page.id));
          return season && season.media.length > 0 ? seasonPreview(await deps.strings(), season) : null;
        }
        case 'live': {
          if (!(await deps.remoteConfig()).livestream_enabled) return null;
          const t = await deps.strings();
          return sitePagePreview(t, '/live', t('live.title'), t('linkPreview.live.description'));
        }
        case 'greenlight': {
          if (!(await deps.remoteConfig()).projects_enabled) return null;
          const t = await deps.strings();
          return sitePagePreview(t, '/greenlight', t('greenlight.title'), t('greenlight.lead'));
        }
      }
    },

    /** The sitemap: the front page, every show with something out, and every listed episode. */
    async sitemap(): Promise<string> {
      const [{ shows }, media] = await Promise.all([
        content.listChannels({ hero: false, showFree: false }),
        listedMedia(),
      ]);
      const entry = (path: string, lastModified?: string) =>
        `<url><loc>${escapeHtml(pageUrl(path))}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`;
      const urls = [
        entry('/'),
        ...shows.map((show) => entry(showPath(show.slug))),
        ...media.map((item) => entry(`/video/${item.id}`, item.publishedAt)),
      ].slice(0, SITEMAP_LIMIT);
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    },
  };
}

export type LinkPreviewsService = ReturnType<typeof createLinkPreviewsService>;
