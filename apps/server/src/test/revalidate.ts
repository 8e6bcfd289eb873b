import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';

/** The same read again with the ETag of an earlier answer, as a browser revalidates what it holds. */
export const revalidate = (app: App, url: string, earlier: LightMyRequestResponse) =>
  app.inject({ method: 'GET', url, headers: { 'if-none-match': earlier.headers.etag as string } });
