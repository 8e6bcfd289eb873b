import { z } from 'zod';

export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  DISPLAY_NAME_MIN_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  AccountType,
  INTEGRITY_HEADER,
} from './constants/account';

export const DeviceInputSchema = z.object({
  deviceIdentifier: z.string().trim().min(8).max(128),
  platform: z.enum(['web', 'ios', 'android', 'tv']).default('web'),
  model: z.string().trim().min(1).max(120),
});
export type DeviceInput = z.infer<typeof DeviceInputSchema>;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address.' }).max(254));
// Length rules are checked in the service so the SPEC's own message reaches the user.
const password = z.string().max(1024);

export const RegisterBodySchema = z.object({
  displayName: z.string(),
  email,
  password,
  device: DeviceInputSchema,
});
export const LoginBodySchema = z.object({
  email,
  password: z.string().min(1).max(1024),
  device: DeviceInputSchema,
});
export const SocialLoginBodySchema = z.object({
  token: z.string().min(1).max(8192),
  displayName: z.string().optional(),
  device: DeviceInputSchema,
});
export const RenewBodySchema = z.object({
  refreshToken: z.string().min(1).max(256),
  device: DeviceInputSchema,
  userId: z.uuid(),
});
/** The member's current password, asked again before the address moves or the account is deleted. */
export const CurrentPasswordSchema = z.string().min(1).max(1024);
export const ChangeEmailBodySchema = z.object({ newEmail: email, password: CurrentPasswordSchema });
export const CodeBodySchema = z.object({ code: z.string().trim().min(1).max(64) });
export const ForgottenSendBodySchema = z.object({ email });
export const ForgottenChangeBodySchema = z.object({
  code: z.string().trim().min(1).max(64),
  passwordNew: password,
  email,
});
export const ChangePasswordBodySchema = z.object({
  passwordOld: z.string().min(1).max(1024),
  passwordNew: password,
  email,
});

export const AuthTokenSchema = z.object({
  token: z.string(),
  tokenExpiry: z.string(),
  refreshToken: z.string(),
  refreshExpiry: z.string(),
  userId: z.uuid(),
});
export type AuthToken = z.infer<typeof AuthTokenSchema>;

export const INTEGRITY_ACTIONS = [
  'register',
  'login',
  'social-login',
  'forgotten-password',
  'change-email',
  'change-password',
] as const;
export type IntegrityAction = (typeof INTEGRITY_ACTIONS)[number];

export const IntegrityBodySchema = z.object({ action: z.enum(INTEGRITY_ACTIONS) });
export const IntegrityChallengeSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    algorithm: z.string(),
    challenge: z.string(),
    salt: z.string(),
    signature: z.string(),
    maxnumber: z.number().int(),
  }),
  z.object({ provider: z.literal('turnstile'), siteKey: z.string() }),
]);
export type IntegrityChallenge = z.infer<typeof IntegrityChallengeSchema>;

export const SignInProvidersSchema = z.object({ google: z.string(), apple: z.string() });

export const MessageSchema = z.object({ message: z.string() });
