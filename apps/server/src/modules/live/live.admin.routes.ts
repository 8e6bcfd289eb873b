import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { ConsoleLivestreamSchema, LivestreamBodySchema } from '@crewcast/contracts/live';
import { AdminLivestreamSchema, ChatSettingsSchema } from '@crewcast/contracts/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { LiveAdminService } from './live.admin.service';
import type { LiveService } from './live.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const params = z.object({ livestreamId: z.uuid('Not a livestream id.') });

/** The livestreams, their ingest and recordings, and their chat settings, for Official and Creator accounts. */
export const liveAdminRoutes: FastifyPluginAsyncZod<{
  service: LiveService;
  admin: LiveAdminService;
  guards: ConsoleGuards;
}> = async (app, { service, admin, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);
  const tags = ['admin: live'];
  const one = { 200: ConsoleLivestreamSchema, ...errors };

  app.get(
    '/v1/admin/livestreams',
    {
      schema: {
        tags,
        summary: 'Every livestream with its RTMP address, key, state, viewers, ingest health and recordings',
        response: { 200: z.object({ livestreams: z.array(ConsoleLivestreamSchema) }), ...errors },
      },
    },
    async () => ({ livestreams: await admin.list() }),
  );

  app.post(
    '/v1/admin/livestreams',
    {
      schema: {
        tags,
        summary: 'Creates a livestream with its own stream key',
        body: LivestreamBodySchema,
        response: one,
      },
    },
    async (request) => admin.create(member(request).userId, request.body),
  );

  app.get(
    '/v1/admin/livestreams/:livestreamId',
    { schema: { tags, summary: 'One livestream as the admin shows it', params, response: one } },
    async (request) => admin.find(request.params.livestreamId),
  );

  app.put(
    '/v1/admin/livestreams/:livestreamId',
    {
      schema: {
        tags,
        summary: 'Edits title, schedule, subscriber-only, external HLS URL and the recording destination',
        params,
        body: LivestreamBodySchema,
        response: one,
      },
    },
    async (request) => admin.update(member(request).userId, request.params.livestreamId, request.body),
  );

  app.post(
    '/v1/admin/livestreams/:livestreamId/key',
    { schema: { tags, summary: 'Replaces the stream key', params, response: one } },
    async (request) => admin.rotateKey(member(request).userId, request.params.livestreamId),
  );

  app.post(
    '/v1/admin/livestreams/:livestreamId/start',
    { schema: { tags, summary: 'Puts a stream with an external HLS URL live', params, response: one } },
    async (request) => admin.start(member(request).userId, request.params.livestreamId),
  );

  app.post(
    '/v1/admin/livestreams/:livestreamId/end',
    { schema: { tags, summary: 'Ends a live stream (an encoder is dropped)', params, response: one } },
    async (request) => admin.end(member(request).userId, request.params.livestreamId),
  );

  app.put(
    '/v1/admin/livestreams/:livestreamId/chat',
    {
      schema: {
        tags,
        summary: "Sets a livestream's slow mode and blocked words",
        params,
        body: ChatSettingsSchema,
        response: { 200: AdminLivestreamSchema, ...errors },
      },
    },
    async (request) =>
      service.setChatSettings(member(request).userId, request.params.livestreamId, request.body),
  );
};
