import type { EventBus } from '../events';
import type { ExtraSourcesFeed } from './security';

/**
 * What the CSP allows beyond the configured hosts: the external livestreams' origins and the Cast sender's, asked
 * of modules built after the HTTP layer once requests arrive, and asked again once `follow` hears the console
 * change either (a `site.changed` from any node).
 */
export function siteExtraSources(origins: {
  connect: () => Promise<string[]>;
  script: () => Promise<string[]>;
}): ExtraSourcesFeed & { follow(events: EventBus): void } {
  let changed = () => {};
  return {
    read: async () => {
      const [connect, script] = await Promise.all([origins.connect(), origins.script()]);
      return { connect, script };
    },
    onChange: (callback) => void (changed = callback),
    follow: (events) =>
      void events.on('site.changed', ({ part }) => {
        if (part === 'livestreams' || part === 'remote-config') changed();
      }),
  };
}
