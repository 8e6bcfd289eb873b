import type { Dashboard } from '@crewcast/contracts/console-dashboard';
import type { BillingAdminService } from '../billing/billing.admin.service';
import type { LiveService } from '../live/live.service';
import type { MediaService } from '../media/media.service';

const RECENT_UPLOADS = 8;

/** The console's dashboard: each figure comes from the module that owns it. */
export function createDashboardService(deps: {
  billing: Pick<BillingAdminService, 'monthlyFigures'>;
  media: Pick<MediaService, 'recentUploads'>;
  /** The title of what uses each asset: an episode, or a Greenlight project pitching with it. */
  titlesByAsset: (assetIds: readonly string[]) => Promise<Map<string, string>>;
  live: Pick<LiveService, 'status'>;
  /** Viewers of a livestream now (counted by the realtime gateway). */
  viewersOf: (livestreamId: string) => Promise<number>;
  clock: () => Date;
}) {
  const { billing, media, titlesByAsset, live, viewersOf, clock } = deps;

  async function liveViewers(): Promise<Dashboard['live']> {
    const { streams } = await live.status();
    return Promise.all(
      streams.map(async (stream) => ({
        livestreamId: stream.livestreamId,
        title: stream.title,
        viewers: await viewersOf(stream.livestreamId),
      })),
    );
  }

  return {
    async figures(): Promise<Dashboard> {
      const [{ currency, months }, uploads, streams] = await Promise.all([
        billing.monthlyFigures(clock()),
        media.recentUploads(RECENT_UPLOADS),
        liveViewers(),
      ]);
      const titles = await titlesByAsset(uploads.map((upload) => upload.assetId));
      const thisMonth = months.at(-1);
      if (!thisMonth) throw new Error('the monthly figures came back empty');
      return {
        currency,
        thisMonth,
        months,
        recentUploads: uploads.map((upload) => ({ ...upload, title: titles.get(upload.assetId) ?? null })),
        live: streams,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
