import { vi } from 'vitest';

/**
 * What stands in for the world outside the page in every test file: leaving the site, the bot check's proof of work
 * and the browser's passkey prompts. One instance each for the whole run, because files share a worker's loaded
 * modules: the app's modules and a test file must hold the same fake.
 */
export const outsideWorld = {
  leaveSite: vi.fn(),
  visitExternalPage: vi.fn(),
  integrityHeaders: vi.fn(async (action: string) => ({ 'x-integrity-token': `solved-${action}` })),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
};
