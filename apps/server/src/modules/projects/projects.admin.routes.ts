import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  AdminBattleSchema,
  BattleParamsSchema,
  BattleScheduleSchema,
  CreateBattleBodySchema,
  LinkWinnerBodySchema,
} from '@crewcast/contracts/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { ProjectsService } from './projects.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Greenlight battles in the console, for Official and Creator accounts; every change is audited. */
export const projectsAdminRoutes: FastifyPluginAsyncZod<{
  service: ProjectsService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);
  const tags = ['admin: greenlight'];
  const actor = (request: Parameters<typeof member>[0]) => member(request).userId;

  app.get(
    '/v1/admin/battles',
    {
      schema: {
        tags,
        summary: 'Every battle, newest start first, with its totals',
        response: { 200: z.object({ battles: z.array(AdminBattleSchema) }), ...errors },
      },
    },
    async () => ({ battles: await service.list() }),
  );

  app.post(
    '/v1/admin/battles',
    {
      // Two packshots of each project travel in the body.
      bodyLimit: 30 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Creates a battle of two new projects with their packshots; each pitch video is an episode’s, or none yet: a pitch file is uploaded afterwards through POST /v1/admin/uploads (Upload-Metadata target project, projectId)',
        body: CreateBattleBodySchema,
        response: { 200: AdminBattleSchema, ...errors },
      },
    },
    async (request) => service.create(actor(request), request.body),
  );

  app.get(
    '/v1/admin/battles/:battleId',
    {
      schema: {
        tags,
        summary: 'One battle with its live totals',
        params: BattleParamsSchema,
        response: { 200: AdminBattleSchema, ...errors },
      },
    },
    async (request) => service.find(request.params.battleId),
  );

  app.put(
    '/v1/admin/battles/:battleId/schedule',
    {
      schema: {
        tags,
        summary: "Sets a battle's start, end and contribution limits",
        params: BattleParamsSchema,
        body: BattleScheduleSchema,
        response: { 200: AdminBattleSchema, ...errors },
      },
    },
    async (request) => service.schedule(actor(request), request.params.battleId, request.body),
  );

  app.post(
    '/v1/admin/battles/:battleId/close',
    {
      schema: {
        tags,
        summary: 'Closes a running battle now and records its winner',
        params: BattleParamsSchema,
        response: { 200: AdminBattleSchema, ...errors },
      },
    },
    async (request) => service.closeEarly(actor(request), request.params.battleId),
  );

  app.put(
    '/v1/admin/battles/:battleId/winner',
    {
      schema: {
        tags,
        summary: "Links a closed battle's winner to the episode or season it became",
        params: BattleParamsSchema,
        body: LinkWinnerBodySchema,
        response: { 200: AdminBattleSchema, ...errors },
      },
    },
    async (request) => service.linkWinner(actor(request), request.params.battleId, request.body),
  );
};
