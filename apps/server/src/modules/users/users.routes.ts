import { MessageSchema } from '@crewcast/contracts/account';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  CancelDeleteQuerySchema,
  DisplayNameBodySchema,
  EmailPreferencesSchema,
  PushNotificationTypeSchema,
  UserInfoQuerySchema,
  UserInfoSchema,
  VerifyAccountBodySchema,
} from '@crewcast/contracts/users';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member, unauthorized } from '../../http/auth';
import type { AccessClaims } from '../../http/access-tokens';
import type { UsersService } from './users.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod<{
  service: UsersService;
  /** The claims of a token whose session is still open, for the route that reads its token from the body. */
  sessionClaims: (token: string) => Promise<AccessClaims | undefined>;
  authenticate: preHandlerHookHandler;
  /** The token alone: user info checks the session in its own statement. */
  authenticateToken: preHandlerHookHandler;
}> = async (app, { service, sessionClaims, authenticate, authenticateToken }) => {
  app.get(
    '/v1/userinfo/query',
    {
      preHandler: authenticateToken,
      schema: {
        tags: ['users'],
        summary: 'User info; each select word adds its fields',
        querystring: UserInfoQuerySchema,
        response: { 200: UserInfoSchema, ...errors },
      },
    },
    async (request) => service.getUserInfo(member(request), request.query.select),
  );

  app.put(
    '/v1/displayName',
    {
      preHandler: authenticate,
      schema: { tags: ['users'], body: DisplayNameBodySchema, response: { 200: MessageSchema, ...errors } },
    },
    async (request) => {
      await service.setDisplayName(member(request).userId, request.body.displayName);
      return { message: 'Your display name has been changed.' };
    },
  );

  app.get(
    '/v1/emailPreferences',
    {
      preHandler: authenticate,
      schema: { tags: ['users'], response: { 200: EmailPreferencesSchema, ...errors } },
    },
    async (request) => service.getEmailPreferences(member(request).userId),
  );

  app.post(
    '/v1/emailPreferences',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        body: EmailPreferencesSchema,
        response: { 200: EmailPreferencesSchema, ...errors },
      },
    },
    async (request) => service.setEmailPreferences(member(request).userId, request.body),
  );

  app.get(
    '/v2/pushnotification/type',
    {
      preHandler: authenticate,
      schema: { tags: ['users'], response: { 200: PushNotificationTypeSchema, ...errors } },
    },
    async (request) => ({
      pushNotificationType: (await service.getPushNotificationType(member(request).userId)) as 'all',
    }),
  );

  app.post(
    '/v2/pushnotification/type',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        body: PushNotificationTypeSchema,
        response: { 200: PushNotificationTypeSchema, ...errors },
      },
    },
    async (request) => {
      await service.setPushNotificationType(member(request).userId, request.body.pushNotificationType);
      return request.body;
    },
  );

  app.post(
    '/v1/verifyAccount',
    {
      schema: {
        tags: ['users'],
        summary: 'Choose the display name of an account made with Google or Apple',
        body: VerifyAccountBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      const claims = await sessionClaims(request.body.authToken);
      if (!claims) throw unauthorized();
      await service.setDisplayName(claims.userId, request.body.displayName);
      return { message: 'Your account is ready.' };
    },
  );

  app.put(
    '/v1/userinfo/cancel-delete',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        querystring: CancelDeleteQuerySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.cancelDeletion(member(request).userId, request.query.userId);
      return { message: 'Your account will not be deleted.' };
    },
  );
};
