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
import { z } from 'zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { CatalogService } from './catalog.service';

/** Room for a base64 picture of the largest size accepted. */
const IMAGE_BODY_LIMIT = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 1024;

const area: ConsoleArea = { role: 'staff', tag: 'admin: catalog', refusals: [400, 404, 409] };

/** Shows, seasons and episodes for Official and Creator accounts; videos arrive through the upload routes. */
export const catalogAdminRoutes = consoleArea<{ service: CatalogService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/catalog/shows',
    {
      summary: 'Every show in its order, with counts of seasons, episodes and listed episodes',
      response: z.object({ shows: z.array(AdminShowSummarySchema) }),
    },
    async () => ({ shows: await service.listShows() }),
  );

  action(
    'POST /v1/admin/catalog/shows',
    { summary: 'Creates a show, placed last', body: ShowBodySchema, response: AdminShowSchema },
    async ({ actor, body }) => service.createShow(actor.userId, body),
  );

  action(
    'PUT /v1/admin/catalog/shows/order',
    {
      summary: 'Puts the shows in a new order (every show, once)',
      body: ShowOrderBodySchema,
      response: z.object({ shows: z.array(AdminShowSummarySchema) }),
    },
    async ({ actor, body }) => ({ shows: await service.orderShows(actor.userId, body.showIds) }),
  );

  action(
    'GET /v1/admin/catalog/shows/:showId',
    {
      summary: 'A show with its seasons and every episode, listed or not, and the state of each video',
      params: ShowParamsSchema,
      response: AdminShowSchema,
    },
    async ({ params }) => service.findShow(params.showId),
  );

  action(
    'PUT /v1/admin/catalog/shows/:showId',
    {
      summary: "Edits a show's address, title, description and tags",
      params: ShowParamsSchema,
      body: ShowBodySchema,
      response: AdminShowSchema,
    },
    async ({ actor, params, body }) => service.updateShow(actor.userId, params.showId, body),
  );

  action(
    'PUT /v1/admin/catalog/shows/:showId/images/:type',
    {
      summary: "Sets one of a show's pictures (packshot, poster, hero…) from a JPEG, PNG or WebP file",
      params: ShowImageParamsSchema,
      body: ImageUploadBodySchema,
      response: AdminShowSchema,
      bodyLimit: IMAGE_BODY_LIMIT,
    },
    async ({ actor, params, body }) => service.setShowImage(actor.userId, params.showId, params.type, body),
  );

  action(
    'POST /v1/admin/catalog/shows/:showId/seasons',
    {
      summary: 'Adds the next season to a show',
      params: ShowParamsSchema,
      body: SeasonBodySchema,
      response: AdminShowSchema,
    },
    async ({ actor, params, body }) => service.createSeason(actor.userId, params.showId, body),
  );

  action(
    'PUT /v1/admin/catalog/seasons/:seasonId',
    {
      summary: "Edits a season's title and description",
      params: SeasonParamsSchema,
      body: SeasonBodySchema,
      response: AdminShowSchema,
    },
    async ({ actor, params, body }) => service.updateSeason(actor.userId, params.seasonId, body),
  );

  action(
    'PUT /v1/admin/catalog/seasons/:seasonId/order',
    {
      summary: "Numbers a season's episodes in a new order (every episode of the season, once)",
      params: SeasonParamsSchema,
      body: EpisodeOrderBodySchema,
      response: AdminShowSchema,
    },
    async ({ actor, params, body }) => service.orderEpisodes(actor.userId, params.seasonId, body.mediaIds),
  );

  action(
    'POST /v1/admin/catalog/seasons/:seasonId/episodes',
    {
      summary: 'Adds an episode, last in the season, waiting for its video',
      params: SeasonParamsSchema,
      body: EpisodeBodySchema,
      response: AdminEpisodeSchema,
    },
    async ({ actor, params, body }) => service.createEpisode(actor.userId, params.seasonId, body),
  );

  action(
    'GET /v1/admin/catalog/episodes/:mediaId',
    {
      summary: 'An episode with the state of its video: upload, transcode progress in percent, captions',
      params: EpisodeParamsSchema,
      response: AdminEpisodeSchema,
    },
    async ({ params }) => service.findEpisode(params.mediaId),
  );

  action(
    'PUT /v1/admin/catalog/episodes/:mediaId',
    {
      summary: 'Edits an episode: title, description, free or for subscribers, publish now, at a time or not',
      params: EpisodeParamsSchema,
      body: EpisodeBodySchema,
      response: AdminEpisodeSchema,
    },
    async ({ actor, params, body }) => service.updateEpisode(actor.userId, params.mediaId, body),
  );

  action(
    'PUT /v1/admin/catalog/episodes/:mediaId/images/:type',
    {
      summary: "Sets one of an episode's pictures (its thumbnail replaces the video's frame)",
      params: EpisodeImageParamsSchema,
      body: ImageUploadBodySchema,
      response: AdminEpisodeSchema,
      bodyLimit: IMAGE_BODY_LIMIT,
    },
    async ({ actor, params, body }) =>
      service.setEpisodeImage(actor.userId, params.mediaId, params.type, body),
  );

  action(
    'PUT /v1/admin/catalog/episodes/:mediaId/captions',
    {
      summary: "Adds or replaces a WebVTT captions track of an episode's video once it is ready",
      params: EpisodeParamsSchema,
      body: CaptionsBodySchema,
      response: AdminEpisodeSchema,
    },
    async ({ actor, params, body }) => service.setCaptions(actor.userId, params.mediaId, body),
  );
});
