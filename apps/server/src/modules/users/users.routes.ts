import { MessageSchema } from '@crewcast/contracts/account';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  CancelDeleteQuerySchema,
  DeleteAccountQuerySchema,
  DisplayNameBodySchema,
  EmailPreferencesSchema,
  PushNotificationTypeSchema,
  UserInfoQuerySchema,
  UserInfoSchema,
  VerifyAccountBodySchema,
} from '@crewcast/contracts/users';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { AccessTokens } from '../account/tokens';
import type { UsersService } from './users.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod<{
  service: UsersService;
  tokens: AccessTokens;
  authenticate: preHandlerHookHandler;
  /** The token alone: user info checks the session in its own statement. */
  authenticateToken: preHandlerHookHandler;
}> = async (app, { service, tokens, authenticate, authenticateToken }) => {
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
      const claims = await tokens.verify(request.body.authToken);
      if (!claims) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
      await service.setDisplayName(claims.userId, request.body.displayName);
      return { message: 'Your account is ready.' };
    },
  );

  app.delete(
    '/v1/userinfo',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'Ask for the account to be erased after the grace period',
        querystring: DeleteAccountQuerySchema,
        response: { 200: z.object({ deleteRequest: UserInfoSchema.shape.deleteRequest }), ...errors },
      },
    },
    async (request) => ({
      deleteRequest: await service.requestDeletion(member(request).userId, request.query.reason),
    }),
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
