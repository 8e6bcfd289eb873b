import { ChatHistoryQuerySchema, ChatHistorySchema } from '@crewcast/contracts/realtime';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberActions } from '../../http/member-action';
import type { ChatService } from './chat.service';

export const chatRoutes: FastifyPluginAsyncZod<{
  service: ChatService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  const action = memberActions(app, { tag: 'livestream', refusals: [400, 402, 404], authenticate });

  action(
    'GET /v2/livestream/chat/:livestreamId',
    {
      summary: 'Recent chat of a livestream, or what came after a message id (a reconnect)',
      params: z.object({ livestreamId: z.uuid('Not a livestream id.') }),
      query: ChatHistoryQuerySchema,
      response: ChatHistorySchema,
    },
    async ({ member, params, query }) => service.history(member, params.livestreamId, query.after),
  );
};
