import { storage, type SignInAttempt } from '@/lib/storage';

export type Provider = SignInAttempt['provider'];

const randomState = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Each provider's OpenID Connect page for an ID token, so no script of theirs runs on this site. Google answers
 * the login page in the fragment; Apple posts its answer to the server, which hands it to the login page the
 * same way.
 */
const PROVIDERS: Record<
  Provider,
  (clientId: string, origin: string) => Record<string, string> & { url: string }
> = {
  google: (clientId, origin) => ({
    url: 'https://accounts.google.com/o/oauth2/v2/auth',
    client_id: clientId,
    redirect_uri: `${origin}/login`,
    response_type: 'id_token',
    scope: 'openid email profile',
    prompt: 'select_account',
  }),
  apple: (clientId, origin) => ({
    url: 'https://appleid.apple.com/auth/authorize',
    client_id: clientId,
    redirect_uri: `${origin}/v2/account/login/apple/callback`,
    response_type: 'code id_token',
    response_mode: 'form_post',
    scope: 'name email',
  }),
};

/** The provider's sign-in page; the state is kept in this tab to recognise the answer. */
export function providerSignInUrl(provider: Provider, clientId: string, origin: string): URL {
  const state = randomState();
  storage.signInAttempt.set({ provider, state });
  const { url, ...parameters } = PROVIDERS[provider](clientId, origin);
  const signInUrl = new URL(url);
  signInUrl.search = new URLSearchParams({ ...parameters, nonce: randomState(), state }).toString();
  return signInUrl;
}

/** The ID token in the fragment a provider came back with, if it answers this tab's attempt. Forgets the attempt. */
export function takeProviderIdToken(hash: string): { provider: Provider; idToken: string } | null {
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = answer.get('id_token');
  if (!idToken) return null;
  const attempt = storage.signInAttempt.get();
  storage.signInAttempt.remove();
  const provider = answer.get('provider') ?? 'google';
  return attempt?.provider === provider && attempt.state === answer.get('state')
    ? { provider: attempt.provider, idToken }
    : null;
}
