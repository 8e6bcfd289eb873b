import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedReads } from '../../http/cached-read';
import { createContentCache, type CacheSettings } from '../../http/content-cache';
import type { LinkPreviewsService } from './link-previews.service';

/** The sitemap search engines read: every listed show and episode, at the site's public address. */
export const linkPreviewsRoutes: FastifyPluginAsyncZod<{
  service: LinkPreviewsService;
  cache: CacheSettings;
}> = async (app, { service, cache }) => {
  const send = createContentCache({ contentType: 'application/xml; charset=utf-8', ...cache });
  cachedReads(app, 'content', send)(
    '/sitemap.xml',
    { summary: 'The sitemap of listed shows and episodes', response: z.string() },
    () => ['sitemap', () => service.sitemap()],
  );
};
