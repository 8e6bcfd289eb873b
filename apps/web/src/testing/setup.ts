import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { userInfoStore } from '@/lib/user-info/user-info-store';

// A lazily loaded page is compiled on first import; on a busy machine (CI runs this suite beside the two server
// suites) that takes far longer than the default second.
configure({ asyncUtilTimeout: 25_000 });

// Unit tests never open a real socket; screens get an in-memory connection (testing/realtime.ts) where they need one.
vi.mock('@/lib/realtime/socket-transport', async () => {
  const { openUnconnectedSocket } = await import('./realtime');
  return { openSocket: openUnconnectedSocket };
});

// Files share a worker's loaded modules (`isolate: false`), so the fakes of the world outside the page are mocked
// here, once, and are the same instances in every file (testing/outside-world.ts). A test reads them through the
// modules' own names (`vi.mocked(leaveSite)`).
vi.mock('@/lib/external-navigation', async (importOriginal) => {
  const { outsideWorld } = await import('./outside-world');
  return {
    ...(await importOriginal<typeof import('@/lib/external-navigation')>()),
    leaveSite: outsideWorld.leaveSite,
    visitExternalPage: outsideWorld.visitExternalPage,
  };
});
vi.mock('@/lib/integrity', async (importOriginal) => {
  const { outsideWorld } = await import('./outside-world');
  return {
    ...(await importOriginal<typeof import('@/lib/integrity')>()),
    integrityHeaders: outsideWorld.integrityHeaders,
  };
});
vi.mock('@simplewebauthn/browser', async () => {
  const { outsideWorld } = await import('./outside-world');
  return {
    startRegistration: outsideWorld.startRegistration,
    startAuthentication: outsideWorld.startAuthentication,
  };
});

beforeEach(() => {
  // jsdom has no layout, so scrolling (used by the router's scroll restoration) does nothing.
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  // Files share one jsdom: the document goes back to the empty page each file began with before they shared it.
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  // The page's one user-info store outlives a test; the next test starts with no member.
  userInfoStore.reset();
  localStorage.clear();
  sessionStorage.clear();
});
