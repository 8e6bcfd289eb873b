import { describe, expect, it } from 'vitest';
import { createMediaUrlSigner, sharedExpiry } from './signed-urls';

const signer = createMediaUrlSigner({ secret: 'x'.repeat(48) });
const now = new Date('2025-01-01T12:00:00Z');
const later = new Date('2025-01-01T13:00:00Z');
const scope = '/media/asset-1/';

function presented(signature: { scope: string; exp: number; sig: string }) {
  return { scope: signature.scope, exp: String(signature.exp), sig: signature.sig };
}

describe('signed media URLs', () => {
  const signature = signer.sign(scope, later);

  it('authorizes every file under the scope until it expires', () => {
    expect(signer.verify('/media/asset-1/master.m3u8', presented(signature), now)).toBe('ok');
    expect(signer.verify('/media/asset-1/video/720p/seg_00001.m4s', presented(signature), now)).toBe('ok');
  });

  it('refuses an expired signature', () => {
    expect(signer.verify('/media/asset-1/master.m3u8', presented(signature), later)).toBe('expired');
  });

  it('refuses a tampered signature or expiry', () => {
    const flipped = `${signature.sig.slice(0, -1)}${signature.sig.endsWith('A') ? 'B' : 'A'}`;
    const path = '/media/asset-1/master.m3u8';
    expect(signer.verify(path, { ...presented(signature), sig: flipped }, now)).toBe('tampered');
    expect(signer.verify(path, { ...presented(signature), exp: String(signature.exp + 3600) }, now)).toBe(
      'tampered',
    );
    expect(signer.verify(path, { ...presented(signature), scope: '/media/' }, now)).toBe('tampered');
    expect(signer.verify(path, { scope }, now)).toBe('tampered');
    expect(signer.verify(path, { ...presented(signature), exp: '1e12' }, now)).toBe('tampered');
  });

  it('refuses a signature made with another secret', () => {
    const other = createMediaUrlSigner({ secret: 'y'.repeat(48) }).sign(scope, later);
    expect(signer.verify('/media/asset-1/master.m3u8', presented(other), now)).toBe('tampered');
  });

  it.each([
    [
      'paths outside the scope',
      ['/media/asset-2/master.m3u8', '/media/asset-10/master.m3u8', '/media/asset-1', '/media/asset-1/'],
    ],
    [
      'path traversal, plain or percent-encoded',
      [
        '/media/asset-1/../asset-2/master.m3u8',
        '/media/asset-1/%2e%2e/asset-2/master.m3u8',
        '/media/asset-1/..%2fasset-2/master.m3u8',
        '/media/asset-1/./master.m3u8',
        '/media/asset-1//master.m3u8',
        '/media/asset-1/%zz',
      ],
    ],
  ])('refuses %s', (_, paths) => {
    for (const path of paths) expect(signer.verify(path, presented(signature), now), path).toBe('wrong-path');
  });

  it('only signs folders under the mount', () => {
    expect(() => signer.sign('/media/asset-1', later)).toThrow();
    expect(() => signer.sign('/other/asset-1/', later)).toThrow();
    expect(() => signer.sign('/media/../', later)).toThrow();
  });

  it('carries the token in the path, so relative playlist URIs keep it', () => {
    const master = signer.signedPath(signature, '/media/asset-1/master.m3u8');
    expect(master).toMatch(/^\/media\/\d+\.[\w-]+\.[\w-]+\/asset-1\/master\.m3u8$/);
    const segment = new URL('video/720p/seg_00001.m4s', `https://cdn.example${master}`).pathname;
    expect(signer.verifySignedPath(segment, now)).toEqual({
      check: 'ok',
      path: '/media/asset-1/video/720p/seg_00001.m4s',
      expiresAt: new Date(signature.exp * 1000),
    });
    expect(signer.verifySignedPath(master, later).check).toBe('expired');
    const escaped = new URL('../../asset-2/master.m3u8', `https://cdn.example${master}`).pathname;
    expect(signer.verifySignedPath(escaped, now).check).toBe('tampered');
    const moved = master.replace('/asset-1/', '/asset-2/');
    expect(signer.verifySignedPath(moved, now).check).toBe('wrong-path');
    expect(signer.verifySignedPath('/media/asset-1/master.m3u8', now).check).toBe('tampered');
  });

  it('refuses a short secret', () => {
    expect(() => createMediaUrlSigner({ secret: 'short' })).toThrow();
  });
});

describe('sharedExpiry', () => {
  it('gives every grant in a window the same expiry, at least one window away', () => {
    const a = sharedExpiry(new Date('2025-01-01T12:00:01Z'), 3600);
    const b = sharedExpiry(new Date('2025-01-01T12:59:59Z'), 3600);
    expect(a).toEqual(new Date('2025-01-01T14:00:00Z'));
    expect(b).toEqual(a);
  });
});
