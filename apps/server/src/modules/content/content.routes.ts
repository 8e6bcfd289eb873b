import {
  ChannelsQuerySchema,
  ChannelsResponseSchema,
  IdParamsSchema,
  LatestQuerySchema,
  MediaSummarySchema,
  NameParamsSchema,
  PromoSectionSchema,
  SearchQuerySchema,
  SearchResultsSchema,
  SeasonSchema,
  ShowSchema,
  SlugParamsSchema,
  SpecialChannelSchema,
} from '@crewcast/contracts/content';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createContentCache, type CacheSettings, CONTENT_CACHE_ROUTE } from '../../http/content-cache';
import type { ContentService } from './content.service';

const notFound = { 304: z.null(), 404: ErrorBodySchema };

/** The catalog on the content-cache host: every answer carries an ETag and Cache-Control. */
export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService; cache: CacheSettings }> = async (
  app,
  { service, cache },
) => {
  const send = createContentCache({ contentType: 'application/json; charset=utf-8', ...cache });
  const asJson = (read: () => Promise<unknown>) => async () => JSON.stringify(await read());

  app.get(
    '/channels/v14',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['content'],
        querystring: ChannelsQuerySchema,
        response: { 200: ChannelsResponseSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { hero, showFree } = request.query;
      return send(
        request,
        reply,
        `channels:${hero}:${showFree}`,
        asJson(() => service.listChannels({ hero, showFree })),
      );
    },
  );

  app.get(
    '/channels/v14/latest',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'Listed media, newest first, a page at a time',
        querystring: LatestQuerySchema,
        response: { 200: z.array(MediaSummarySchema), 304: z.null() },
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.query;
      return send(
        request,
        reply,
        `latest:${offset}:${limit}`,
        asJson(() => service.listLatest(offset, limit)),
      );
    },
  );

  // Searches get their own reuse, so a burst of different words cannot push the pages out of it.
  const sendSearch = createContentCache({ contentType: 'application/json; charset=utf-8', ...cache });
  app.get(
    '/channels/v14/search',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'Shows and episodes matching words (title, description, tags), typos forgiven, best first',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      const text = q.replace(/\s+/g, ' ').toLowerCase();
      return sendSearch(
        request,
        reply,
        `${limit}:${text}`,
        asJson(() => service.search(text, limit)),
      );
    },
  );

  app.get(
    '/channels/v14/shows',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: { tags: ['content'], response: { 200: z.array(ShowSchema), 304: z.null() } },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        'shows',
        asJson(() => service.listShows()),
      ),
  );

  app.get(
    '/channels/v14/media/:id',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'One episode or video',
        params: IdParamsSchema,
        response: { 200: MediaSummarySchema, ...notFound },
      },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        `media:${request.params.id}`,
        asJson(() => service.findMedia(request.params.id)),
      ),
  );

  app.get(
    '/channels/v14/:id',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: { tags: ['content'], params: IdParamsSchema, response: { 200: ShowSchema, ...notFound } },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        `show:${request.params.id}`,
        asJson(() => service.findShowById(request.params.id)),
      ),
  );

  app.get(
    '/channels/v14/season/:id',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: { tags: ['content'], params: IdParamsSchema, response: { 200: SeasonSchema, ...notFound } },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        `season:${request.params.id}`,
        asJson(() => service.findSeason(request.params.id)),
      ),
  );

  app.get(
    '/channels/v14/slug/:slug',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: { tags: ['content'], params: SlugParamsSchema, response: { 200: ShowSchema, ...notFound } },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        `slug:${request.params.slug}`,
        asJson(() => service.findShowBySlug(request.params.slug)),
      ),
  );

  app.get(
    '/channels/v14/special/:name',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['content'],
        params: NameParamsSchema,
        response: { 200: SpecialChannelSchema, ...notFound },
      },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        `special:${request.params.name}`,
        asJson(() => service.findSpecialChannel(request.params.name)),
      ),
  );

  app.get(
    '/channels/v14/promo/:name',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'A named promo section: its pictures, lines of text and link targets',
        params: NameParamsSchema,
        response: { 200: PromoSectionSchema, ...notFound },
      },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        `promo:${request.params.name}`,
        asJson(() => service.findPromoSection(request.params.name)),
      ),
  );
};
