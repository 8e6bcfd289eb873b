import { FaqItemSchema } from '@crewcast/contracts/faq';
import {
  AdminFaqListSchema,
  AdminFaqQuerySchema,
  FaqItemBodySchema,
  FaqItemParamsSchema,
  FaqOrderBodySchema,
  NewFaqItemBodySchema,
} from '@crewcast/contracts/site';
import { z } from 'zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { FaqAdminService } from './faq.admin.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: site', refusals: [400, 404] };

/** The FAQ of each language, for Official and Creator accounts. */
export const faqAdminRoutes = consoleArea<{ service: FaqAdminService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/site/faq',
    {
      summary: "A language's own questions, in order",
      query: AdminFaqQuerySchema,
      response: AdminFaqListSchema,
    },
    async ({ query }) => ({ items: await service.list(query.languageId) }),
  );

  action(
    'POST /v1/admin/site/faq',
    {
      summary: 'Adds a question after the last one of its language',
      body: NewFaqItemBodySchema,
      response: FaqItemSchema,
    },
    async ({ actor, body }) => service.create(actor.userId, body),
  );

  action(
    'PUT /v1/admin/site/faq/order',
    {
      summary: "Puts a language's questions in a new order",
      body: FaqOrderBodySchema,
      response: AdminFaqListSchema,
    },
    async ({ actor, body }) => ({ items: await service.reorder(actor.userId, body) }),
  );

  action(
    'PUT /v1/admin/site/faq/:itemId',
    {
      summary: 'Changes a question and its answer',
      params: FaqItemParamsSchema,
      body: FaqItemBodySchema,
      response: FaqItemSchema,
    },
    async ({ actor, params, body }) => service.update(actor.userId, params.itemId, body),
  );

  action(
    'DELETE /v1/admin/site/faq/:itemId',
    {
      summary: 'Removes a question (the audit log keeps its text)',
      params: FaqItemParamsSchema,
      response: z.object({ deleted: z.literal(true) }),
    },
    async ({ actor, params }) => {
      await service.remove(actor.userId, params.itemId);
      return { deleted: true as const };
    },
  );
});
