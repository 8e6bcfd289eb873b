import { RemoteConfigSchema } from '@crewcast/contracts/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCacheable } from '../../http/content-cache';
import type { ConfigService } from './config.service';

export const configRoutes: FastifyPluginAsyncZod<{ service: ConfigService; maxAge: number }> = async (
  app,
  { service, maxAge },
) => {
  app.get(
    '/v1/remoteconfig',
    {
      schema: {
        tags: ['config'],
        summary: 'Feature flags and settings of the network',
        response: { 200: RemoteConfigSchema, 304: z.null() },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, JSON.stringify(await service.getRemoteConfig()), {
        contentType: 'application/json; charset=utf-8',
        maxAge,
      }),
  );

  app.get(
    '/v1/remoteconfig/css',
    {
      schema: {
        tags: ['config'],
        summary: 'Theme variables as CSS',
        response: { 200: z.string(), 304: z.null() },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, await service.getThemeCss(), { contentType: 'text/css; charset=utf-8', maxAge }),
  );
};
