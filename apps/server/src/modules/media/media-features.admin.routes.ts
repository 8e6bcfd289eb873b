import { MediaFeaturesSchema } from '@crewcast/contracts/health';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import { mediaFeatureStatuses, mediaToolchain, type MediaBinaries } from './ffmpeg-binary';

const area: ConsoleArea = { role: 'staff', tag: 'admin: catalog' };

/** Whether this server's ffmpeg can transcode, package live video and make demo clips: each feature's page says so. */
export const mediaFeaturesAdminRoutes = consoleArea<{ binaries: () => Promise<MediaBinaries> }>(
  area,
  (action, { binaries }) => {
    action(
      'GET /v1/admin/media/features',
      {
        summary: 'Whether the ffmpeg in use can serve each media feature, and what it lacks',
        response: MediaFeaturesSchema,
      },
      async () => ({ features: mediaFeatureStatuses(await mediaToolchain(binaries)) }),
    );
  },
);
