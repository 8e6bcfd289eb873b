import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const SITE = 'https://crewcast.test';
const source = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw.js'), 'utf8');

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

const fakeWindow = (url: string): FakeWindow => ({ url, focus: vi.fn(), navigate: vi.fn() });

/**
 * Runs sw.js in a worker scope of its own with the given windows open, and clicks a notification whose data names
 * `url`; answers what the worker did with the windows, once the work it asked to wait for is done.
 */
async function clickNotification(url: string, windows: FakeWindow[]) {
  const handlers = new Map<string, (event: unknown) => void>();
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
  const scope = {
    location: new URL(`${SITE}/sw.js`),
    clients,
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
  };
  vm.runInNewContext(source, { self: scope, URL });
  const close = vi.fn();
  let work: Promise<unknown> = Promise.resolve();
  handlers.get('notificationclick')!({
    notification: { data: { url }, close },
    waitUntil: (promise: Promise<unknown>) => (work = promise),
  });
  await work;
  return { close, clients };
}

describe('a click on a notification', () => {
  it('focuses an open tab of the site and takes it to the notification’s page', async () => {
    const elsewhere = fakeWindow('https://example.test/');
    const site = fakeWindow(`${SITE}/browse`);
    const { close, clients } = await clickNotification('/video/42', [elsewhere, site]);
    expect(close).toHaveBeenCalled();
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(site.focus).toHaveBeenCalled();
    expect(site.navigate).toHaveBeenCalledWith(`${SITE}/video/42`);
    expect(elsewhere.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the notification’s page when no tab of the site is open', async () => {
    const elsewhere = fakeWindow('https://example.test/');
    const { close, clients } = await clickNotification('/video/42', [elsewhere]);
    expect(close).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(`${SITE}/video/42`);
    expect(elsewhere.navigate).not.toHaveBeenCalled();
  });

  it('opens nothing for an address on another site', async () => {
    const site = fakeWindow(`${SITE}/browse`);
    const { close, clients } = await clickNotification('https://evil.test/video/42', [site]);
    expect(close).toHaveBeenCalled();
    expect(clients.matchAll).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
    expect(site.navigate).not.toHaveBeenCalled();
  });
});
