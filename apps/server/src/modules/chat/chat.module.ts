import type { AuditModule } from '../audit/audit.module';
import type { LiveModule } from '../live/live.module';
import { defineModule, type ModuleContext } from '../module';
import type { UsersModule } from '../users/users.module';
import { chatAdminRoutes } from './chat.admin.routes';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';

/** A livestream's chat, its moderation and its replay beside the recording. */
export function createChatModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'events' | 'metrics'> & {
    live: LiveModule;
    users: UsersModule;
    audit: AuditModule;
  },
) {
  const { config } = deps;
  const users = deps.users.service;
  const service = createChatService({
    db: deps.db,
    live: deps.live.service,
    authorsOf: (userIds) => users.authorsOf(userIds),
    audit: deps.audit.service,
    rateLimit: { messages: config.CHAT_RATE_LIMIT_MESSAGES, windowSeconds: config.CHAT_RATE_LIMIT_SECONDS },
    events: deps.events,
    metrics: deps.metrics,
  });
  return defineModule({
    service,
    routes: async (app, { authenticate }) => void (await app.register(chatRoutes, { service, authenticate })),
    adminRoutes: async (app, { guards }) => void (await app.register(chatAdminRoutes, { service, guards })),
  });
}

export type ChatModule = ReturnType<typeof createChatModule>;
