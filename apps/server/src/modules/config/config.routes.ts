import { RemoteConfigSchema } from '@crewcast/contracts/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events';
import { createContentCache, type CacheSettings, CONTENT_CACHE_ROUTE } from '../../http/content-cache';
import type { ConfigService } from './config.service';

export const configRoutes: FastifyPluginAsyncZod<{
  service: ConfigService;
  cache: CacheSettings;
  events: EventBus;
}> = async (app, { service, cache, events }) => {
  const sendConfig = createContentCache({ contentType: 'application/json; charset=utf-8', ...cache });
  const sendCss = createContentCache({ contentType: 'text/css; charset=utf-8', ...cache });
  events.on('site.changed', ({ part }) => {
    if (part === 'remote-config') sendConfig.clear();
    if (part === 'theme') sendCss.clear();
  });

  app.get(
    '/v1/remoteconfig',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['config'],
        summary: 'Feature flags and settings of the network',
        response: { 200: RemoteConfigSchema, 304: z.null() },
      },
    },
    async (request, reply) =>
      sendConfig(request, reply, 'config', async () => JSON.stringify(await service.getRemoteConfig())),
  );

  app.get(
    '/v1/remoteconfig/css',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['config'],
        summary: 'Theme variables as CSS',
        response: { 200: z.string(), 304: z.null() },
      },
    },
    async (request, reply) => sendCss(request, reply, 'css', () => service.getThemeCss()),
  );
};
