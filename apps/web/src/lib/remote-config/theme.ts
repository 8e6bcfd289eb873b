import { THEME_VARIABLES } from '@crewcast/contracts/constants/config';
import { api } from '@/lib/api-client';
import { START_UP_CACHE } from './get-remote-config';

const THEME_ELEMENT_ID = 'crewcast-theme';
const DECLARATION = /(--[\w-]+)\s*:\s*([^;{}<>]+)/g;

/**
 * Keeps only the DESIGN.md theme variables of the remote CSS, so a network can re-colour the site but cannot
 * restyle or hide arbitrary parts of it.
 */
export function themeRule(css: string): string {
  const allowed: readonly string[] = THEME_VARIABLES;
  const declarations = [...css.matchAll(DECLARATION)]
    .filter(([, name]) => allowed.includes(name ?? ''))
    .map(([, name, value]) => `${name}:${value?.trim()}`);
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}

export function applyTheme(css: string): void {
  const element = document.getElementById(THEME_ELEMENT_ID) ?? document.createElement('style');
  element.id = THEME_ELEMENT_ID;
  element.textContent = themeRule(css);
  // Appended last so it wins over the defaults in the bundled stylesheet.
  document.head.append(element);
}

/** GET /v1/remoteconfig/css; the site keeps its default theme if the request fails. */
export async function loadTheme(): Promise<void> {
  try {
    applyTheme(await api.contentCache.getText('/v1/remoteconfig/css', { cache: START_UP_CACHE }));
  } catch (error) {
    console.warn('Theme CSS unavailable, keeping the default theme', error);
  }
}
