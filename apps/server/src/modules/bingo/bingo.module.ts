import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import type { AuditModule } from '../audit/audit.module';
import type { ChatModule } from '../chat/chat.module';
import type { LiveModule } from '../live/live.module';
import type { LocalisationModule } from '../localisation/localisation.module';
import type { MediaModule } from '../media/media.module';
import { defineModule, type ModuleContext } from '../module';
import type { UsersModule } from '../users/users.module';
import { bingoAdminRoutes } from './bingo.admin.routes';
import { bingoRoutes } from './bingo.routes';
import { createBingoService } from './bingo.service';

/** Bingo games played along a livestream; a win is announced in its chat. */
export function createBingoModule(
  deps: Pick<ModuleContext, 'db' | 'events' | 'log'> & {
    media: MediaModule;
    audit: AuditModule;
    live: LiveModule;
    chat: ChatModule;
    localisation: LocalisationModule;
    users: UsersModule;
  },
) {
  const live = deps.live.service;
  const chat = deps.chat.service;
  const localisation = deps.localisation.service;
  const users = deps.users.service;
  const service = createBingoService({
    db: deps.db,
    storage: deps.media.storage,
    audit: deps.audit.service,
    events: deps.events,
    liveStreamId: async () => (await live.status()).streams[0]?.livestreamId ?? null,
    announceInChat: async (livestreamId, message) => void (await chat.announce(livestreamId, message)),
    winMessage: (displayName, gameName, place) =>
      localisation.translate(DEFAULT_LANGUAGE_ID, 'bingo.chat.win', [displayName, gameName, String(place)]),
    displayNamesOf: async (userIds) => {
      const authors = await users.repository.findAuthors(userIds);
      return new Map(authors.map((author) => [author.userId, author.displayName]));
    },
    log: deps.log,
  });
  return defineModule({
    service,
    routes: async (app, { authenticate }) =>
      void (await app.register(bingoRoutes, { service, authenticate })),
    adminRoutes: async (app, { guards }) => void (await app.register(bingoAdminRoutes, { service, guards })),
  });
}
