/** Only web addresses may be opened from a link the app was handed; javascript:, data: and the like never. */
export function parseExternalUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Leaves the site for an external page, replacing the redirecting route in the history. */
export function leaveSite(url: URL): void {
  window.location.replace(url.href);
}

/** Opens a page of an outside service (a payment provider's checkout), from which the member comes back. */
export function visitExternalPage(url: URL): void {
  window.location.assign(url.href);
}
