/**
 * `value` as a path of this site to go to (path, query and hash), or null when it is not one: an address
 * elsewhere ('https://…', '//host', '/\host', which browsers read as '//host'), a relative path or anything
 * else. Every page the app returns a member to after a detour (login, payment) goes through here.
 */
export function sitePath(value: string | null | undefined, origin = window.location.origin): string | null {
  if (!value?.startsWith('/') || /[\\\s]/.test(value)) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
