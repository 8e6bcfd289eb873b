import { CAST_SENDER_URL } from '@crewcast/contracts/constants/cast';
import { afterEach, describe, expect, it, vi } from 'vitest';

type CastPage = Window & {
  chrome?: object;
  cast?: object;
  __onGCastApiAvailable?: (available: boolean) => void;
};
const page = window as CastPage;

describe('loading the Cast framework', () => {
  afterEach(() => {
    delete page.chrome;
    delete page.cast;
    delete page.__onGCastApiAvailable;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    vi.resetModules();
  });

  it('loads nothing in a browser without Chrome’s Cast support', async () => {
    const { loadCastFramework } = await import('./cast-framework');
    expect(await loadCastFramework()).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads Google’s sender script once, and hands over its API when it says casting is possible', async () => {
    page.chrome = {};
    const { loadCastFramework } = await import('./cast-framework');
    const first = loadCastFramework();
    const second = loadCastFramework();
    const scripts = document.head.querySelectorAll('script');
    expect([...scripts].map((script) => script.src)).toEqual([CAST_SENDER_URL]);
    const framework = { CastContext: {} };
    const chromeCast = { media: {} };
    page.cast = { framework };
    page.chrome = { cast: chromeCast };
    page.__onGCastApiAvailable?.(true);
    expect(await first).toEqual({ framework, chromeCast });
    expect(second).toBe(first);
  });

  it('resolves null where the script says this browser cannot cast', async () => {
    page.chrome = {};
    const { loadCastFramework } = await import('./cast-framework');
    const loading = loadCastFramework();
    page.__onGCastApiAvailable?.(false);
    expect(await loading).toBeNull();
  });
});
