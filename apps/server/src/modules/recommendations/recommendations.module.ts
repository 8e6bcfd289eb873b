import type { ContentModule } from '../content/content.module';
import { defineModule, type ModuleContext } from '../module';
import type { PlaybackModule } from '../playback/playback.module';
import { recommendationsRoutes } from './recommendations.routes';
import { createRecommendationsService } from './recommendations.service';
import { createWatchRankings } from './watch-rankings';

/** The home page's rails: what is new, most watched and picked for the member. */
export function createRecommendationsModule(
  deps: Pick<ModuleContext, 'config'> & { content: ContentModule; playback: PlaybackModule },
) {
  const { config } = deps;
  const content = deps.content.service;
  const playback = deps.playback.service;
  return defineModule({
    routes: async (app, { authenticate, optionalAuthenticateToken }) => {
      await app.register(recommendationsRoutes, {
        service: createRecommendationsService(
          content,
          playback,
          createWatchRankings(playback.mostWatched, config.RANKINGS_REFRESH_MS),
          config.CONTENT_CACHE_TTL_MS,
        ),
        authenticate,
        optionalAuthenticateToken,
      });
    },
  });
}
