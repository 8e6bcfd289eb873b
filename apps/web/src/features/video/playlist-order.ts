import type { MediaSummary } from '@crewcast/contracts/content';
import type { PlaylistOrder } from '@/lib/storage';

export const DEFAULT_PLAYLIST_ORDER: PlaylistOrder = 'oldest';

/** A season's episodes in the member's chosen order: by episode number, then by publish time. */
export function orderEpisodes(episodes: readonly MediaSummary[], order: PlaylistOrder): MediaSummary[] {
  const ascending = [...episodes].sort(
    (a, b) => (a.episodeNumber ?? 0) - (b.episodeNumber ?? 0) || a.publishedAt.localeCompare(b.publishedAt),
  );
  return order === 'oldest' ? ascending : ascending.reverse();
}
