import { z } from 'zod';
import { AuthTokenSchema, DeviceInputSchema } from './account';
import { PASSKEY_NAME_MAX_LENGTH, SECOND_FACTOR_METHODS } from './constants/two-factor';

export {
  PASSKEY_NAME_MAX_LENGTH,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_METHODS,
  TOTP_DIGITS,
  type SecondFactorMethod,
} from './constants/two-factor';

/** A code from an authenticator app or a recovery code; spaces and dashes a member types are ignored. */
const code = z.string().trim().min(1).max(64);

/** WebAuthn's JSON forms (options and the browser's answers), checked in full by the WebAuthn library. */
const webAuthnJson = z.looseObject({});
const credentialJson = z.looseObject({
  id: z.string().min(1).max(2048),
  rawId: z.string().min(1).max(2048),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
});

export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const TwoFactorStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(PasskeySchema),
  recoveryCodesLeft: z.number().int(),
  /** Whether this session was signed in (or has since proved) a second factor. */
  sessionVerified: z.boolean(),
  /** Whether the console asks this account for a second factor (site setting, Official and Creator accounts). */
  requiredForConsole: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TotpEnrolmentSchema = z.object({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  /** The otpauth:// address an authenticator app opens. */
  uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

/** Setting up an app or a passkey starts with the current password (a session alone may have been taken). */
export const SetUpFactorBodySchema = z.object({ password: z.string().min(1).max(1024) });
export type SetUpFactorBody = z.infer<typeof SetUpFactorBodySchema>;

export const ConfirmTotpBodySchema = z.object({ code });

/** Recovery codes shown once; empty when the account already had codes. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** The current password, or a current second factor (a code from the app or a recovery code). */
export const FactorProofBodySchema = z
  .object({ password: z.string().min(1).max(1024).optional(), code: code.optional() })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: 'Enter your password or a code.',
    path: ['password'],
  });
export type FactorProof = z.infer<typeof FactorProofBodySchema>;

export const PasskeyOptionsSchema = webAuthnJson;
export const RegisterPasskeyBodySchema = z.object({
  name: z.string().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH),
  credential: credentialJson,
});
export const PasskeyParamsSchema = z.object({ passkeyId: z.uuid() });

/** Password login's answer for an account with a second factor: the step that must follow, instead of tokens. */
export const SecondFactorChallengeSchema = z.object({
  secondFactor: z.object({
    challenge: z.string(),
    expiresAt: z.string(),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    /** For an account with passkeys: what the browser's navigator.credentials.get needs. */
    passkeyOptions: webAuthnJson.optional(),
  }),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallengeSchema>;

export const LoginAnswerSchema = z.union([AuthTokenSchema, SecondFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const SecondStepBodySchema = z
  .object({
    challenge: z.string().min(1).max(256),
    device: DeviceInputSchema,
    code: code.optional(),
    passkey: credentialJson.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.passkey === undefined), {
    message: 'Send a code or a passkey.',
    path: ['code'],
  });

export const ConsoleAccessSchema = z.object({ allowed: z.literal(true) });
