import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import type { PageHeadOf } from '../../http/web';
import type { ConfigModule } from '../config/config.module';
import type { ContentModule } from '../content/content.module';
import type { LocalisationModule } from '../localisation/localisation.module';
import { defineModule, type ModuleContext } from '../module';
import { linkPreviewsRoutes } from './link-previews.routes';
import { createLinkPreviewsService, keyOfPage, previewedPageOf } from './link-previews.service';
import { renderPageHead } from './page-head';

/**
 * Shared links that show what they lead to: each public catalog page's head (title, description, Open Graph and
 * Twitter card tags, JSON-LD) for the web app's shell, and the sitemap.
 */
export function createLinkPreviewsModule(
  deps: Pick<ModuleContext, 'config' | 'publicUrl'> & {
    content: ContentModule;
    localisation: LocalisationModule;
    siteConfig: ConfigModule;
  },
) {
  const { config, publicUrl } = deps;
  const service = createLinkPreviewsService({
    content: deps.content.service,
    strings: () => deps.localisation.service.translator(DEFAULT_LANGUAGE_ID),
    remoteConfig: () => deps.siteConfig.service.getRemoteConfig(),
    publicUrl,
    imagesUrl: (config.IMAGES_URL || publicUrl).replace(/\/+$/, ''),
  });
  const fallbackImage = `${publicUrl}/icons/icon-512.png`;

  const pageHeadOf: PageHeadOf = (pathname) => {
    const page = previewedPageOf(pathname);
    if (!page) return null;
    return {
      key: keyOfPage(page),
      render: async () => {
        const preview = await service.preview(page);
        return preview && renderPageHead(preview, fallbackImage);
      },
    };
  };

  return defineModule({
    service,
    pageHeadOf,
    routes: async (app, { cache }) => void (await app.register(linkPreviewsRoutes, { service, cache })),
  });
}

export type LinkPreviewsModule = ReturnType<typeof createLinkPreviewsModule>;
