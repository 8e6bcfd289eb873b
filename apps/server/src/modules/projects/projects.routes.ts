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
import { asJson, cachedReads } from '../../http/cached-read';
import { createContentCache, type CacheSettings } from '../../http/content-cache';
import { AppError } from '../../http/errors';
import { idempotencyKey } from '../../http/idempotency-key';
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
  const read = cachedReads(app, 'projects', send);

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

  read(
    '/v3/projects/active',
    { summary: 'The battle, cacheable', response: ActiveBattleSchema, refusals: [404] },
    () => ['active', asJson(service.active)],
  );

  read(
    '/v3/projects/complete',
    {
      summary: 'Both projects of every closed battle, cacheable',
      response: z.array(ProjectSchema),
      refusals: [404],
    },
    () => ['complete', asJson(service.complete)],
  );

  read(
    '/v3/projects/released',
    {
      summary: 'Winners released as an episode or a season, cacheable',
      response: z.array(PastWinnerSchema),
      refusals: [404],
    },
    () => ['released', asJson(service.released)],
  );

  read(
    '/v3/projects/:id',
    {
      summary: 'One project, cacheable',
      params: ProjectParamsSchema,
      response: ProjectSchema,
      refusals: [404],
    },
    ({ params: { id } }) => [`project:${id}`, asJson(() => service.project(id))],
  );

  read(
    '/v1/projectpage/:id',
    {
      summary: 'A project with its battle, cacheable',
      params: ProjectParamsSchema,
      response: ProjectPageSchema,
      refusals: [404],
    },
    ({ params: { id } }) => [`page:${id}`, asJson(() => service.projectPage(id))],
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
      try {
        return await service.contribute(
          member(request),
          idempotencyKey(request),
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
