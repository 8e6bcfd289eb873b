import { IdParamsSchema, UserChannelSchema } from '@crewcast/contracts/content';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  BatchQuerySchema,
  BatchRecommendationSchema,
  RecommendationQuerySchema,
  RecommendationSchema,
  RecommendationTypeParamsSchema,
  UpNextQuerySchema,
  type RecommendationType,
} from '@crewcast/contracts/recommendations';
import { randomUUID } from 'node:crypto';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCheckedJson } from '../../http/answer-serializer';
import { member } from '../../http/auth';
import type { Rail, RecommendationsService } from './recommendations.service';

const USER_CHANNELS = ['continue-watching', 'because-you-watched'] as const;

/** One recommendation (RecommendationSchema) written from its rail's checked JSON. */
const recommendationJson = (id: string, type: RecommendationType, rail: Rail) =>
  `{"recommendationId":${JSON.stringify(id)},"type":${JSON.stringify(type)},"media":${rail.json()}}`;

export const recommendationsRoutes: FastifyPluginAsyncZod<{
  service: RecommendationsService;
  authenticate: preHandlerHookHandler;
  /** A token check alone: a member's own rails read whether the session is open in their statements. */
  optionalAuthenticateToken: preHandlerHookHandler;
}> = async (app, { service, authenticate, optionalAuthenticateToken }) => {
  app.get(
    '/v7/recommendations/batch',
    {
      preHandler: optionalAuthenticateToken,
      schema: {
        tags: ['recommendations'],
        querystring: BatchQuerySchema,
        response: { 200: BatchRecommendationSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { types, count } = request.query;
      const recommendationId = request.query.recommendationId ?? randomUUID();
      const viewer = request.auth ?? undefined;
      const rails = await Promise.all(types.map((type) => service.rail(type, { count, member: viewer })));
      const results = rails.map((rail, index) => recommendationJson(recommendationId, types[index]!, rail));
      // A rail shared by every member is serialized once rather than on each home page opened.
      const answer = `{"recommendationId":${JSON.stringify(recommendationId)},"results":[${results.join(',')}]}`;
      return sendCheckedJson(reply, answer);
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
      preHandler: optionalAuthenticateToken,
      schema: {
        tags: ['recommendations'],
        summary: 'One kind of recommendation; personal kinds are empty without a login',
        params: RecommendationTypeParamsSchema,
        querystring: RecommendationQuerySchema,
        response: { 200: RecommendationSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { recommendationId = randomUUID(), ...options } = request.query;
      const { type } = request.params;
      const rail = await service.rail(type, { ...options, member: request.auth ?? undefined });
      return sendCheckedJson(reply, recommendationJson(recommendationId, type, rail));
    },
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
      const rows = await Promise.all(
        USER_CHANNELS.map((type) => service.rail(type, { count: 20, member: member(request) })),
      );
      return rows.flatMap((row, index) =>
        row.media.length > 0 ? [{ name: USER_CHANNELS[index]!, media: row.media }] : [],
      );
    },
  );
};
