import { AuthTokenSchema, MessageSchema } from '@crewcast/contracts/account';
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
import { consoleActions } from '../../http/console-action';
import { memberActions } from '../../http/member-action';
import type { ConsoleGuards } from '../../http/roles';
import { addAction, type ErrorStatus } from '../../http/route-action';
import { seenDevice } from '../devices/devices.module';
import type { TwoFactorService } from './two-factor.service';

const tag = 'two-factor';
const refusals: ErrorStatus[] = [400, 403, 404, 409, 423];

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
  addAction(
    app,
    { tags: [tag], errors: [...refusals, 401, 429], config: { rateLimit } },
    'POST /v2/account/login/second-factor',
    {
      summary: "A login's second step: a code from the app, a recovery code or a passkey",
      body: SecondStepBodySchema,
      response: AuthTokenSchema,
    },
    async ({ request, body }) =>
      service.completeLogin(seenDevice(body, request.headers['user-agent']), request.ip),
  );

  const action = memberActions(app, { tag, refusals, authenticate, rateLimit });

  action(
    'GET /v2/account/two-factor',
    { summary: "The member's second factors", response: TwoFactorStatusSchema },
    async ({ member }) => service.status(member),
  );

  action(
    'POST /v2/account/two-factor/totp',
    {
      summary: 'Starts setting up an authenticator app (with the password; the address must be confirmed)',
      limited: true,
      body: SetUpFactorBodySchema,
      response: TotpEnrolmentSchema,
    },
    async ({ member, body }) => service.startTotp(member, body.password),
  );

  action(
    'POST /v2/account/two-factor/totp/confirm',
    {
      summary: 'Confirms the authenticator app with a code from it',
      limited: true,
      body: ConfirmTotpBodySchema,
      response: RecoveryCodesSchema,
    },
    async ({ member, body }) => service.confirmTotp(member, body.code),
  );

  action(
    'DELETE /v2/account/two-factor/totp',
    {
      summary: 'Removes the authenticator app (with the password or a current code)',
      limited: true,
      body: FactorProofBodySchema,
      response: MessageSchema,
    },
    async ({ member, body, request }) => {
      await service.removeTotp(member, body, request.ip);
      return { message: 'The authenticator app is removed.' };
    },
  );

  action(
    'POST /v2/account/two-factor/passkeys/options',
    {
      summary: 'What the browser needs to make a passkey (with the password; the address must be confirmed)',
      limited: true,
      body: SetUpFactorBodySchema,
      response: PasskeyOptionsSchema,
    },
    async ({ member, body }) => service.passkeyOptions(member, body.password),
  );

  action(
    'POST /v2/account/two-factor/passkeys',
    {
      summary: 'Keeps the passkey the browser made',
      limited: true,
      body: RegisterPasskeyBodySchema,
      response: RecoveryCodesSchema,
    },
    async ({ member, body }) => service.registerPasskey(member, body.name, body.credential),
  );

  action(
    'DELETE /v2/account/two-factor/passkeys/:passkeyId',
    {
      summary: 'Removes a passkey (with the password or a current code)',
      limited: true,
      params: PasskeyParamsSchema,
      body: FactorProofBodySchema,
      response: MessageSchema,
    },
    async ({ member, params, body, request }) => {
      await service.removePasskey(member, params.passkeyId, body, request.ip);
      return { message: 'The passkey is removed.' };
    },
  );

  action(
    'POST /v2/account/two-factor/recovery-codes',
    {
      summary: 'A new set of recovery codes (with the password or a current code)',
      limited: true,
      body: FactorProofBodySchema,
      response: RecoveryCodesSchema,
    },
    async ({ member, body, request }) => service.regenerateRecoveryCodes(member, body, request.ip),
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
