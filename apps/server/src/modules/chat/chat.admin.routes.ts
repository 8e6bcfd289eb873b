import {
  BanBodySchema,
  DeleteChatMessageBodySchema,
  ModerationActionSchema,
  ModerationListQuerySchema,
  TimeoutBodySchema,
} from '@crewcast/contracts/realtime';
import { z } from 'zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { ChatService } from './chat.service';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const area: ConsoleArea = { role: 'staff', tag: 'admin: chat', refusals: [400, 404] };

/** Chat moderation for Official and Creator accounts; every action is recorded with who took it and why. */
export const chatAdminRoutes = consoleArea<{ service: ChatService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/chat/actions',
    {
      summary: 'Recent deletions, time-outs and bans, newest first',
      query: ModerationListQuerySchema,
      response: z.object({ actions: z.array(ModerationActionSchema) }),
    },
    async ({ query }) => ({ actions: await service.listActions(query) }),
  );

  action(
    'DELETE /v1/admin/chat/messages/:messageId',
    {
      summary: 'Removes a chat message for everyone',
      params: z.object({ messageId: id }),
      body: DeleteChatMessageBodySchema.nullish(),
      response: ModerationActionSchema,
    },
    async ({ actor, params, body }) => service.deleteMessage(actor, params.messageId, body?.reason ?? ''),
  );

  action(
    'POST /v1/admin/chat/timeouts',
    {
      summary: 'Keeps a member out of the chat for some minutes',
      body: TimeoutBodySchema,
      response: ModerationActionSchema,
    },
    async ({ actor, body }) => service.timeOut(actor, body),
  );

  action(
    'POST /v1/admin/chat/bans',
    {
      summary: 'Keeps a member out of the chat until the ban is undone',
      body: BanBodySchema,
      response: ModerationActionSchema,
    },
    async ({ actor, body }) => service.ban(actor, body),
  );

  action(
    'DELETE /v1/admin/chat/actions/:actionId',
    {
      summary: 'Undoes an action: the message comes back, or the time-out or ban is lifted',
      params: z.object({ actionId: id }),
      response: ModerationActionSchema,
    },
    async ({ actor, params }) => service.undo(actor, params.actionId),
  );
});
