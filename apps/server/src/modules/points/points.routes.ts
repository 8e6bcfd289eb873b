import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { PointsSchema } from '@crewcast/contracts/points';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { PointsService } from './points.service';

const responses = { 200: PointsSchema, 401: ErrorBodySchema };

export const pointsRoutes: FastifyPluginAsyncZod<{
  service: PointsService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  app.addHook('preHandler', authenticate);

  app.get('/v1/points/', { schema: { tags: ['points'], response: responses } }, async (request) =>
    service.get(member(request).userId),
  );

  app.post('/v1/points/recalculate', { schema: { tags: ['points'], response: responses } }, async (request) =>
    service.recalculate(member(request).userId),
  );
};
