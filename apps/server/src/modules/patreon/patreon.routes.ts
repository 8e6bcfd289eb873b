import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  PatreonCallbackBodySchema,
  PatreonConnectSchema,
  PatreonStatusSchema,
} from '@crewcast/contracts/patreon';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { PatreonService } from './patreon.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  502: ErrorBodySchema,
};

/** Linking a Patreon account (user host); 404 while patreon_enabled is off or Patreon is not configured. */
export const patreonRoutes: FastifyPluginAsyncZod<{
  service: PatreonService;
  authenticate: preHandlerHookHandler;
  /** For the calls that reach out to Patreon. */
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { service, authenticate, rateLimit }) => {
  const tags = ['patreon'];
  app.addHook('preHandler', authenticate);

  app.get(
    '/v1/patreon',
    { schema: { tags, response: { 200: PatreonStatusSchema, ...errors } } },
    async (request) => service.status(member(request).userId),
  );

  app.post(
    '/v1/patreon/connect',
    { config: { rateLimit }, schema: { tags, response: { 200: PatreonConnectSchema, ...errors } } },
    async (request) => service.connect(member(request).userId),
  );

  app.post(
    '/v1/patreon/callback',
    {
      config: { rateLimit },
      schema: { tags, body: PatreonCallbackBodySchema, response: { 200: PatreonStatusSchema, ...errors } },
    },
    async (request) => service.completeLink(member(request).userId, request.body),
  );

  app.delete(
    '/v1/patreon',
    { schema: { tags, response: { 200: PatreonStatusSchema, ...errors } } },
    async (request) => service.unlink(member(request).userId),
  );
};
