import type { ChatModule } from '../chat/chat.module';
import type { ContentModule } from '../content/content.module';
import { defineModule, type ModuleContext } from '../module';
import type { UsersModule } from '../users/users.module';
import { createCommentsService } from './comments.service';

/** Comments under a video; members post and read them over the realtime connection. */
export function createCommentsModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'events'> & {
    content: ContentModule;
    users: UsersModule;
    chat: ChatModule;
  },
) {
  const { config } = deps;
  const content = deps.content.service;
  const users = deps.users.service;
  const chat = deps.chat.service;
  const service = createCommentsService({
    db: deps.db,
    findMedia: (id) => content.findMedia(id),
    authorsOf: (userIds) => users.authorsOf(userIds),
    assertNotRestricted: (claims) => chat.assertNotRestricted(claims),
    rateLimit: {
      messages: config.COMMENT_RATE_LIMIT_MESSAGES,
      windowSeconds: config.COMMENT_RATE_LIMIT_SECONDS,
    },
    events: deps.events,
  });
  return defineModule({ service });
}
