import type { AccountModule } from '../account/account.module';
import type { AuditModule } from '../audit/audit.module';
import type { BadgesModule } from '../badges/badges.module';
import type { BillingModule } from '../billing/billing.module';
import type { DevicesModule } from '../devices/devices.module';
import { defineModule, type ModuleContext } from '../module';
import type { PointsModule } from '../points/points.module';
import type { UsersModule } from '../users/users.module';
import { membersAdminRoutes } from './members.admin.routes';
import { createMembersService } from './members.service';

/** The console's members: finding them, their account type, sessions, subscription, points and badges. */
export function createMembersModule(
  deps: Pick<ModuleContext, 'db' | 'events'> & {
    users: UsersModule;
    account: AccountModule;
    billing: BillingModule;
    points: PointsModule;
    devices: DevicesModule;
    badges: BadgesModule;
    audit: AuditModule;
  },
) {
  const { db, events, users, account, billing, points, devices, badges, audit } = deps;
  return defineModule({
    adminRoutes: async (app, { guards }) => {
      await app.register(membersAdminRoutes, {
        service: createMembersService({
          db,
          users: users.service,
          account: account.service,
          billing: billing.service,
          points: points.service,
          devices: devices.service,
          badges: badges.service,
          audit: audit.service,
          events,
        }),
        guards,
      });
    },
  });
}
