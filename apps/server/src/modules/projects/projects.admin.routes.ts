import {
  AdminBattleSchema,
  BattleParamsSchema,
  BattleScheduleSchema,
  CreateBattleBodySchema,
  LinkWinnerBodySchema,
} from '@crewcast/contracts/projects';
import { z } from 'zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { ProjectsService } from './projects.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: greenlight', refusals: [400, 404, 409] };

/** Greenlight battles in the console, for Official and Creator accounts; every change is audited. */
export const projectsAdminRoutes = consoleArea<{ service: ProjectsService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/battles',
    {
      summary: 'Every battle, newest start first, with its totals',
      response: z.object({ battles: z.array(AdminBattleSchema) }),
    },
    async () => ({ battles: await service.list() }),
  );

  action(
    'POST /v1/admin/battles',
    {
      summary:
        'Creates a battle of two new projects with their packshots; each pitch video is an episode’s, or none yet: a pitch file is uploaded afterwards through POST /v1/admin/uploads (Upload-Metadata target project, projectId)',
      body: CreateBattleBodySchema,
      response: AdminBattleSchema,
      // Two packshots of each project travel in the body.
      bodyLimit: 30 * 1024 * 1024,
    },
    async ({ actor, body }) => service.create(actor.userId, body),
  );

  action(
    'GET /v1/admin/battles/:battleId',
    { summary: 'One battle with its live totals', params: BattleParamsSchema, response: AdminBattleSchema },
    async ({ params }) => service.find(params.battleId),
  );

  action(
    'PUT /v1/admin/battles/:battleId/schedule',
    {
      summary: "Sets a battle's start, end and contribution limits",
      params: BattleParamsSchema,
      body: BattleScheduleSchema,
      response: AdminBattleSchema,
    },
    async ({ actor, params, body }) => service.schedule(actor.userId, params.battleId, body),
  );

  action(
    'POST /v1/admin/battles/:battleId/close',
    {
      summary: 'Closes a running battle now and records its winner',
      params: BattleParamsSchema,
      response: AdminBattleSchema,
    },
    async ({ actor, params }) => service.closeEarly(actor.userId, params.battleId),
  );

  action(
    'PUT /v1/admin/battles/:battleId/winner',
    {
      summary: "Links a closed battle's winner to the episode or season it became",
      params: BattleParamsSchema,
      body: LinkWinnerBodySchema,
      response: AdminBattleSchema,
    },
    async ({ actor, params, body }) => service.linkWinner(actor.userId, params.battleId, body),
  );
});
