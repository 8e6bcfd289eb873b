import type { MediaFeaturesSchema } from '@crewcast/contracts/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** The server's ffmpeg changes only with a restart: asked once per visit to the console. */
const FRESH_MS = 10 * 60_000;

export async function getMediaFeatures(signal?: AbortSignal) {
  return api.user.get<typeof MediaFeaturesSchema>('/v1/admin/media/features', {
    signal,
    token: await requireToken(),
  });
}

/** Whether this server's ffmpeg can transcode, package live video and make demo clips. */
export function useMediaFeatures() {
  return useQuery({
    ...queryOptions({
      queryKey: [MEMBER_QUERY_KEY, 'console', 'media-features'],
      queryFn: ({ signal }) => getMediaFeatures(signal),
    }),
    staleTime: FRESH_MS,
  });
}
