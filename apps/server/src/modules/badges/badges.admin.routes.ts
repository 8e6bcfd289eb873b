import {
  AdminBadgeTypeSchema,
  AdminBadgeTypesSchema,
  BadgeHolderParamsSchema,
  BadgeHolderSchema,
  BadgeHoldersSchema,
  BadgeTypeParamsSchema,
  CreateBadgeTypeBodySchema,
  GrantBadgeBodySchema,
  UpdateBadgeTypeBodySchema,
} from '@crewcast/contracts/badges';
import { MessageSchema } from '@crewcast/contracts/account';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { BadgesService } from './badges.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: badges', refusals: [400, 404, 409] };

/** Badge types and who holds them, for Official and Creator accounts; every change is audited. */
export const badgesAdminRoutes = consoleArea<{ service: BadgesService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/badges',
    {
      summary: 'Every badge type, with its image version and how many members hold a grant of it',
      response: AdminBadgeTypesSchema,
    },
    async () => ({ badges: await service.listTypes() }),
  );

  action(
    'POST /v1/admin/badges',
    {
      summary: 'Creates a badge type that staff grant, with its image (PNG or SVG, base64, up to 256 KB)',
      body: CreateBadgeTypeBodySchema,
      response: AdminBadgeTypeSchema,
    },
    async ({ actor, body }) => service.createType(actor.userId, body),
  );

  action(
    'PATCH /v1/admin/badges/:type',
    {
      summary: "Changes a badge type's name, description, how to earn it or image (a new image, a new URL)",
      params: BadgeTypeParamsSchema,
      body: UpdateBadgeTypeBodySchema,
      response: AdminBadgeTypeSchema,
    },
    async ({ actor, params, body }) => service.updateType(actor.userId, params.type, body),
  );

  action(
    'GET /v1/admin/badges/:type/holders',
    {
      summary: 'The members holding a grant of the badge, oldest first',
      params: BadgeTypeParamsSchema,
      response: BadgeHoldersSchema,
    },
    async ({ params }) => ({ holders: await service.holders(params.type) }),
  );

  action(
    'POST /v1/admin/badges/:type/holders',
    {
      summary: 'Grants the badge to a member, named by email address or member id',
      params: BadgeTypeParamsSchema,
      body: GrantBadgeBodySchema,
      response: BadgeHolderSchema,
    },
    async ({ actor, params, body }) => service.grantTo(actor.userId, params.type, body),
  );

  action(
    'DELETE /v1/admin/badges/:type/holders/:userId',
    {
      summary: 'Takes a granted badge back from a member (it also leaves their chosen badges)',
      params: BadgeHolderParamsSchema,
      response: MessageSchema,
    },
    async ({ actor, params }) => {
      await service.revoke(actor.userId, params.type, params.userId);
      return { message: 'The badge was taken back.' };
    },
  );
});
