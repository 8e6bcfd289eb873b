import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyRow } from './two-factor.repository';

/** WebAuthn options as JSON for the browser; `challenge` is what its answer must sign. */
export type WebAuthnOptions = { challenge: string } & Record<string, unknown>;

/** A credential as stored: what authentication needs from it. */
type StoredPasskey = Pick<PasskeyRow, 'credentialId' | 'publicKey' | 'counter' | 'transports'>;

/**
 * The site as a WebAuthn relying party: its id is PUBLIC_URL's host name and the one origin it accepts is
 * PUBLIC_URL's, so a passkey made here answers only this site.
 */
export function createRelyingParty(publicUrl: string, name: string) {
  const { hostname: rpID, origin } = new URL(publicUrl);
  const descriptors = (stored: StoredPasskey[]) =>
    stored.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports }));

  return {
    async registrationOptions(
      member: { id: string; email: string; displayName: string },
      existing: StoredPasskey[],
    ): Promise<WebAuthnOptions> {
      const options = await generateRegistrationOptions({
        rpName: name,
        rpID,
        userName: member.email,
        userDisplayName: member.displayName,
        userID: new TextEncoder().encode(member.id),
        attestationType: 'none',
        excludeCredentials: descriptors(existing),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      return { ...options };
    },

    /** The new credential, or undefined when the answer does not verify against the challenge. */
    async verifyRegistration(credential: unknown, expectedChallenge: string) {
      const result = await verifyRegistrationResponse({
        response: credential as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!result?.verified) return undefined;
      const { id, publicKey, counter, transports } = result.registrationInfo.credential;
      return {
        credentialId: id,
        publicKey: Buffer.from(publicKey).toString('base64url'),
        counter,
        transports: transports ?? [],
      };
    },

    async authenticationOptions(stored: StoredPasskey[]): Promise<WebAuthnOptions> {
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: descriptors(stored),
        userVerification: 'preferred',
      });
      return { ...options };
    },

    /** The stored passkey that signed the challenge and its new counter, or undefined. */
    async verifyAuthentication<Passkey extends StoredPasskey>(
      answer: { id: string },
      expectedChallenge: string,
      stored: Passkey[],
    ): Promise<{ passkey: Passkey; counter: number } | undefined> {
      const passkey = stored.find((candidate) => candidate.credentialId === answer.id);
      if (!passkey) return undefined;
      const result = await verifyAuthenticationResponse({
        response: answer as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: false,
      }).catch(() => undefined);
      return result?.verified ? { passkey, counter: result.authenticationInfo.newCounter } : undefined;
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
