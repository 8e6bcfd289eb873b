import { createRemoteJWKSet, jwtVerify } from 'jose';

export type Provider = 'google' | 'apple';

export interface ProviderSettings {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}

export interface ProviderIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
}

/** Verifies Google and Apple ID tokens against each provider's published keys and our client id. */
export function createSignInProviders(settings: Partial<Record<Provider, ProviderSettings>>) {
  const keySets = new Map(
    Object.entries(settings).map(([provider, value]) => [
      provider,
      createRemoteJWKSet(new URL(value.jwksUrl)),
    ]),
  );

  return {
    enabled(provider: Provider): boolean {
      return Boolean(settings[provider]?.clientId);
    },

    clientIds(): Record<Provider, string> {
      return { google: settings.google?.clientId ?? '', apple: settings.apple?.clientId ?? '' };
    },

    /** The identity in a valid ID token, or undefined for any token that does not check out. */
    async verify(provider: Provider, idToken: string): Promise<ProviderIdentity | undefined> {
      const setting = settings[provider];
      const keys = keySets.get(provider);
      if (!setting?.clientId || !keys) return undefined;
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          audience: setting.clientId,
          issuer: setting.issuers,
        });
        if (!payload.sub || typeof payload.email !== 'string') return undefined;
        const verified = payload.email_verified === true || payload.email_verified === 'true';
        return { subject: payload.sub, email: payload.email.toLowerCase(), emailVerified: verified };
      } catch {
        return undefined;
      }
    },
  };
}

export type SignInProviders = ReturnType<typeof createSignInProviders>;
