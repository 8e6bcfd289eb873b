import { ConsoleLivestreamSchema, LivestreamBodySchema } from '@crewcast/contracts/live';
import { AdminLivestreamSchema, ChatSettingsSchema } from '@crewcast/contracts/realtime';
import { z } from 'zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { LiveAdminService } from './live.admin.service';
import type { LiveService } from './live.service';

const LivestreamParamsSchema = z.object({ livestreamId: z.uuid('Not a livestream id.') });

const area: ConsoleArea = { role: 'staff', tag: 'admin: live', refusals: [400, 404, 409] };

/** The livestreams, their ingest and recordings, and their chat settings, for Official and Creator accounts. */
export const liveAdminRoutes = consoleArea<{ service: LiveService; admin: LiveAdminService }>(
  area,
  (action, { service, admin }) => {
    action(
      'GET /v1/admin/livestreams',
      {
        summary: 'Every livestream with its RTMP address, key, state, viewers, ingest health and recordings',
        response: z.object({ livestreams: z.array(ConsoleLivestreamSchema) }),
      },
      async () => ({ livestreams: await admin.list() }),
    );

    action(
      'POST /v1/admin/livestreams',
      {
        summary: 'Creates a livestream with its own stream key',
        body: LivestreamBodySchema,
        response: ConsoleLivestreamSchema,
      },
      async ({ actor, body }) => admin.create(actor.userId, body),
    );

    action(
      'GET /v1/admin/livestreams/:livestreamId',
      {
        summary: 'One livestream as the admin shows it',
        params: LivestreamParamsSchema,
        response: ConsoleLivestreamSchema,
      },
      async ({ params }) => admin.find(params.livestreamId),
    );

    action(
      'PUT /v1/admin/livestreams/:livestreamId',
      {
        summary: 'Edits title, schedule, subscriber-only, external HLS URL and the recording destination',
        params: LivestreamParamsSchema,
        body: LivestreamBodySchema,
        response: ConsoleLivestreamSchema,
      },
      async ({ actor, params, body }) => admin.update(actor.userId, params.livestreamId, body),
    );

    action(
      'POST /v1/admin/livestreams/:livestreamId/key',
      {
        summary: 'Replaces the stream key',
        params: LivestreamParamsSchema,
        response: ConsoleLivestreamSchema,
      },
      async ({ actor, params }) => admin.rotateKey(actor.userId, params.livestreamId),
    );

    action(
      'POST /v1/admin/livestreams/:livestreamId/start',
      {
        summary: 'Puts a stream with an external HLS URL live',
        params: LivestreamParamsSchema,
        response: ConsoleLivestreamSchema,
      },
      async ({ actor, params }) => admin.start(actor.userId, params.livestreamId),
    );

    action(
      'POST /v1/admin/livestreams/:livestreamId/end',
      {
        summary: 'Ends a live stream (an encoder is dropped)',
        params: LivestreamParamsSchema,
        response: ConsoleLivestreamSchema,
      },
      async ({ actor, params }) => admin.end(actor.userId, params.livestreamId),
    );

    action(
      'PUT /v1/admin/livestreams/:livestreamId/chat',
      {
        summary: "Sets a livestream's slow mode and blocked words",
        params: LivestreamParamsSchema,
        body: ChatSettingsSchema,
        response: AdminLivestreamSchema,
      },
      async ({ actor, params, body }) => service.setChatSettings(actor.userId, params.livestreamId, body),
    );
  },
);
