import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createContentCache, type CacheSettings, CONTENT_CACHE_ROUTE } from '../../http/content-cache';
import type { LinkPreviewsService } from './link-previews.service';

/** The sitemap search engines read: every listed show and episode, at the site's public address. */
export const linkPreviewsRoutes: FastifyPluginAsyncZod<{
  service: LinkPreviewsService;
  cache: CacheSettings;
}> = async (app, { service, cache }) => {
  const send = createContentCache({ contentType: 'application/xml; charset=utf-8', ...cache });
  app.get(
    '/sitemap.xml',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'The sitemap of listed shows and episodes',
        response: { 200: z.string(), 304: z.null() },
      },
    },
    async (request, reply) => send(request, reply, 'sitemap', () => service.sitemap()),
  );
};
