import { storage } from '@/lib/storage';

const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

/** Where Google sends the member back: the login page, which finishes the sign-in. */
const googleRedirectUri = (origin: string) => `${origin}/login`;

const randomState = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Google's OpenID Connect page for an ID token (implicit flow), so no script of Google's runs on this site. The
 * state is kept in this tab to recognise the answer.
 */
export function googleSignInUrl(clientId: string, origin: string): URL {
  const state = randomState();
  storage.signInAttempt.set({ provider: 'google', state });
  const url = new URL(GOOGLE_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: googleRedirectUri(origin),
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: randomState(),
    state,
    prompt: 'select_account',
  }).toString();
  return url;
}

/** The ID token in the fragment Google came back with, if it answers this tab's attempt. Forgets the attempt. */
export function takeGoogleIdToken(hash: string): string | null {
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = answer.get('id_token');
  if (!idToken) return null;
  const attempt = storage.signInAttempt.get();
  storage.signInAttempt.remove();
  return attempt?.provider === 'google' && attempt.state === answer.get('state') ? idToken : null;
}
