import {
  AuthTokenSchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  CodeBodySchema,
  ForgottenChangeBodySchema,
  ForgottenSendBodySchema,
  INTEGRITY_HEADER,
  IntegrityBodySchema,
  IntegrityChallengeSchema,
  LoginBodySchema,
  MessageSchema,
  RegisterBodySchema,
  RenewBodySchema,
  SignInProvidersSchema,
  SocialLoginBodySchema,
  type IntegrityAction,
} from '@crewcast/contracts/account';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { LoginAnswerSchema } from '@crewcast/contracts/two-factor';
import {
  DeleteAccountBodySchema,
  DeleteAccountQuerySchema,
  EmailBodySchema,
  EmailVerifyBodySchema,
  UserInfoSchema,
} from '@crewcast/contracts/users';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import { seenDevice } from '../devices/devices.module';
import type { IntegrityService } from '../integrity/integrity.service';
import type { AccountService } from './account.service';
import type { SignInProviders } from './sign-in-providers';

const AppleCallbackBodySchema = z.object({
  id_token: z.string().min(1).max(8192),
  state: z.string().min(1).max(256),
});

export interface AccountRoutesOptions {
  /** Where the web app is, for Apple's answer. */
  publicUrl: string;
  service: AccountService;
  integrity: IntegrityService;
  providers: SignInProviders;
  authenticate: preHandlerHookHandler;
  rateLimit: { max: number; timeWindow: string };
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };
/** Routes that check the current password answer 423 once its tries are spent. */
const passwordErrors = { ...errors, 423: ErrorBodySchema };
const ok = (message: string) => ({ message });

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { service, integrity, providers, authenticate, rateLimit, publicUrl } = options;
  const limited = { rateLimit };
  const guarded = (action: IntegrityAction) => async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers[INTEGRITY_HEADER];
    await integrity.verify(action, Array.isArray(header) ? header[0] : header, request.ip);
  };

  app.post(
    '/v2/account/integrity',
    {
      config: limited,
      schema: {
        tags: ['account'],
        summary: `A bot-protection challenge for one action; its solution goes in the ${INTEGRITY_HEADER} header`,
        body: IntegrityBodySchema,
        response: { 200: IntegrityChallengeSchema },
      },
    },
    async (request) => integrity.challenge(request.body.action),
  );

  app.get(
    '/v2/account/providers',
    {
      schema: {
        tags: ['account'],
        summary: 'Client ids of the sign-in providers offered (empty: off)',
        response: { 200: SignInProvidersSchema },
      },
    },
    async () => providers.clientIds(),
  );

  app.post(
    '/v2/account/register',
    {
      config: limited,
      preHandler: guarded('register'),
      schema: {
        tags: ['account'],
        body: RegisterBodySchema,
        response: { 200: AuthTokenSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request) => service.register(seenDevice(request.body, request.headers['user-agent']), request.ip),
  );

  app.post(
    '/v2/account/login',
    {
      config: limited,
      preHandler: guarded('login'),
      schema: {
        tags: ['account'],
        body: LoginBodySchema,
        response: { 200: LoginAnswerSchema, 423: ErrorBodySchema, ...errors },
      },
    },
    async (request) => service.login(seenDevice(request.body, request.headers['user-agent']), request.ip),
  );

  for (const provider of ['google', 'apple'] as const) {
    app.post(
      `/v2/account/login/${provider}`,
      {
        config: limited,
        preHandler: guarded('social-login'),
        schema: {
          tags: ['account'],
          summary: `Sign in with a ${provider} ID token`,
          body: SocialLoginBodySchema,
          response: { 200: LoginAnswerSchema, 404: ErrorBodySchema, ...errors },
        },
      },
      async (request) =>
        service.socialLogin(provider, seenDevice(request.body, request.headers['user-agent']), request.ip),
    );
  }

  // Apple's web sign-in posts its answer as a form (response_mode=form_post); the page that asked finishes
  // the sign-in with the ID token, so this only hands the answer back in the fragment, which no server sees.
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    form.withTypeProvider<ZodTypeProvider>().post(
      '/v2/account/login/apple/callback',
      {
        config: limited,
        schema: {
          tags: ['account'],
          summary: "Apple's sign-in answer, handed back to the login page",
          body: AppleCallbackBodySchema,
        },
      },
      async (request, reply) => {
        const answer = new URLSearchParams({
          provider: 'apple',
          id_token: request.body.id_token,
          state: request.body.state,
        });
        return reply.redirect(`${publicUrl}/login#${answer}`, 303);
      },
    );
  });

  app.post(
    '/v2/account/renew',
    {
      config: limited,
      schema: { tags: ['account'], body: RenewBodySchema, response: { 200: AuthTokenSchema, ...errors } },
    },
    async (request) => service.renew(seenDevice(request.body, request.headers['user-agent'])),
  );

  app.post(
    '/v2/account/logout',
    { preHandler: authenticate, schema: { tags: ['account'], response: { 200: MessageSchema, ...errors } } },
    async (request) => {
      await service.logout(member(request));
      return ok('Logged out.');
    },
  );

  app.post(
    '/v2/account/change/email',
    {
      config: limited,
      preHandler: [authenticate, guarded('change-email')],
      schema: {
        tags: ['account'],
        body: ChangeEmailBodySchema,
        response: { 200: MessageSchema, ...passwordErrors },
      },
    },
    async (request) => {
      await service.startEmailChange(member(request), request.body);
      return ok('We have sent a code to your new address.');
    },
  );

  app.put(
    '/v1/email',
    {
      config: limited,
      preHandler: [authenticate, guarded('change-email')],
      schema: {
        tags: ['account'],
        body: EmailBodySchema,
        response: { 200: MessageSchema, ...passwordErrors },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await service.startEmailChange(member(request), { newEmail: email, password });
      return ok('We have sent a code to your new address.');
    },
  );

  app.post(
    '/v2/account/change/email/complete',
    {
      config: limited,
      preHandler: authenticate,
      schema: { tags: ['account'], body: CodeBodySchema, response: { 200: MessageSchema, ...errors } },
    },
    async (request) => {
      await service.completeEmailChange(member(request), request.body.code);
      return ok('Your email address has been changed.');
    },
  );

  app.delete(
    '/v1/userinfo',
    {
      config: limited,
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: 'Ask for the account to be erased after the grace period (the current password confirms it)',
        querystring: DeleteAccountQuerySchema,
        body: DeleteAccountBodySchema,
        response: {
          200: z.object({ deleteRequest: UserInfoSchema.shape.deleteRequest }),
          ...passwordErrors,
        },
      },
    },
    async (request) => ({
      deleteRequest: await service.requestDeletion(member(request), {
        password: request.body.password,
        reason: request.query.reason,
      }),
    }),
  );

  app.post(
    '/v2/account/forgotten-password/send',
    {
      config: limited,
      preHandler: guarded('forgotten-password'),
      schema: {
        tags: ['account'],
        body: ForgottenSendBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => ok(await service.sendPasswordReset(request.body.email)),
  );

  app.post(
    '/v2/account/forgotten-password/change',
    {
      config: limited,
      preHandler: guarded('forgotten-password'),
      schema: {
        tags: ['account'],
        body: ForgottenChangeBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return ok('Your password has been changed. Please log in.');
    },
  );

  app.post(
    '/v2/account/change/password',
    {
      config: limited,
      preHandler: [authenticate, guarded('change-password')],
      schema: {
        tags: ['account'],
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, ...passwordErrors },
      },
    },
    async (request) => {
      await service.changePassword(member(request), request.body);
      return ok('Your password has been changed.');
    },
  );

  app.post(
    '/v1/emailverify',
    {
      config: limited,
      schema: { tags: ['account'], body: EmailVerifyBodySchema, response: { 200: MessageSchema, ...errors } },
    },
    async (request) => {
      await service.verifyEmail(request.body.token);
      return ok('Your email address is verified.');
    },
  );

  app.post(
    '/v1/emailverify/resend',
    {
      config: limited,
      preHandler: authenticate,
      schema: { tags: ['account'], response: { 200: MessageSchema, ...errors } },
    },
    async (request) => {
      await service.resendVerification(member(request).userId);
      return ok('We have sent you a new verification link.');
    },
  );
};
