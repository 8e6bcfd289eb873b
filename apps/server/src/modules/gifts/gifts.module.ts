import type { BillingModule } from '../billing/billing.module';
import type { MailModule } from '../mail/mail.module';
import { defineModule, type ModuleContext } from '../module';
import type { UsersModule } from '../users/users.module';
import { giftsAdminRoutes } from './gifts.admin.routes';
import { createGiftsAdminService } from './gifts.admin.service';
import { giftsRoutes } from './gifts.routes';
import { createGiftsService } from './gifts.service';

export { giftDescription } from './gifts.service';

/** Gifted subscriptions: bought by one member, redeemed by another. */
export function createGiftsModule(
  deps: Pick<ModuleContext, 'db' | 'publicUrl'> & {
    billing: BillingModule;
    mail: MailModule;
    /** The users module, built after this one. */
    users: () => UsersModule;
  },
) {
  const { db, publicUrl, billing, mail } = deps;
  const users = () => deps.users().service;
  const service = createGiftsService({
    db,
    billing: billing.service,
    provider: billing.provider,
    publicUrl,
    sendGift: (to, gift) => mail.service.sendGift(to, gift),
    displayNameOf: async (userId) => (await users().findOrFail(userId)).displayName,
    emailOf: async (userId) => (await users().findOrFail(userId)).email,
  });
  return defineModule({
    service,
    routes: async (app, { authenticate, rateLimit }) =>
      void (await app.register(giftsRoutes, { service, authenticate, rateLimit })),
    adminRoutes: async (app, { guards }) => {
      await app.register(giftsAdminRoutes, {
        service: createGiftsAdminService({
          db,
          contactsOf: (userIds) => users().contactsOf(userIds),
          idsByEmail: (text, limit) => users().idsByEmail(text, limit),
        }),
        guards,
      });
    },
  });
}

export type GiftsModule = ReturnType<typeof createGiftsModule>;
