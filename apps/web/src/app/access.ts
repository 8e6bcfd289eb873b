import { redirect, type LoaderFunctionArgs } from 'react-router';
import { areMenusHidden } from '@/lib/menus';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';
import { isAuthenticated, startOverrideSession } from '@/lib/session';
import { storage } from '@/lib/storage';

/**
 * SPEC section 2 route access types. 'public' pages are open to everyone; 'no-auth' ones only to visitors who
 * are not logged in; 'auth' ones need a login; 'override' ones also accept a token handed over by a mobile app.
 */
export type AccessType = 'public' | 'no-auth' | 'auth' | 'override';

const OVERRIDE_TOKEN_PARAM = 'token';
const OVERRIDE_DEVICE_PARAM = 'deviceIdentifier';

const relativeUrl = (url: URL) => url.pathname + url.search + url.hash;

/**
 * Where a visitor without a login goes instead of the page at `url`, remembering the page for after login. Pages
 * inside a mobile app (or with hidden menus) cannot show the site's login: the app is asked to sign the member in
 * (requiresLogin), and the page says meanwhile that it cannot go on.
 */
function loginRedirect(url: URL): string {
  if (areMenusHidden(url.href)) {
    callMobileApp('requiresLogin');
    return paths.somethingWentWrong(true);
  }
  storage.afterLoginUrl.set(relativeUrl(url));
  return paths.login();
}

/** Takes an app-supplied token out of the URL into storage, so it is neither bookmarked nor shared. */
function acceptOverrideToken(url: URL): string | null {
  const token = url.searchParams.get(OVERRIDE_TOKEN_PARAM);
  if (!token) return null;
  startOverrideSession(token, url.searchParams.get(OVERRIDE_DEVICE_PARAM));
  const clean = new URL(url);
  clean.searchParams.delete(OVERRIDE_TOKEN_PARAM);
  clean.searchParams.delete(OVERRIDE_DEVICE_PARAM);
  return relativeUrl(clean);
}

/** Where a request for `url` must go instead, or null when the page may be shown. */
export function accessRedirect(access: AccessType, url: URL): string | null {
  switch (access) {
    case 'public':
      return null;
    case 'no-auth':
      return isAuthenticated() ? paths.home() : null;
    case 'auth':
      return isAuthenticated() ? null : loginRedirect(url);
    case 'override':
      return acceptOverrideToken(url) ?? (isAuthenticated() ? null : loginRedirect(url));
  }
}

/** A route loader enforcing an access type before the page (or its code) loads. */
export function accessLoader(access: AccessType) {
  return ({ request }: LoaderFunctionArgs) => {
    const target = accessRedirect(access, new URL(request.url));
    if (target) throw redirect(target);
    return null;
  };
}
