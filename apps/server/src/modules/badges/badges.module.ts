import type { AuditModule } from '../audit/audit.module';
import type { BillingModule } from '../billing/billing.module';
import type { MediaModule } from '../media/media.module';
import { defineModule, type ModuleContext } from '../module';
import type { UsersModule } from '../users/users.module';
import { badgesAdminRoutes } from './badges.admin.routes';
import { defineBadgeJobs } from './badges.jobs';
import { badgesRoutes } from './badges.routes';
import { createBadgesService } from './badges.service';

/** Members' badges: earned, granted by staff, chosen to show; their art is published as the app starts. */
export async function createBadgesModule(
  deps: Pick<ModuleContext, 'db' | 'jobs' | 'clock'> & {
    media: MediaModule;
    audit: AuditModule;
    /** The users and billing modules, built after this one. */
    users: () => UsersModule;
    billing: () => BillingModule;
  },
) {
  const { users } = deps;
  const { storage } = deps.media;
  const service = createBadgesService({
    db: deps.db,
    storage,
    audit: deps.audit.service,
    findMember: async (emailOrId) => {
      const user = await users().service.findByEmailOrId(emailOrId);
      return user && { userId: user.id, displayName: user.displayName };
    },
    displayNamesOf: async (userIds) => {
      const authors = await users().service.repository.findAuthors(userIds);
      return new Map(authors.map((author) => [author.userId, author.displayName]));
    },
    subscribersSince: (start) => deps.billing().service.subscribersSince(start),
    clock: deps.clock,
  });
  await service.publishArt();
  defineBadgeJobs(deps.jobs, service);
  return defineModule({
    service,
    routes: async (app, { authenticate }) =>
      void (await app.register(badgesRoutes, { service, storage, authenticate })),
    adminRoutes: async (app, { guards }) => void (await app.register(badgesAdminRoutes, { service, guards })),
  });
}

export type BadgesModule = Awaited<ReturnType<typeof createBadgesModule>>;
