import { RemoteConfigSchema } from '@crewcast/contracts/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events';
import { asJson, cachedReads } from '../../http/cached-read';
import { createContentCache, type CacheSettings } from '../../http/content-cache';
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

  cachedReads(app, 'config', sendConfig)(
    '/v1/remoteconfig',
    { summary: 'Feature flags and settings of the network', response: RemoteConfigSchema },
    () => ['config', asJson(() => service.getRemoteConfig())],
  );

  cachedReads(app, 'config', sendCss)(
    '/v1/remoteconfig/css',
    { summary: 'Theme variables as CSS', response: z.string() },
    () => ['css', () => service.getThemeCss()],
  );
};
