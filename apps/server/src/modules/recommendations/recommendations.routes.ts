import { IdParamsSchema, UserChannelSchema } from '@crewcast/contracts/content';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  BatchQuerySchema,
  BatchRecommendationSchema,
  RecommendationQuerySchema,
  RecommendationSchema,
  RecommendationTypeParamsSchema,
  UpNextQuerySchema,
} from '@crewcast/contracts/recommendations';
import { randomUUID } from 'node:crypto';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { RecommendationsService } from './recommendations.service';

const USER_CHANNELS = ['continue-watching', 'because-you-watched'] as const;

export const recommendationsRoutes: FastifyPluginAsyncZod<{
  service: RecommendationsService;
  authenticate: preHandlerHookHandler;
  optionalAuthenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate, optionalAuthenticate }) => {
  app.get(
    '/v7/recommendations/batch',
    {
      preHandler: optionalAuthenticate,
      schema: {
        tags: ['recommendations'],
        querystring: BatchQuerySchema,
        response: { 200: BatchRecommendationSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { types, count } = request.query;
      const recommendationId = request.query.recommendationId ?? randomUUID();
      const userId = request.auth?.userId;
      const results = await Promise.all(
        types.map((type) => service.recommend(type, { count, recommendationId, userId })),
      );
      return { recommendationId, results };
    },
  );

  app.get(
    '/v7/recommendations/up-next/:id',
    {
      schema: {
        tags: ['recommendations'],
        params: IdParamsSchema,
        querystring: UpNextQuerySchema,
        response: { 200: RecommendationSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.upNext(request.params.id, request.query),
  );

  app.get(
    '/v7/recommendations/:type',
    {
      preHandler: optionalAuthenticate,
      schema: {
        tags: ['recommendations'],
        summary: 'One kind of recommendation; personal kinds are empty without a login',
        params: RecommendationTypeParamsSchema,
        querystring: RecommendationQuerySchema,
        response: { 200: RecommendationSchema, 400: ErrorBodySchema },
      },
    },
    async (request) =>
      service.recommend(request.params.type, { ...request.query, userId: request.auth?.userId }),
  );

  app.get(
    '/v5/userchannels/',
    {
      preHandler: authenticate,
      schema: {
        tags: ['recommendations'],
        summary: 'Personal rows for the home page',
        response: { 200: z.array(UserChannelSchema), 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const { userId } = member(request);
      const rows = await Promise.all(
        USER_CHANNELS.map((type) => service.recommend(type, { count: 20, userId })),
      );
      return rows.filter((row) => row.media.length > 0).map((row) => ({ name: row.type, media: row.media }));
    },
  );
};
