import type {
  AdminBanner,
  BannerBody,
  Curation,
  PromoSectionBody,
  SpecialChannelBody,
} from '@crewcast/contracts/catalog';
import type { PromoSection } from '@crewcast/contracts/content';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import type { BannerRow, CatalogRepository } from './catalog.repository';
import type { ContentRepository } from './content.repository';
import { toBanner } from './content.service';
import { assertNewOrder } from './new-order';

const bannerNotFound = () => new AppError('NOT_FOUND', 'That banner does not exist.');

function toAdminBanner(row: BannerRow): AdminBanner {
  return { ...toBanner(row), active: row.active };
}

/** The home page as staff curate it: hero banners, the special channels and the promo sections; audited. */
export function createCurationService(options: {
  db: Database;
  catalog: CatalogRepository;
  content: ContentRepository;
  audit: AuditService;
}) {
  const { db, catalog, content, audit } = options;

  /** A banner pointing at a show or an episode must point at one that exists. */
  async function assertTargets(body: BannerBody): Promise<void> {
    if (body.showId !== null && !(await catalog.findShow(body.showId)))
      throw new AppError('VALIDATION', 'That show does not exist.', { fields: { showId: ['no such show'] } });
    if (body.mediaId !== null && !(await catalog.findEpisode(body.mediaId)))
      throw new AppError('VALIDATION', 'That episode does not exist.', {
        fields: { mediaId: ['no such episode'] },
      });
  }

  return {
    async read(): Promise<Curation> {
      const [banners, specialChannels, promoSections] = await Promise.all([
        catalog.listBanners(),
        catalog.listSpecialChannels(),
        catalog.listPromoSections(),
      ]);
      return {
        banners: banners.map(toAdminBanner),
        specialChannels,
        promoSections: promoSections.map(({ name, images, text, urls }) => ({ name, images, text, urls })),
      };
    },

    async createBanner(actorId: string, body: BannerBody): Promise<AdminBanner> {
      await assertTargets(body);
      return db.transaction(async (tx) => {
        const row = toAdminBanner(await catalog.insertBanner(body, tx));
        await audit.record(tx, {
          actorId,
          action: 'curation.banner-create',
          target: { type: 'banner', id: row.id },
          after: row,
        });
        return row;
      });
    },

    async updateBanner(actorId: string, bannerId: number, body: BannerBody): Promise<AdminBanner> {
      await assertTargets(body);
      return db.transaction(async (tx) => {
        const before = await catalog.findBanner(bannerId, tx);
        if (!before) throw bannerNotFound();
        const after = toAdminBanner((await catalog.updateBanner(bannerId, body, tx)) ?? before);
        await audit.record(tx, {
          actorId,
          action: 'curation.banner-update',
          target: { type: 'banner', id: bannerId },
          before: toAdminBanner(before),
          after,
        });
        return after;
      });
    },

    async deleteBanner(actorId: string, bannerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await catalog.findBanner(bannerId, tx);
        if (!before) throw bannerNotFound();
        await catalog.deleteBanner(bannerId, tx);
        await audit.record(tx, {
          actorId,
          action: 'curation.banner-delete',
          target: { type: 'banner', id: bannerId },
          before: toAdminBanner(before),
        });
      });
    },

    /** Puts the banners in the order given; every banner must be named once. */
    async orderBanners(actorId: string, bannerIds: number[]): Promise<AdminBanner[]> {
      return db.transaction(async (tx) => {
        const before = (await catalog.listBanners(tx)).map((row) => row.id);
        assertNewOrder(before, bannerIds, 'bannerIds', 'banner');
        await catalog.orderBanners(bannerIds, tx);
        await audit.record(tx, {
          actorId,
          action: 'curation.banner-order',
          target: { type: 'banner', id: 'all' },
          before,
          after: bannerIds,
        });
        return (await catalog.listBanners(tx)).map(toAdminBanner);
      });
    },

    /** Creates or replaces a special channel (the hot list, the exclusive list…) with episodes in order. */
    async saveSpecialChannel(actorId: string, name: string, body: SpecialChannelBody) {
      return db.transaction(async (tx) => {
        const existing = await catalog.existingEpisodeIds(body.mediaIds, tx);
        const missing = body.mediaIds.filter((id) => !existing.has(id));
        if (missing.length > 0)
          throw new AppError('VALIDATION', `There is no episode ${missing.join(', ')}.`, {
            fields: { mediaIds: ['no such episode'] },
          });
        const before = (await catalog.listSpecialChannels(tx)).find((channel) => channel.name === name);
        await catalog.replaceSpecialChannel(name, body.title, body.mediaIds, tx);
        const after = { name, ...body };
        await audit.record(tx, {
          actorId,
          action: 'curation.special-channel',
          target: { type: 'special-channel', id: name },
          before: before ?? null,
          after,
        });
        return after;
      });
    },

    async savePromoSection(actorId: string, name: string, body: PromoSectionBody): Promise<PromoSection> {
      return db.transaction(async (tx) => {
        const before = await content.findPromoSection(name, tx);
        const after = { name, ...body };
        await content.upsertPromoSection(after, tx);
        await audit.record(tx, {
          actorId,
          action: 'curation.promo-section',
          target: { type: 'promo-section', id: name },
          before: before ? { images: before.images, text: before.text, urls: before.urls } : null,
          after: body,
        });
        return after;
      });
    },
  };
}

export type CurationService = ReturnType<typeof createCurationService>;
