import type { RemoteConfig } from '@crewcast/contracts/config';
import { STRING_AREAS } from '@crewcast/contracts/constants/localisation';
import type { TranslationString } from '@crewcast/contracts/localisation';
import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/constants/localisation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes, type AppRoute } from '@/app/routes';
import type { FeatureFlag } from '@crewcast/contracts/config';
import { languagesQueryOptions } from '@/lib/i18n/get-languages';
import { translationsQueryOptions } from '@/lib/i18n/get-translations';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { remoteConfigQueryOptions } from '@/lib/remote-config/get-remote-config';
import { LANGUAGES, remoteConfig } from './fixtures';

export interface TestAppOptions {
  config?: RemoteConfig;
  /** Strings of the shown language; without them every text renders as its []slug. */
  strings?: TranslationString[];
  languageId?: number;
}

/** A query client holding what start-up would have loaded. */
export function startedQueryClient({
  config = remoteConfig(),
  strings = [],
  languageId = DEFAULT_LANGUAGE_ID,
}: TestAppOptions = {}): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(remoteConfigQueryOptions().queryKey, config);
  queryClient.setQueryData(languagesQueryOptions().queryKey, LANGUAGES);
  // Every area holds every string given: screens find theirs whichever area they load.
  for (const area of STRING_AREAS)
    queryClient.setQueryData(translationsQueryOptions(languageId, area).queryKey, strings);
  return queryClient;
}

function renderWith(queryClient: QueryClient, ui: ReactNode, languageId = DEFAULT_LANGUAGE_ID) {
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLanguageId={languageId}>{ui}</I18nProvider>
    </QueryClientProvider>,
  );
}

/** Renders UI inside the providers start-up sets up (query client with loaded config, i18n). */
export function renderStarted(ui: ReactNode, options: TestAppOptions = {}) {
  return renderWith(startedQueryClient(options), ui, options.languageId);
}

/**
 * Renders the whole routed app at `url`, as a started page would show it: the route table is built with the
 * page's query client, so route loaders start each page's data requests as they do in the app.
 */
export function renderAppAt(
  url: string,
  options: TestAppOptions & { flagRoutes?: Partial<Record<FeatureFlag, readonly AppRoute[]>> } = {},
) {
  const config = options.config ?? remoteConfig();
  const queryClient = startedQueryClient({ ...options, config });
  const router = createMemoryRouter(buildRoutes(config, options.flagRoutes, queryClient), {
    initialEntries: [url],
  });
  const result = renderWith(queryClient, <RouterProvider router={router} />, options.languageId);
  return { ...result, router, queryClient };
}
