import { MessageSchema } from '@crewcast/contracts/account';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  FollowShowParamsSchema,
  FollowsSchema,
  FollowStateSchema,
  NotificationSettingsSchema,
  PushEndpointBodySchema,
  PushKeySchema,
  PushSubscriptionBodySchema,
  UnsubscribeAnswerSchema,
  UnsubscribeQuerySchema,
} from '@crewcast/contracts/notifications';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { NotificationsService } from './notifications.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['notifications'];

/** Follows, notification settings and push subscriptions (a member's own), and the one-click unsubscribe. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  service: NotificationsService;
  pushPublicKey: string;
  authenticate: preHandlerHookHandler;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { service, pushPublicKey, authenticate, rateLimit }) => {
  const signedIn = { preHandler: authenticate };

  app.get(
    '/v1/follows',
    { ...signedIn, schema: { tags, response: { 200: FollowsSchema, ...errors } } },
    async (request) => service.follows(member(request).userId),
  );

  app.put(
    '/v1/follows/shows/:showId',
    {
      ...signedIn,
      schema: { tags, params: FollowShowParamsSchema, response: { 200: FollowStateSchema, ...errors } },
    },
    async (request) => {
      await service.followShow(member(request).userId, request.params.showId);
      return { following: true };
    },
  );

  app.delete(
    '/v1/follows/shows/:showId',
    {
      ...signedIn,
      schema: { tags, params: FollowShowParamsSchema, response: { 200: FollowStateSchema, ...errors } },
    },
    async (request) => {
      await service.unfollowShow(member(request).userId, request.params.showId);
      return { following: false };
    },
  );

  app.put(
    '/v1/follows/livestream',
    { ...signedIn, schema: { tags, response: { 200: FollowStateSchema, ...errors } } },
    async (request) => {
      await service.followLivestream(member(request).userId);
      return { following: true };
    },
  );

  app.delete(
    '/v1/follows/livestream',
    { ...signedIn, schema: { tags, response: { 200: FollowStateSchema, ...errors } } },
    async (request) => {
      await service.unfollowLivestream(member(request).userId);
      return { following: false };
    },
  );

  app.get(
    '/v1/notifications/settings',
    { ...signedIn, schema: { tags, response: { 200: NotificationSettingsSchema, ...errors } } },
    async (request) => service.settings(member(request).userId),
  );

  app.put(
    '/v1/notifications/settings',
    {
      ...signedIn,
      schema: {
        tags,
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema, ...errors },
      },
    },
    async (request) => service.saveSettings(member(request).userId, request.body),
  );

  app.get(
    '/v1/notifications/push/key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: PushKeySchema },
      },
    },
    async () => ({ publicKey: pushPublicKey }),
  );

  app.post(
    '/v1/notifications/push/subscriptions',
    {
      ...signedIn,
      schema: { tags, body: PushSubscriptionBodySchema, response: { 200: MessageSchema, ...errors } },
    },
    async (request) => {
      await service.subscribePush(member(request).userId, request.body);
      return { message: 'This browser will be notified.' };
    },
  );

  app.delete(
    '/v1/notifications/push/subscriptions',
    {
      ...signedIn,
      schema: { tags, body: PushEndpointBodySchema, response: { 200: MessageSchema, ...errors } },
    },
    async (request) => {
      await service.unsubscribePush(member(request).userId, request.body.endpoint);
      return { message: 'This browser will no longer be notified.' };
    },
  );

  await app.register(unsubscribeRoute, { service, rateLimit });
};

/** RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form; the token in the address is all that counts. */
const unsubscribeRoute: FastifyPluginAsyncZod<{
  service: NotificationsService;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { service, rateLimit }) => {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  app.post(
    '/v1/notifications/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058) with the signed token of a notification mail; no login',
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeAnswerSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      await service.unsubscribe(request.query.token);
      return { message: 'You will no longer get these emails.' };
    },
  );
};
