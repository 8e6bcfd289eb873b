import { MessageSchema } from '@crewcast/contracts/account';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  MediaIdParamsSchema,
  PlaybackSessionSchema,
  SessionParamsSchema,
} from '@crewcast/contracts/playback';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { PlaybackSessionsService } from './playback-sessions.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  402: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export const playbackSessionsRoutes: FastifyPluginAsyncZod<{
  service: PlaybackSessionsService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  app.addHook('preHandler', authenticate);

  app.post(
    '/v1/playback/:mediaId',
    {
      schema: {
        tags: ['playback'],
        summary: 'Start watching: checks access, device and stream limit, and answers with signed sources',
        params: MediaIdParamsSchema,
        response: { 200: PlaybackSessionSchema, ...errors },
      },
    },
    async (request) => service.open(member(request), request.params.mediaId),
  );

  app.post(
    '/v1/playback/sessions/:sessionId/heartbeat',
    {
      schema: {
        tags: ['playback'],
        params: SessionParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.heartbeat(member(request).userId, request.params.sessionId);
      return { message: 'ok' };
    },
  );

  app.delete(
    '/v1/playback/sessions/:sessionId',
    {
      schema: {
        tags: ['playback'],
        params: SessionParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.end(member(request).userId, request.params.sessionId);
      return { message: 'ok' };
    },
  );
};
