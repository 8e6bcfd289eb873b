/** Where the build writes the service worker (service-worker/vite-plugin.ts). */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Starts the service worker of a built site (app shell cache and offline page); the development server has none.
 * It registers once the page has loaded, so it never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => console.warn('The service worker could not start', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
