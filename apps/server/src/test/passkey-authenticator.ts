import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** The few CBOR kinds WebAuthn's attestation needs: integers, text, byte strings and maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A software passkey (ES256, no attestation) for route tests: it answers the options the server hands out as a
 * browser with a platform authenticator would, for the site at `origin`.
 */
export function createSoftwarePasskey(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const rpIdHash = sha256(new URL(origin).hostname);
  let signCount = 0;

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counter = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(signCount);
    return bytes;
  };

  return {
    id: b64url(credentialId),

    /** The browser's answer to registration options. */
    register(options: { challenge: string }) {
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]), // user present, user verified, credential data included
        counter(),
        Buffer.alloc(16), // no AAGUID
        idLength,
        credentialId,
        cbor(coseKey),
      ]);
      const attestation = new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(cbor(attestation)),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /** The browser's answer to authentication options: the challenge signed with the passkey. */
    authenticate(options: { challenge: string }) {
      signCount += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counter()]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
