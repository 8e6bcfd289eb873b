import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { ChatHistoryQuerySchema, ChatHistorySchema } from '@crewcast/contracts/realtime';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { ChatService } from './chat.service';

export const chatRoutes: FastifyPluginAsyncZod<{
  service: ChatService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  app.get(
    '/v2/livestream/chat/:livestreamId',
    {
      preHandler: authenticate,
      schema: {
        tags: ['livestream'],
        summary: 'Recent chat of a livestream, or what came after a message id (a reconnect)',
        params: z.object({ livestreamId: z.uuid('Not a livestream id.') }),
        querystring: ChatHistoryQuerySchema,
        response: {
          200: ChatHistorySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          402: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => service.history(member(request), request.params.livestreamId, request.query.after),
  );
};
