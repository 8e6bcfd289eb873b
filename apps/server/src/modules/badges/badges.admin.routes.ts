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
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { BadgesService } from './badges.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Badge types and who holds them, for Official and Creator accounts; every change is audited. */
export const badgesAdminRoutes: FastifyPluginAsyncZod<{
  service: BadgesService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);
  const tags = ['admin: badges'];

  app.get(
    '/v1/admin/badges',
    {
      schema: {
        tags,
        summary: 'Every badge type, with its image version and how many members hold a grant of it',
        response: { 200: AdminBadgeTypesSchema, ...errors },
      },
    },
    async () => ({ badges: await service.listTypes() }),
  );

  app.post(
    '/v1/admin/badges',
    {
      schema: {
        tags,
        summary: 'Creates a badge type that staff grant, with its image (PNG or SVG, base64, up to 256 KB)',
        body: CreateBadgeTypeBodySchema,
        response: { 200: AdminBadgeTypeSchema, ...errors },
      },
    },
    async (request) => service.createType(member(request).userId, request.body),
  );

  app.patch(
    '/v1/admin/badges/:type',
    {
      schema: {
        tags,
        summary: "Changes a badge type's name, description, how to earn it or image (a new image, a new URL)",
        params: BadgeTypeParamsSchema,
        body: UpdateBadgeTypeBodySchema,
        response: { 200: AdminBadgeTypeSchema, ...errors },
      },
    },
    async (request) => service.updateType(member(request).userId, request.params.type, request.body),
  );

  app.get(
    '/v1/admin/badges/:type/holders',
    {
      schema: {
        tags,
        summary: 'The members holding a grant of the badge, oldest first',
        params: BadgeTypeParamsSchema,
        response: { 200: BadgeHoldersSchema, ...errors },
      },
    },
    async (request) => ({ holders: await service.holders(request.params.type) }),
  );

  app.post(
    '/v1/admin/badges/:type/holders',
    {
      schema: {
        tags,
        summary: 'Grants the badge to a member, named by email address or member id',
        params: BadgeTypeParamsSchema,
        body: GrantBadgeBodySchema,
        response: { 200: BadgeHolderSchema, ...errors },
      },
    },
    async (request) => service.grantTo(member(request).userId, request.params.type, request.body),
  );

  app.delete(
    '/v1/admin/badges/:type/holders/:userId',
    {
      schema: {
        tags,
        summary: 'Takes a granted badge back from a member (it also leaves their chosen badges)',
        params: BadgeHolderParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.revoke(member(request).userId, request.params.type, request.params.userId);
      return { message: 'The badge was taken back.' };
    },
  );
};
