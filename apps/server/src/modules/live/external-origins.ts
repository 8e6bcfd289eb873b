import type { EventBus } from '../../events';
import type { LiveRepository } from './live.repository';

/** How long a node trusts its list without hearing of a change (a lost change listener reconnects meanwhile). */
const KEEP_MS = 60_000;

/** The `scheme://host[:port]` of an http(s) URL, or undefined for anything else. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins of the livestreams' external HLS URLs, which the site's pages must be allowed to fetch from (the
 * CSP's connect-src). Read from the database and kept for a minute; a console change to a livestream's external
 * URL is announced as `site.changed` (part 'livestreams'), which every node hears, and the next request reads
 * them afresh.
 */
export function createExternalStreamOrigins(repository: LiveRepository, events: EventBus) {
  let kept: { origins: Promise<string[]>; until: number } | undefined;
  events.on('site.changed', ({ part }) => {
    if (part === 'livestreams') kept = undefined;
  });

  return function externalStreamOrigins(): Promise<string[]> {
    if (!kept || kept.until < Date.now()) {
      const entry = {
        origins: repository.externalUrls().then(
          (urls) => [...new Set(urls.map(originOf).filter((origin) => origin !== undefined))].sort(),
          // A failed read is not kept: the next request tries again, and this one allows no external origin.
          () => {
            if (kept === entry) kept = undefined;
            return [];
          },
        ),
        until: Date.now() + KEEP_MS,
      };
      kept = entry;
    }
    return kept.origins;
  };
}
