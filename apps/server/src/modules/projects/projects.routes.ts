import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/billing';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  ActiveBattleSchema,
  ContributionErrorSchema,
  ContributionParamsSchema,
  ContributionSchema,
  PastWinnerSchema,
  ProjectPageSchema,
  ProjectParamsSchema,
  ProjectSchema,
} from '@crewcast/contracts/projects';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events';
import { member } from '../../http/auth';
import { createContentCache, type CacheSettings, CONTENT_CACHE_ROUTE } from '../../http/content-cache';
import { AppError } from '../../http/errors';
import type { ProjectsService } from './projects.service';

const tags = ['projects'];

/**
 * Greenlight (SPEC section 7): the battle and past winners on the content host, the same reads with ETag and
 * Cache-Control on the content-cache host (rendered afresh whenever a total moves), and contributions.
 */
export const projectsRoutes: FastifyPluginAsyncZod<{
  service: ProjectsService;
  cache: CacheSettings;
  events: EventBus;
  authenticateToken: preHandlerHookHandler;
}> = async (app, { service, cache, events, authenticateToken }) => {
  const send = createContentCache({ contentType: 'application/json; charset=utf-8', ...cache });
  events.on('greenlight.totals', () => send.clear());
  events.on('greenlight.changed', () => send.clear());
  const asJson = (read: () => Promise<unknown>) => async () => JSON.stringify(await read());
  const cached = { 304: z.null(), 404: ErrorBodySchema };

  app.get(
    '/v5/projects/active',
    {
      schema: {
        tags,
        summary: 'The battle members see: running, else next, else the last one closed (null when none)',
        response: { 200: ActiveBattleSchema },
      },
    },
    async () => service.active(),
  );

  app.get(
    '/v5/projects/past',
    {
      schema: {
        tags,
        summary: 'Winners of closed battles, newest first',
        response: { 200: z.array(PastWinnerSchema) },
      },
    },
    async () => service.pastWinners(),
  );

  app.get(
    '/v3/projects/active',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: { tags, summary: 'The battle, cacheable', response: { 200: ActiveBattleSchema, ...cached } },
    },
    async (request, reply) => send(request, reply, 'active', asJson(service.active)),
  );

  app.get(
    '/v3/projects/complete',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags,
        summary: 'Both projects of every closed battle, cacheable',
        response: { 200: z.array(ProjectSchema), ...cached },
      },
    },
    async (request, reply) => send(request, reply, 'complete', asJson(service.complete)),
  );

  app.get(
    '/v3/projects/released',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags,
        summary: 'Winners released as an episode or a season, cacheable',
        response: { 200: z.array(PastWinnerSchema), ...cached },
      },
    },
    async (request, reply) => send(request, reply, 'released', asJson(service.released)),
  );

  app.get(
    '/v3/projects/:id',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags,
        summary: 'One project, cacheable',
        params: ProjectParamsSchema,
        response: { 200: ProjectSchema, ...cached },
      },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        `project:${request.params.id}`,
        asJson(() => service.project(request.params.id)),
      ),
  );

  app.get(
    '/v1/projectpage/:id',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags,
        summary: 'A project with its battle, cacheable',
        params: ProjectParamsSchema,
        response: { 200: ProjectPageSchema, ...cached },
      },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        `page:${request.params.id}`,
        asJson(() => service.projectPage(request.params.id)),
      ),
  );

  app.post(
    '/v5/projects/:projectId/:amount',
    {
      // The session check is part of the contribution's one statement.
      preHandler: authenticateToken,
      schema: {
        tags,
        summary:
          "Spends the member's Producer Points on a project of the active battle (empty body, with an Idempotency-Key)",
        params: ContributionParamsSchema,
        response: {
          200: ContributionSchema,
          // Amount refusals carry `errors.Amount`; a malformed project id is an ordinary validation error.
          400: z.union([ContributionErrorSchema, ErrorBodySchema]),
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      try {
        return await service.contribute(
          member(request),
          Array.isArray(key) ? key[0] : key,
          request.params.projectId,
          request.params.amount,
        );
      } catch (error) {
        const amount = error instanceof AppError ? error.fields?.Amount : undefined;
        if (!(error instanceof AppError) || !amount?.length) throw error;
        return reply.status(400).send({
          error: error.code,
          message: error.message,
          fields: error.fields,
          errors: { Amount: amount },
        });
      }
    },
  );
};
