import type { MediaFeaturesSchema } from '@crewcast/contracts/health';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

/** The server's ffmpeg changes only with a restart: asked once per visit to the console. */
const FRESH_MS = 10 * 60_000;

/** Whether this server's ffmpeg can transcode, package live video and make demo clips. */
export function useMediaFeatures() {
  return useQuery({
    ...memberQueryOptions<typeof MediaFeaturesSchema>(
      [MEMBER_QUERY_KEY, 'console', 'media-features'],
      '/v1/admin/media/features',
    ),
    staleTime: FRESH_MS,
  });
}
