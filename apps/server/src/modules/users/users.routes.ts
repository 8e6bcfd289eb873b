import { MessageSchema } from '@crewcast/contracts/account';
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
import type { AccessClaims } from '../../http/access-tokens';
import { unauthorized } from '../../http/auth';
import { memberActions } from '../../http/member-action';
import { addAction, type ErrorStatus } from '../../http/route-action';
import type { UsersService } from './users.service';

const tag = 'users';
const refusals: ErrorStatus[] = [400, 403];

export const usersRoutes: FastifyPluginAsyncZod<{
  service: UsersService;
  /** The claims of a token whose session is still open, for the route that reads its token from the body. */
  sessionClaims: (token: string) => Promise<AccessClaims | undefined>;
  authenticate: preHandlerHookHandler;
  /** The token alone: user info checks the session in its own statement. */
  authenticateToken: preHandlerHookHandler;
}> = async (app, { service, sessionClaims, authenticate, authenticateToken }) => {
  const action = memberActions(app, { tag, refusals, authenticate });

  action(
    'GET /v1/userinfo/query',
    {
      summary: 'User info; each select word adds its fields',
      authenticate: authenticateToken,
      query: UserInfoQuerySchema,
      response: UserInfoSchema,
    },
    async ({ member, query }) => service.getUserInfo(member, query.select),
  );

  action(
    'PUT /v1/displayName',
    { body: DisplayNameBodySchema, response: MessageSchema },
    async ({ member, body }) => {
      await service.setDisplayName(member.userId, body.displayName);
      return { message: 'Your display name has been changed.' };
    },
  );

  action('GET /v1/emailPreferences', { response: EmailPreferencesSchema }, async ({ member }) =>
    service.getEmailPreferences(member.userId),
  );

  action(
    'POST /v1/emailPreferences',
    { body: EmailPreferencesSchema, response: EmailPreferencesSchema },
    async ({ member, body }) => service.setEmailPreferences(member.userId, body),
  );

  action('GET /v2/pushnotification/type', { response: PushNotificationTypeSchema }, async ({ member }) => ({
    pushNotificationType: (await service.getPushNotificationType(member.userId)) as 'all',
  }));

  action(
    'POST /v2/pushnotification/type',
    { body: PushNotificationTypeSchema, response: PushNotificationTypeSchema },
    async ({ member, body }) => {
      await service.setPushNotificationType(member.userId, body.pushNotificationType);
      return body;
    },
  );

  addAction(
    app,
    { tags: [tag], errors: [...refusals, 401] },
    'POST /v1/verifyAccount',
    {
      summary: 'Choose the display name of an account made with Google or Apple',
      body: VerifyAccountBodySchema,
      response: MessageSchema,
    },
    async ({ body }) => {
      const claims = await sessionClaims(body.authToken);
      if (!claims) throw unauthorized();
      await service.setDisplayName(claims.userId, body.displayName);
      return { message: 'Your account is ready.' };
    },
  );

  action(
    'PUT /v1/userinfo/cancel-delete',
    { query: CancelDeleteQuerySchema, response: MessageSchema },
    async ({ member, query }) => {
      await service.cancelDeletion(member.userId, query.userId);
      return { message: 'Your account will not be deleted.' };
    },
  );
};
