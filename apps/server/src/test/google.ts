import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

/**
 * Google's key server, made for a test: the app started with `env` accepts the sign-in tokens `idToken` signs.
 */
export async function startFakeGoogle() {
  const keys = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => res.end(JSON.stringify({ keys: [publicJwk] })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { GOOGLE_CLIENT_ID: 'crewcast-web', GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks` },
    /** A Google ID token carrying `claims`, for the app's client id unless another audience is given. */
    idToken: (claims: Record<string, unknown>, audience = 'crewcast-web') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(audience)
        .setSubject(String(claims.sub ?? 'google-user-1'))
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(keys.privateKey),
    close: () => server.close(),
  };
}
