import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  BanBodySchema,
  DeleteChatMessageBodySchema,
  ModerationActionSchema,
  ModerationListQuerySchema,
  TimeoutBodySchema,
} from '@crewcast/contracts/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { ChatService } from './chat.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Chat moderation for Official and Creator accounts; every action is recorded with who took it and why. */
export const chatAdminRoutes: FastifyPluginAsyncZod<{
  service: ChatService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);
  const tags = ['admin: chat'];

  app.get(
    '/v1/admin/chat/actions',
    {
      schema: {
        tags,
        summary: 'Recent deletions, time-outs and bans, newest first',
        querystring: ModerationListQuerySchema,
        response: { 200: z.object({ actions: z.array(ModerationActionSchema) }), ...errors },
      },
    },
    async (request) => ({ actions: await service.listActions(request.query) }),
  );

  app.delete(
    '/v1/admin/chat/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Removes a chat message for everyone',
        params: z.object({ messageId: id }),
        body: DeleteChatMessageBodySchema.nullish(),
        response: { 200: ModerationActionSchema, ...errors },
      },
    },
    async (request) =>
      service.deleteMessage(member(request), request.params.messageId, request.body?.reason ?? ''),
  );

  app.post(
    '/v1/admin/chat/timeouts',
    {
      schema: {
        tags,
        summary: 'Keeps a member out of the chat for some minutes',
        body: TimeoutBodySchema,
        response: { 200: ModerationActionSchema, ...errors },
      },
    },
    async (request) => service.timeOut(member(request), request.body),
  );

  app.post(
    '/v1/admin/chat/bans',
    {
      schema: {
        tags,
        summary: 'Keeps a member out of the chat until the ban is undone',
        body: BanBodySchema,
        response: { 200: ModerationActionSchema, ...errors },
      },
    },
    async (request) => service.ban(member(request), request.body),
  );

  app.delete(
    '/v1/admin/chat/actions/:actionId',
    {
      schema: {
        tags,
        summary: 'Undoes an action: the message comes back, or the time-out or ban is lifted',
        params: z.object({ actionId: id }),
        response: { 200: ModerationActionSchema, ...errors },
      },
    },
    async (request) => service.undo(member(request), request.params.actionId),
  );
};
