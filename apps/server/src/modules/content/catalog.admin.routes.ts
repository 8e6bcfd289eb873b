import {
  AdminEpisodeSchema,
  AdminShowSchema,
  AdminShowSummarySchema,
  CaptionsBodySchema,
  EpisodeBodySchema,
  EpisodeImageParamsSchema,
  EpisodeOrderBodySchema,
  EpisodeParamsSchema,
  ImageUploadBodySchema,
  MAX_IMAGE_BYTES,
  SeasonBodySchema,
  SeasonParamsSchema,
  ShowBodySchema,
  ShowImageParamsSchema,
  ShowOrderBodySchema,
  ShowParamsSchema,
} from '@crewcast/contracts/catalog';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { CatalogService } from './catalog.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
/** Room for a base64 picture of the largest size accepted. */
const IMAGE_BODY_LIMIT = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 1024;

/** Shows, seasons and episodes for Official and Creator accounts; videos arrive through the upload routes. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{
  service: CatalogService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);
  const tags = ['admin: catalog'];
  const actor = (request: Parameters<typeof member>[0]) => member(request).userId;

  app.get(
    '/v1/admin/catalog/shows',
    {
      schema: {
        tags,
        summary: 'Every show in its order, with counts of seasons, episodes and listed episodes',
        response: { 200: z.object({ shows: z.array(AdminShowSummarySchema) }), ...errors },
      },
    },
    async () => ({ shows: await service.listShows() }),
  );

  app.post(
    '/v1/admin/catalog/shows',
    {
      schema: {
        tags,
        summary: 'Creates a show, placed last',
        body: ShowBodySchema,
        response: { 200: AdminShowSchema, ...errors },
      },
    },
    async (request) => service.createShow(actor(request), request.body),
  );

  app.put(
    '/v1/admin/catalog/shows/order',
    {
      schema: {
        tags,
        summary: 'Puts the shows in a new order (every show, once)',
        body: ShowOrderBodySchema,
        response: { 200: z.object({ shows: z.array(AdminShowSummarySchema) }), ...errors },
      },
    },
    async (request) => ({ shows: await service.orderShows(actor(request), request.body.showIds) }),
  );

  app.get(
    '/v1/admin/catalog/shows/:showId',
    {
      schema: {
        tags,
        summary: 'A show with its seasons and every episode, listed or not, and the state of each video',
        params: ShowParamsSchema,
        response: { 200: AdminShowSchema, ...errors },
      },
    },
    async (request) => service.findShow(request.params.showId),
  );

  app.put(
    '/v1/admin/catalog/shows/:showId',
    {
      schema: {
        tags,
        summary: "Edits a show's address, title, description and tags",
        params: ShowParamsSchema,
        body: ShowBodySchema,
        response: { 200: AdminShowSchema, ...errors },
      },
    },
    async (request) => service.updateShow(actor(request), request.params.showId, request.body),
  );

  app.put(
    '/v1/admin/catalog/shows/:showId/images/:type',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: "Sets one of a show's pictures (packshot, poster, hero…) from a JPEG, PNG or WebP file",
        params: ShowImageParamsSchema,
        body: ImageUploadBodySchema,
        response: { 200: AdminShowSchema, ...errors },
      },
    },
    async (request) =>
      service.setShowImage(actor(request), request.params.showId, request.params.type, request.body),
  );

  app.post(
    '/v1/admin/catalog/shows/:showId/seasons',
    {
      schema: {
        tags,
        summary: 'Adds the next season to a show',
        params: ShowParamsSchema,
        body: SeasonBodySchema,
        response: { 200: AdminShowSchema, ...errors },
      },
    },
    async (request) => service.createSeason(actor(request), request.params.showId, request.body),
  );

  app.put(
    '/v1/admin/catalog/seasons/:seasonId',
    {
      schema: {
        tags,
        summary: "Edits a season's title and description",
        params: SeasonParamsSchema,
        body: SeasonBodySchema,
        response: { 200: AdminShowSchema, ...errors },
      },
    },
    async (request) => service.updateSeason(actor(request), request.params.seasonId, request.body),
  );

  app.put(
    '/v1/admin/catalog/seasons/:seasonId/order',
    {
      schema: {
        tags,
        summary: "Numbers a season's episodes in a new order (every episode of the season, once)",
        params: SeasonParamsSchema,
        body: EpisodeOrderBodySchema,
        response: { 200: AdminShowSchema, ...errors },
      },
    },
    async (request) => service.orderEpisodes(actor(request), request.params.seasonId, request.body.mediaIds),
  );

  app.post(
    '/v1/admin/catalog/seasons/:seasonId/episodes',
    {
      schema: {
        tags,
        summary: 'Adds an episode, last in the season, waiting for its video',
        params: SeasonParamsSchema,
        body: EpisodeBodySchema,
        response: { 200: AdminEpisodeSchema, ...errors },
      },
    },
    async (request) => service.createEpisode(actor(request), request.params.seasonId, request.body),
  );

  app.get(
    '/v1/admin/catalog/episodes/:mediaId',
    {
      schema: {
        tags,
        summary: 'An episode with the state of its video: upload, transcode progress in percent, captions',
        params: EpisodeParamsSchema,
        response: { 200: AdminEpisodeSchema, ...errors },
      },
    },
    async (request) => service.findEpisode(request.params.mediaId),
  );

  app.put(
    '/v1/admin/catalog/episodes/:mediaId',
    {
      schema: {
        tags,
        summary:
          'Edits an episode: title, description, free or for subscribers, publish now, at a time or not',
        params: EpisodeParamsSchema,
        body: EpisodeBodySchema,
        response: { 200: AdminEpisodeSchema, ...errors },
      },
    },
    async (request) => service.updateEpisode(actor(request), request.params.mediaId, request.body),
  );

  app.put(
    '/v1/admin/catalog/episodes/:mediaId/images/:type',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: "Sets one of an episode's pictures (its thumbnail replaces the video's frame)",
        params: EpisodeImageParamsSchema,
        body: ImageUploadBodySchema,
        response: { 200: AdminEpisodeSchema, ...errors },
      },
    },
    async (request) =>
      service.setEpisodeImage(actor(request), request.params.mediaId, request.params.type, request.body),
  );

  app.put(
    '/v1/admin/catalog/episodes/:mediaId/captions',
    {
      schema: {
        tags,
        summary: "Adds or replaces a WebVTT captions track of an episode's video once it is ready",
        params: EpisodeParamsSchema,
        body: CaptionsBodySchema,
        response: { 200: AdminEpisodeSchema, ...errors },
      },
    },
    async (request) => service.setCaptions(actor(request), request.params.mediaId, request.body),
  );
};
