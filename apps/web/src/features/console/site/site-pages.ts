import type { ConsoleArea } from '../console-areas';

export const SITE_HOME_PATH = '/admin/site';
export const LANGUAGES_PATH = '/admin/site/languages';
export const languageStringsPath = (languageId: number) => `${LANGUAGES_PATH}/${languageId}`;

/** The Site area's screens: site-wide settings are for Official accounts, the FAQ for staff and creators too. */
export const SITE_PAGES: readonly ConsoleArea[] = [
  {
    path: '/admin/site/settings',
    label: 'console.site.settings.title',
    description: 'console.site.settings.description',
    role: 'official',
  },
  {
    path: '/admin/site/theme',
    label: 'console.site.theme.title',
    description: 'console.site.theme.description',
    role: 'official',
  },
  {
    path: '/admin/site/legal',
    label: 'console.site.legal.title',
    description: 'console.site.legal.description',
    role: 'official',
  },
  {
    path: '/admin/site/faq',
    label: 'console.site.faq.title',
    description: 'console.site.faq.description',
    role: 'staff',
  },
  {
    path: LANGUAGES_PATH,
    label: 'console.site.languages.title',
    description: 'console.site.languages.description',
    role: 'official',
  },
];
