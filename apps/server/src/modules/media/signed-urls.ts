// Expiring, path-scoped media URLs. One signature authorizes every file under a folder such as
// `/media/<assetId>/`, so a player can fetch the master playlist, media playlists, segments, captions and
// the sprite with the same grant. The token travels inside the path, right after the mount:
//
//   /media/<token>/<assetId>/video/720p/seg_00001.m4s
//
// Playlists, the MPD and the sprite cues name their files relatively, and a relative URI resolves inside
// `/media/<token>/<assetId>/`, so every file a player derives carries the token with no manifest rewriting.
// (A query-string token would be dropped by relative resolution, forcing every manifest to be rewritten on
// each request.) Tokens are not per viewer: with `sharedExpiry`, everyone watching an asset within one
// window gets the same URLs, so a CDN keeps one copy of each segment.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UrlSignature {
  /** Folder the signature covers, starting and ending with `/`. */
  scope: string;
  /** Unix seconds after which the signature is refused. */
  exp: number;
  /** base64url HMAC-SHA256 of scope and exp. */
  sig: string;
}

/** What a request presents: query values or a decoded token, any of them possibly missing. */
export type PresentedSignature = Partial<Record<keyof UrlSignature, string>>;

export type SignatureCheck = 'ok' | 'expired' | 'tampered' | 'wrong-path';

export interface MediaUrlSignerOptions {
  secret: string | Buffer;
  /** The route prefix media is served under; scopes must lie inside it. */
  mount?: string;
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]+)$/;

/**
 * The path's segments after percent-decoding, or undefined when any could escape a folder: `.`/`..`
 * (also as %2e%2e), empty segments, backslashes, NUL, or broken escapes.
 */
function decodedSegments(path: string): string[] | undefined {
  if (!path.startsWith('/')) return undefined;
  const segments: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[\\/\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

function isFolder(scope: string): boolean {
  return scope.endsWith('/') && decodedSegments(scope.slice(0, -1)) !== undefined;
}

/** An expiry shared by every grant made in the same window: valid for at least `ttlSeconds`, at most twice. */
export function sharedExpiry(now: Date, ttlSeconds: number): Date {
  const seconds = Math.ceil((now.getTime() / 1000 + ttlSeconds) / ttlSeconds) * ttlSeconds;
  return new Date(seconds * 1000);
}

export function createMediaUrlSigner({ secret, mount = '/media' }: MediaUrlSignerOptions) {
  if (!secret || secret.length < 32) throw new Error('The media URL secret must be at least 32 bytes.');
  const mountPrefix = `${mount.replace(/\/+$/, '')}/`;
  const mac = (scope: string, exp: number) =>
    createHmac('sha256', secret).update(`${scope}\n${exp}`).digest('base64url');

  function sign(scope: string, expiresAt: Date): UrlSignature {
    if (!scope.startsWith(mountPrefix) || !isFolder(scope)) {
      throw new Error(`A signing scope must be a folder under ${mountPrefix}: ${scope}`);
    }
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return { scope, exp, sig: mac(scope, exp) };
  }

  /** Checks a request path against a presented signature, in constant time for the MAC. */
  function verify(path: string, presented: PresentedSignature, now = new Date()): SignatureCheck {
    const { scope, exp, sig } = presented;
    if (!scope || !exp || !sig || !/^\d{1,12}$/.test(exp)) return 'tampered';
    const expected = Buffer.from(mac(scope, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered';
    const segments = decodedSegments(path);
    const scopeSegments = decodedSegments(scope.slice(0, -1));
    const inside =
      segments !== undefined &&
      scopeSegments !== undefined &&
      segments.length > scopeSegments.length &&
      scopeSegments.every((segment, index) => segments[index] === segment);
    if (!inside) return 'wrong-path';
    return Number(exp) * 1000 <= now.getTime() ? 'expired' : 'ok';
  }

  /** The URL path for a file under a signed scope: `/media/<assetId>/x` → `/media/<token>/<assetId>/x`. */
  function signedPath(signature: UrlSignature, path: string): string {
    const scopeSegment = Buffer.from(signature.scope).toString('base64url');
    const token = `${signature.exp}.${signature.sig}.${scopeSegment}`;
    if (!path.startsWith(mountPrefix)) throw new Error(`${path} is not under ${mountPrefix}`);
    return `${mountPrefix}${token}/${path.slice(mountPrefix.length)}`;
  }

  /**
   * Verifies a request path made by `signedPath`; `path` is the file's path without the token, `expiresAt` when
   * the signature it carries runs out.
   */
  function verifySignedPath(
    requestPath: string,
    now = new Date(),
  ): { check: SignatureCheck; path: string; expiresAt?: Date } {
    const rest = requestPath.startsWith(mountPrefix) ? requestPath.slice(mountPrefix.length) : '';
    const slash = rest.indexOf('/');
    const match = TOKEN.exec(slash > 0 ? rest.slice(0, slash) : '');
    const path = `${mountPrefix}${rest.slice(slash + 1)}`;
    if (!match) return { check: 'tampered', path };
    const [, exp, sig, scopeSegment = ''] = match;
    const scope = Buffer.from(scopeSegment, 'base64url').toString('utf8');
    const check = verify(path, { scope, exp, sig }, now);
    return check === 'ok' ? { check, path, expiresAt: new Date(Number(exp) * 1000) } : { check, path };
  }

  return { sign, verify, signedPath, verifySignedPath };
}

export type MediaUrlSigner = ReturnType<typeof createMediaUrlSigner>;
