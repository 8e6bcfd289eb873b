import { AccountType } from '@crewcast/contracts/constants/account';

/** Who may open a console area: 'staff' is Official and Creator accounts, 'official' Official alone. */
export type ConsoleRole = 'staff' | 'official';

export interface ConsoleArea {
  path: string;
  /** String slugs of the area's name and its one-line description. */
  label: string;
  description: string;
  role: ConsoleRole;
}

export const CONSOLE_HOME_PATH = '/admin';

/** The console's areas, in menu order; an area appears once its screens exist (its route is listed). */
export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  {
    path: '/admin/analytics',
    label: 'console.area.analytics',
    description: 'console.area.analytics.description',
    role: 'staff',
  },
  {
    path: '/admin/live',
    label: 'console.area.live',
    description: 'console.area.live.description',
    role: 'staff',
  },
  {
    path: '/admin/chat',
    label: 'console.area.chat',
    description: 'console.area.chat.description',
    role: 'staff',
  },
  {
    path: '/admin/members',
    label: 'console.area.members',
    description: 'console.area.members.description',
    role: 'staff',
  },
  {
    path: '/admin/badges',
    label: 'console.area.badges',
    description: 'console.area.badges.description',
    role: 'staff',
  },
  {
    path: '/admin/bingo',
    label: 'console.area.bingo',
    description: 'console.area.bingo.description',
    role: 'staff',
  },
  {
    path: '/admin/catalog',
    label: 'console.area.catalog',
    description: 'console.area.catalog.description',
    role: 'staff',
  },
  {
    path: '/admin/home',
    label: 'console.area.catalogHome',
    description: 'console.area.catalogHome.description',
    role: 'staff',
  },
  {
    path: '/admin/greenlight',
    label: 'console.area.greenlight',
    description: 'console.area.greenlight.description',
    role: 'staff',
  },
  {
    path: '/admin/site',
    label: 'console.area.site',
    description: 'console.area.site.description',
    role: 'staff',
  },
  {
    path: '/admin/billing',
    label: 'console.area.billing',
    description: 'console.area.billing.description',
    role: 'staff',
  },
  {
    path: '/admin/health',
    label: 'console.area.health',
    description: 'console.area.health.description',
    role: 'official',
  },
  {
    path: '/admin/notifications',
    label: 'console.area.notifications',
    description: 'console.area.notifications.description',
    role: 'staff',
  },
  {
    path: '/admin/audit',
    label: 'console.area.audit',
    description: 'console.area.audit.description',
    role: 'staff',
  },
];

export function mayUseConsole(accountType: number | undefined, role: ConsoleRole = 'staff'): boolean {
  if (accountType === AccountType.Official) return true;
  return role === 'staff' && accountType === AccountType.Creator;
}
