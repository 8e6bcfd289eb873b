import { AuthTokenSchema, MessageSchema } from '@crewcast/contracts/account';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  ConfirmTotpBodySchema,
  ConsoleAccessSchema,
  FactorProofBodySchema,
  PasskeyOptionsSchema,
  PasskeyParamsSchema,
  RecoveryCodesSchema,
  RegisterPasskeyBodySchema,
  SecondStepBodySchema,
  SetUpFactorBodySchema,
  TotpEnrolmentSchema,
  TwoFactorStatusSchema,
} from '@crewcast/contracts/two-factor';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import { seenDevice } from '../devices/devices.module';
import { consoleActions } from '../../http/console-action';
import type { ConsoleGuards } from '../../http/roles';
import type { TwoFactorService } from './two-factor.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  423: ErrorBodySchema,
};
const tags = ['two-factor'];

export interface TwoFactorRoutesOptions {
  service: TwoFactorService;
  authenticate: preHandlerHookHandler;
  guards: ConsoleGuards;
  rateLimit: { max: number; timeWindow: string };
}

/** A member's second factors, the login's second step, and the console's check of the session. */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { service, authenticate, guards, rateLimit },
) => {
  const limited = { rateLimit };

  app.post(
    '/v2/account/login/second-factor',
    {
      config: limited,
      schema: {
        tags,
        summary: "A login's second step: a code from the app, a recovery code or a passkey",
        body: SecondStepBodySchema,
        response: { 200: AuthTokenSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      service.completeLogin(seenDevice(request.body, request.headers['user-agent']), request.ip),
  );

  app.get(
    '/v2/account/two-factor',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The member's second factors",
        response: { 200: TwoFactorStatusSchema, ...errors },
      },
    },
    async (request) => service.status(member(request)),
  );

  app.post(
    '/v2/account/two-factor/totp',
    {
      config: limited,
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Starts setting up an authenticator app (with the password; the address must be confirmed)',
        body: SetUpFactorBodySchema,
        response: { 200: TotpEnrolmentSchema, ...errors },
      },
    },
    async (request) => service.startTotp(member(request), request.body.password),
  );

  app.post(
    '/v2/account/two-factor/totp/confirm',
    {
      config: limited,
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Confirms the authenticator app with a code from it',
        body: ConfirmTotpBodySchema,
        response: { 200: RecoveryCodesSchema, ...errors },
      },
    },
    async (request) => service.confirmTotp(member(request), request.body.code),
  );

  app.delete(
    '/v2/account/two-factor/totp',
    {
      config: limited,
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Removes the authenticator app (with the password or a current code)',
        body: FactorProofBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.removeTotp(member(request), request.body, request.ip);
      return { message: 'The authenticator app is removed.' };
    },
  );

  app.post(
    '/v2/account/two-factor/passkeys/options',
    {
      config: limited,
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          'What the browser needs to make a passkey (with the password; the address must be confirmed)',
        body: SetUpFactorBodySchema,
        response: { 200: PasskeyOptionsSchema, ...errors },
      },
    },
    async (request) => service.passkeyOptions(member(request), request.body.password),
  );

  app.post(
    '/v2/account/two-factor/passkeys',
    {
      config: limited,
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Keeps the passkey the browser made',
        body: RegisterPasskeyBodySchema,
        response: { 200: RecoveryCodesSchema, ...errors },
      },
    },
    async (request) => service.registerPasskey(member(request), request.body.name, request.body.credential),
  );

  app.delete(
    '/v2/account/two-factor/passkeys/:passkeyId',
    {
      config: limited,
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Removes a passkey (with the password or a current code)',
        params: PasskeyParamsSchema,
        body: FactorProofBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.removePasskey(member(request), request.params.passkeyId, request.body, request.ip);
      return { message: 'The passkey is removed.' };
    },
  );

  app.post(
    '/v2/account/two-factor/recovery-codes',
    {
      config: limited,
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'A new set of recovery codes (with the password or a current code)',
        body: FactorProofBodySchema,
        response: { 200: RecoveryCodesSchema, ...errors },
      },
    },
    async (request) => service.regenerateRecoveryCodes(member(request), request.body, request.ip),
  );

  const consoleAction = consoleActions(app, guards, {
    role: 'staff',
    tag: 'admin: access',
    refusals: [400, 404, 409, 423],
  });

  consoleAction(
    'GET /v1/admin/access',
    {
      summary: 'Whether this session may use the console (refused with TWO_FACTOR_REQUIRED until it may)',
      response: ConsoleAccessSchema,
    },
    async () => ({ allowed: true as const }),
  );
};
