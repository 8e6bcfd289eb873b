import { MessageSchema } from '@crewcast/contracts/account';
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
import { memberActions } from '../../http/member-action';
import { addAction } from '../../http/route-action';
import type { NotificationsService } from './notifications.service';

const tag = 'notifications';

/** Follows, notification settings and push subscriptions (a member's own), and the one-click unsubscribe. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  service: NotificationsService;
  pushPublicKey: string;
  authenticate: preHandlerHookHandler;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { service, pushPublicKey, authenticate, rateLimit }) => {
  const action = memberActions(app, { tag, refusals: [400, 404], authenticate });

  action('GET /v1/follows', { response: FollowsSchema }, async ({ member }) =>
    service.follows(member.userId),
  );

  action(
    'PUT /v1/follows/shows/:showId',
    { params: FollowShowParamsSchema, response: FollowStateSchema },
    async ({ member, params }) => {
      await service.followShow(member.userId, params.showId);
      return { following: true };
    },
  );

  action(
    'DELETE /v1/follows/shows/:showId',
    { params: FollowShowParamsSchema, response: FollowStateSchema },
    async ({ member, params }) => {
      await service.unfollowShow(member.userId, params.showId);
      return { following: false };
    },
  );

  action('PUT /v1/follows/livestream', { response: FollowStateSchema }, async ({ member }) => {
    await service.followLivestream(member.userId);
    return { following: true };
  });

  action('DELETE /v1/follows/livestream', { response: FollowStateSchema }, async ({ member }) => {
    await service.unfollowLivestream(member.userId);
    return { following: false };
  });

  action('GET /v1/notifications/settings', { response: NotificationSettingsSchema }, async ({ member }) =>
    service.settings(member.userId),
  );

  action(
    'PUT /v1/notifications/settings',
    { body: NotificationSettingsSchema, response: NotificationSettingsSchema },
    async ({ member, body }) => service.saveSettings(member.userId, body),
  );

  addAction(
    app,
    { tags: [tag], errors: [] },
    'GET /v1/notifications/push/key',
    { summary: 'The VAPID public key browsers subscribe with', response: PushKeySchema },
    async () => ({ publicKey: pushPublicKey }),
  );

  action(
    'POST /v1/notifications/push/subscriptions',
    { body: PushSubscriptionBodySchema, response: MessageSchema },
    async ({ member, body }) => {
      await service.subscribePush(member.userId, body);
      return { message: 'This browser will be notified.' };
    },
  );

  action(
    'DELETE /v1/notifications/push/subscriptions',
    { body: PushEndpointBodySchema, response: MessageSchema },
    async ({ member, body }) => {
      await service.unsubscribePush(member.userId, body.endpoint);
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
  addAction(
    app,
    { tags: [tag], errors: [400], config: { rateLimit } },
    'POST /v1/notifications/unsubscribe',
    {
      summary: 'One-click unsubscribe (RFC 8058) with the signed token of a notification mail; no login',
      query: UnsubscribeQuerySchema,
      response: UnsubscribeAnswerSchema,
    },
    async ({ query }) => {
      await service.unsubscribe(query.token);
      return { message: 'You will no longer get these emails.' };
    },
  );
};
