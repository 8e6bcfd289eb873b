import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A browser's side of a push subscription: its key pair and auth secret, which decrypt what it is sent. */
export interface TestBrowser {
  ecdh: ECDH;
  auth: Buffer;
  /** What the browser hands the site (PushSubscription.toJSON()). */
  keys: { p256dh: string; auth: string };
}

export function testBrowser(): TestBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** A push message as the push service received it, its VAPID claims checked and its payload decrypted. */
export interface ReceivedPush {
  /** The path after /push/. */
  subscription: string;
  claims: { aud: string; exp: number; sub: string };
  payload: string;
  ttl: string | undefined;
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT signed by the key it names. */
function verifyVapid(authorization: string | undefined): ReceivedPush['claims'] {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [header, claims, signature] = (match[1] as string).split('.') as [string, string, string];
  const raw = Buffer.from(match[2] as string, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  return JSON.parse(Buffer.from(claims, 'base64url').toString());
}

/** Decrypts an aes128gcm body (RFC 8188) with the browser's keys (RFC 8291), a single record. */
function decrypt(body: Buffer, browser: TestBrowser): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding of zeros.
  return padded.subarray(0, padded.lastIndexOf(2)).toString();
}

/** A self-signed certificate for 127.0.0.1, made with openssl. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcast-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A push service on a local port, over https as every push service is (the `web-push` library speaks only https;
 * this process's https agent is told to trust the service's certificate): `/push/<name>` accepts a push for a browser the test registered under that name
 * (201), after checking its VAPID signature and decrypting it; `/gone/<name>` answers 410 as for an expired one.
 */
export async function startPushService() {
  const browsers = new Map<string, TestBrowser>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const certificate = selfSignedCertificate();
  https.globalAgent.options.ca = certificate.cert;
  const server = https.createServer(certificate, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const [, route, name = ''] = (request.url ?? '').split('/');
      if (route === 'gone') return void response.writeHead(410).end();
      try {
        const browser = browsers.get(name);
        if (!browser) throw new Error(`no browser ${name}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const claims = verifyVapid(request.headers.authorization);
        received.push({
          subscription: name,
          claims,
          payload: decrypt(Buffer.concat(chunks), browser),
          ttl: request.headers.ttl as string | undefined,
        });
        response.writeHead(201).end();
      } catch (error) {
        problems.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    problems,
    /** A new browser subscribed at this service; answers the subscription the browser hands the site. */
    subscribe(name: string, route: 'push' | 'gone' = 'push') {
      const browser = testBrowser();
      browsers.set(name, browser);
      return { endpoint: `${origin}/${route}/${name}`, keys: browser.keys };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
