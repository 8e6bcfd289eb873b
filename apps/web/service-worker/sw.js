// The site's service worker: it keeps the app shell (the start-up scripts and styles, the icons, the manifest)
// and the hashed static assets, so the site opens fast and installs to a home screen, and it shows the offline
// page when a page cannot be reached. API answers, video and everything else always go to the network.

// Filled in by the build (service-worker/vite-plugin.ts): this deploy's version and its app shell files.
const BUILD = { version: 'unbuilt', precache: [] };

const CACHE_PREFIX = 'crewcast-shell-';
const CACHE = CACHE_PREFIX + BUILD.version;
const OFFLINE_PAGE = '/offline.html';
/** Vite's output: every file's name carries a hash of its content, so a cached copy never goes stale. */
const HASHED_ASSETS = '/assets/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.precache))
      // A new deploy takes over at once; its pages and assets replace the old ones.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // Pages are asked for while the worker starts, so a navigation waits for one of them only.
      await self.registration.navigationPreload?.enable();
    })(),
  );
});

/** A page: always from the network (a new deploy shows at once); the offline page when there is none. */
async function pageOrOfflinePage(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error();
  }
}

/** A static file: the cached copy, else the network's, kept when it is a hashed asset. */
async function staticFile(request, url) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && url.pathname.startsWith(HASHED_ASSETS)) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOfflinePage(event));
    return;
  }
  if (url.pathname.startsWith(HASHED_ASSETS) || BUILD.precache.includes(url.pathname)) {
    event.respondWith(staticFile(request, url));
  }
});

// A Web Push notification (apps/server notification sends): { title, body, url, tag } as JSON.
self.addEventListener('push', (event) => {
  const message = event.data?.json() ?? {};
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'Crewcast', {
      body: message.body ?? '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      data: { url: message.url ?? '/' },
    }),
  );
});

// A click opens the notification's page, in a window of the site already open when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url.href);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
