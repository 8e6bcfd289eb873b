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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asJson, cachedReads } from '../../http/cached-read';
import { createContentCache, type CacheSettings } from '../../http/content-cache';
import type { ContentService } from './content.service';

/** The catalog on the content-cache host: every answer carries an ETag and Cache-Control. */
export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService; cache: CacheSettings }> = async (
  app,
  { service, cache },
) => {
  const read = cachedReads(
    app,
    'content',
    createContentCache({ contentType: 'application/json; charset=utf-8', ...cache }),
  );

  read('/channels/v14', { query: ChannelsQuerySchema, response: ChannelsResponseSchema }, ({ query }) => {
    const { hero, showFree } = query;
    return [`channels:${hero}:${showFree}`, asJson(() => service.listChannels({ hero, showFree }))];
  });

  read(
    '/channels/v14/latest',
    {
      summary: 'Listed media, newest first, a page at a time',
      query: LatestQuerySchema,
      response: z.array(MediaSummarySchema),
    },
    ({ query: { offset, limit } }) => [
      `latest:${offset}:${limit}`,
      asJson(() => service.listLatest(offset, limit)),
    ],
  );

  // Searches get their own reuse, so a burst of different words cannot push the pages out of it.
  const search = cachedReads(
    app,
    'content',
    createContentCache({ contentType: 'application/json; charset=utf-8', ...cache }),
  );
  search(
    '/channels/v14/search',
    {
      summary: 'Shows and episodes matching words (title, description, tags), typos forgiven, best first',
      query: SearchQuerySchema,
      response: SearchResultsSchema,
    },
    ({ query: { q, limit } }) => {
      const text = q.replace(/\s+/g, ' ').toLowerCase();
      return [`${limit}:${text}`, asJson(() => service.search(text, limit))];
    },
  );

  read('/channels/v14/shows', { response: z.array(ShowSchema) }, () => [
    'shows',
    asJson(() => service.listShows()),
  ]);

  const found = { refusals: [404 as const] };

  read(
    '/channels/v14/media/:id',
    { summary: 'One episode or video', params: IdParamsSchema, response: MediaSummarySchema, ...found },
    ({ params: { id } }) => [`media:${id}`, asJson(() => service.findMedia(id))],
  );

  read(
    '/channels/v14/:id',
    { params: IdParamsSchema, response: ShowSchema, ...found },
    ({ params: { id } }) => [`show:${id}`, asJson(() => service.findShowById(id))],
  );

  read(
    '/channels/v14/season/:id',
    { params: IdParamsSchema, response: SeasonSchema, ...found },
    ({ params: { id } }) => [`season:${id}`, asJson(() => service.findSeason(id))],
  );

  read(
    '/channels/v14/slug/:slug',
    { params: SlugParamsSchema, response: ShowSchema, ...found },
    ({ params: { slug } }) => [`slug:${slug}`, asJson(() => service.findShowBySlug(slug))],
  );

  read(
    '/channels/v14/special/:name',
    { params: NameParamsSchema, response: SpecialChannelSchema, ...found },
    ({ params: { name } }) => [`special:${name}`, asJson(() => service.findSpecialChannel(name))],
  );

  read(
    '/channels/v14/promo/:name',
    {
      summary: 'A named promo section: its pictures, lines of text and link targets',
      params: NameParamsSchema,
      response: PromoSectionSchema,
      ...found,
    },
    ({ params: { name } }) => [`promo:${name}`, asJson(() => service.findPromoSection(name))],
  );
};
