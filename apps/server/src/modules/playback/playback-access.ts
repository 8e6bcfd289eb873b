import { AccountType } from '@crewcast/contracts/account';
import type { PlaybackAccess } from './playback-sessions.service';

/**
 * Who may play what. Staff and creators watch everything; subscriptions come with billing, which
 * replaces this with the member's plan (and its stream limit).
 */
export function createPlaybackAccess(options: { streamLimit: number }): PlaybackAccess {
  return {
    canWatchSubscriberMedia: async (claims) => claims.accountType >= AccountType.Official,
    streamLimit: async () => options.streamLimit,
  };
}
