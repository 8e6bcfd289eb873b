import { AccountType } from '@crewcast/contracts/account';
import type { PlaybackAccess } from './playback-sessions.service';

/** Who may play subscriber-only media: members with a live subscription, and staff and creators. */
export function createPlaybackAccess(options: {
  streamLimit: number;
  hasSubscription: (userId: string) => Promise<boolean>;
}): PlaybackAccess {
  return {
    canWatchSubscriberMedia: async (claims) =>
      claims.accountType >= AccountType.Official || (await options.hasSubscription(claims.userId)),
    streamLimit: async () => options.streamLimit,
  };
}
