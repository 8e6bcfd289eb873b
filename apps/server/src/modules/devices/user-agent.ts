import Bowser from 'bowser';

/** The browser and system a User-Agent header names, as a device card shows them; null where it names none. */
export interface UserAgentNames {
  browser: string | null;
  system: string | null;
}

/** Systems whose version in the header is to be trusted (macOS and Windows report frozen or shared ones). */
const VERSIONED_SYSTEMS = new Set(['iOS', 'iPadOS', 'Android', 'Chrome OS']);

const major = (version: string | undefined) => version?.split('.')[0] || undefined;
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/** Reads the browser (with its major version) and the system from a User-Agent header with bowser. */
export function namesFromUserAgent(userAgent: string | null): UserAgentNames {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  return {
    browser: browser.name ? joined(browser.name, major(browser.version)) : null,
    system: os.name ? joined(os.name, VERSIONED_SYSTEMS.has(os.name) ? major(os.version) : undefined) : null,
  };
}
