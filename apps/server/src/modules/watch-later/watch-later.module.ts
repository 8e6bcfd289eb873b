import type { ContentModule } from '../content/content.module';
import { defineModule, type ModuleContext } from '../module';
import { createWatchLaterRepository } from './watch-later.repository';
import { watchLaterRoutes } from './watch-later.routes';
import { createWatchLaterService } from './watch-later.service';

/** The member's own list of episodes to watch later; user info reads its ids beside the member's row. */
export function createWatchLaterModule(
  deps: Pick<ModuleContext, 'db' | 'metrics'> & { content: ContentModule },
) {
  const service = createWatchLaterService({
    db: deps.db,
    repository: createWatchLaterRepository(deps.db),
    content: deps.content.service,
    metrics: deps.metrics,
  });
  return defineModule({
    service,
    routes: async (app, { authenticate }) =>
      void (await app.register(watchLaterRoutes, { service, authenticate })),
  });
}

export type WatchLaterModule = ReturnType<typeof createWatchLaterModule>;
