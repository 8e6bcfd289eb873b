import { AccountType } from '@crewcast/contracts/account';
import { deriveKey } from '../../secrets';
import { familyOpen } from '../account/account.module';
import type { BadgesModule } from '../badges/badges.module';
import type { BillingModule } from '../billing/billing.module';
import type { ConfigModule } from '../config/config.module';
import { defineModule, type ModuleContext } from '../module';
import type { PatreonModule } from '../patreon/patreon.module';
import type { PlaybackModule } from '../playback/playback.module';
import type { PointsModule } from '../points/points.module';
import type { WatchLaterModule } from '../watch-later/watch-later.module';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export { displayNameError, displayNameProblems } from './display-name';
export { createUsersRepository } from './users.repository';

/**
 * Members' profiles and the user info every client reads, which composes the points balance, the subscription,
 * the streams left and the episodes saved to watch later into the member's own statement.
 */
export function createUsersModule(
  deps: Pick<ModuleContext, 'db' | 'jobs' | 'events' | 'log'> & {
    /** The token-signing secret; user info is hashed with a key derived from it. */
    jwtSecret: string;
    siteConfig: ConfigModule;
    points: PointsModule;
    billing: BillingModule;
    patreon: PatreonModule;
    playback: PlaybackModule;
    watchLater: WatchLaterModule;
    badges: BadgesModule;
  },
) {
  const { db, jobs } = deps;
  const billing = deps.billing.service;
  const patreon = deps.patreon.service;
  const playbackSessions = deps.playback.sessions;
  const service = createUsersService(db, {
    hashKey: deriveKey(deps.jwtSecret, 'user-info-hash'),
    config: deps.siteConfig.service,
    sessionOpen: familyOpen,
    userInfoParts: (userId) => {
      const balance = deps.points.balanceColumn(userId);
      const live = billing.liveSubscriptionColumn(userId);
      const playing = playbackSessions.playingColumn(userId);
      const saved = deps.watchLater.service.idsColumn(userId);
      return {
        points: { column: balance.column, fields: async (value) => balance.read(value) },
        // Staff and creators watch everything; a counted Patreon pledge stands in for a subscription.
        subscription: {
          column: live.column,
          fields: async (value, member) => {
            const complimentary = member.accountType >= AccountType.Official;
            const info = await billing.subscriptionInfo(live.read(value), complimentary);
            if (info.hasSubscription || !(await patreon.hasActivePledge(member.id))) return info;
            return { ...info, hasSubscription: true, subscription: 'patreon', subscriptionType: 'patreon' };
          },
        },
        streams: {
          column: playing.column,
          fields: (value, member) => playbackSessions.streamsLeft(member.id, playing.read(value)),
        },
        watchLater: { column: saved.column, fields: async (value) => ({ watchLater: saved.read(value) }) },
      };
    },
    patreon: (userId) => patreon.hasActivePledge(userId),
    beforeErase: (userId) => billing.endBeforeErasure(userId),
    chosenBadges: (members) => deps.badges.service.chosenOf(members),
    events: deps.events,
    log: deps.log,
  });
  jobs.define({
    name: 'erase-deleted-accounts',
    cron: '17 * * * *',
    handler: async () => void (await service.eraseDueAccounts()),
  });
  return defineModule({
    service,
    routes: async (app, { sessionClaims, authenticate, authenticateToken }) =>
      void (await app.register(usersRoutes, { service, sessionClaims, authenticate, authenticateToken })),
  });
}

export type UsersModule = ReturnType<typeof createUsersModule>;
