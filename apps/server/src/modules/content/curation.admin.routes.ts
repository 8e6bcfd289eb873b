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
import { z } from 'zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { CurationService } from './curation.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: curation', refusals: [400, 404] };

/** What the home and join pages show: hero banners, special channels and promo sections, for staff. */
export const curationAdminRoutes = consoleArea<{ service: CurationService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/curation',
    {
      summary: 'Every banner (active or not) in order, the special channels and the promo sections',
      response: CurationSchema,
    },
    async () => service.read(),
  );

  action(
    'POST /v1/admin/curation/banners',
    { summary: 'Adds a hero banner, placed last', body: BannerBodySchema, response: AdminBannerSchema },
    async ({ actor, body }) => service.createBanner(actor.userId, body),
  );

  action(
    'PUT /v1/admin/curation/banners/order',
    {
      summary: 'Puts the banners in a new order (every banner, once)',
      body: BannerOrderBodySchema,
      response: z.object({ banners: z.array(AdminBannerSchema) }),
    },
    async ({ actor, body }) => ({ banners: await service.orderBanners(actor.userId, body.bannerIds) }),
  );

  action(
    'PUT /v1/admin/curation/banners/:bannerId',
    {
      summary: 'Edits a banner, or turns it off or on',
      params: BannerParamsSchema,
      body: BannerBodySchema,
      response: AdminBannerSchema,
    },
    async ({ actor, params, body }) => service.updateBanner(actor.userId, params.bannerId, body),
  );

  action(
    'DELETE /v1/admin/curation/banners/:bannerId',
    {
      summary: 'Removes a banner',
      params: BannerParamsSchema,
      response: z.object({ deleted: z.literal(true) }),
    },
    async ({ actor, params }) => {
      await service.deleteBanner(actor.userId, params.bannerId);
      return { deleted: true as const };
    },
  );

  action(
    'PUT /v1/admin/curation/special-channels/:name',
    {
      summary:
        'Creates or replaces a special channel (hot-list, exclusive…): its title and episodes in order',
      params: CurationNameParamsSchema,
      body: SpecialChannelBodySchema,
      response: AdminSpecialChannelSchema,
    },
    async ({ actor, params, body }) => service.saveSpecialChannel(actor.userId, params.name, body),
  );

  action(
    'PUT /v1/admin/curation/promo-sections/:name',
    {
      summary: 'Creates or replaces a promo section: its pictures, lines of text and links',
      params: CurationNameParamsSchema,
      body: PromoSectionBodySchema,
      response: PromoSectionSchema,
    },
    async ({ actor, params, body }) => service.savePromoSection(actor.userId, params.name, body),
  );
});
