import type { AdminEpisode } from '@crewcast/contracts/catalog';

export type EpisodeState = 'listed' | 'scheduled' | 'draft' | 'waiting' | 'failed';

/** Where an episode stands for members: listed, published later, not published, or waiting for its video. */
export function episodeState(episode: AdminEpisode, now = Date.now()): EpisodeState {
  if (episode.listed) return 'listed';
  if (episode.video.status === 'failed') return 'failed';
  if (episode.publishedAt === null) return 'draft';
  if (Date.parse(episode.publishedAt) > now) return 'scheduled';
  return 'waiting';
}
