import {
  AdminBannerSchema,
  AdminSpecialChannelSchema,
  BannerBodySchema,
  BannerOrderBodySchema,
  BannerParamsSchema,
  CurationNameParamsSchema,
  CurationSchema,
  PromoSectionBodySchema,
  SpecialChannelBodySchema,
} from '@crewcast/contracts/catalog';
import { PromoSectionSchema } from '@crewcast/contracts/content';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { CurationService } from './curation.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** What the home and join pages show: hero banners, special channels and promo sections, for staff. */
export const curationAdminRoutes: FastifyPluginAsyncZod<{
  service: CurationService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);
  const tags = ['admin: curation'];
  const actor = (request: Parameters<typeof member>[0]) => member(request).userId;

  app.get(
    '/v1/admin/curation',
    {
      schema: {
        tags,
        summary: 'Every banner (active or not) in order, the special channels and the promo sections',
        response: { 200: CurationSchema, ...errors },
      },
    },
    async () => service.read(),
  );

  app.post(
    '/v1/admin/curation/banners',
    {
      schema: {
        tags,
        summary: 'Adds a hero banner, placed last',
        body: BannerBodySchema,
        response: { 200: AdminBannerSchema, ...errors },
      },
    },
    async (request) => service.createBanner(actor(request), request.body),
  );

  app.put(
    '/v1/admin/curation/banners/order',
    {
      schema: {
        tags,
        summary: 'Puts the banners in a new order (every banner, once)',
        body: BannerOrderBodySchema,
        response: { 200: z.object({ banners: z.array(AdminBannerSchema) }), ...errors },
      },
    },
    async (request) => ({ banners: await service.orderBanners(actor(request), request.body.bannerIds) }),
  );

  app.put(
    '/v1/admin/curation/banners/:bannerId',
    {
      schema: {
        tags,
        summary: 'Edits a banner, or turns it off or on',
        params: BannerParamsSchema,
        body: BannerBodySchema,
        response: { 200: AdminBannerSchema, ...errors },
      },
    },
    async (request) => service.updateBanner(actor(request), request.params.bannerId, request.body),
  );

  app.delete(
    '/v1/admin/curation/banners/:bannerId',
    {
      schema: {
        tags,
        summary: 'Removes a banner',
        params: BannerParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await service.deleteBanner(actor(request), request.params.bannerId);
      return { deleted: true as const };
    },
  );

  app.put(
    '/v1/admin/curation/special-channels/:name',
    {
      schema: {
        tags,
        summary:
          'Creates or replaces a special channel (hot-list, exclusive…): its title and episodes in order',
        params: CurationNameParamsSchema,
        body: SpecialChannelBodySchema,
        response: { 200: AdminSpecialChannelSchema, ...errors },
      },
    },
    async (request) => service.saveSpecialChannel(actor(request), request.params.name, request.body),
  );

  app.put(
    '/v1/admin/curation/promo-sections/:name',
    {
      schema: {
        tags,
        summary: 'Creates or replaces a promo section: its pictures, lines of text and links',
        params: CurationNameParamsSchema,
        body: PromoSectionBodySchema,
        response: { 200: PromoSectionSchema, ...errors },
      },
    },
    async (request) => service.savePromoSection(actor(request), request.params.name, request.body),
  );
};
