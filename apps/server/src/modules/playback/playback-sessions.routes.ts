import { MessageSchema } from '@crewcast/contracts/account';
import {
  MediaIdParamsSchema,
  PlaybackSessionSchema,
  SessionParamsSchema,
} from '@crewcast/contracts/playback';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberActions } from '../../http/member-action';
import type { PlaybackSessionsService } from './playback-sessions.service';

export const playbackSessionsRoutes: FastifyPluginAsyncZod<{
  service: PlaybackSessionsService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  const action = memberActions(app, { tag: 'playback', refusals: [400, 402, 403, 404, 409], authenticate });

  action(
    'POST /v1/playback/:mediaId',
    {
      summary: 'Start watching: checks access, device and stream limit, and answers with signed sources',
      params: MediaIdParamsSchema,
      response: PlaybackSessionSchema,
    },
    async ({ member, params }) => service.open(member, params.mediaId),
  );

  action(
    'POST /v1/playback/sessions/:sessionId/heartbeat',
    { params: SessionParamsSchema, response: MessageSchema },
    async ({ member, params }) => {
      await service.heartbeat(member.userId, params.sessionId);
      return { message: 'ok' };
    },
  );

  action(
    'DELETE /v1/playback/sessions/:sessionId',
    { params: SessionParamsSchema, response: MessageSchema },
    async ({ member, params }) => {
      await service.end(member.userId, params.sessionId);
      return { message: 'ok' };
    },
  );
};
