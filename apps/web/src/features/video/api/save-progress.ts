import type { ProgressSchema, Progress } from '@crewcast/contracts/playback';
import { api } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session';
import type { ProgressReport } from '../player/progress-tracker';

/**
 * Saves where the member is in a video. The token is read without renewing it, because reports are also sent
 * while the page goes away, and the request is kept alive past that.
 */
export async function saveProgress(mediaId: number, report: ProgressReport): Promise<Progress | null> {
  const token = getSessionToken();
  if (!token) return null;
  return api.user.put<typeof ProgressSchema>(`/v1/progress/${mediaId}`, {
    token,
    body: report,
    keepalive: true,
  });
}
