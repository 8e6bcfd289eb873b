import type { RemoteConfig } from '@crewcast/contracts/config';
import { QueryClientProvider, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { MaintenancePage } from '@/features/maintenance/maintenance-page';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { BootScreen } from './boot-screen';
import { buildRoutes, FLAG_ROUTES } from './routes';
import { startUpQueryOptions } from './start-up';
import { StartUpFailed } from './start-up-failed';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StartedApp />
    </QueryClientProvider>
  );
}

function StartedApp() {
  const queryClient = useQueryClient();
  const startUp = useQuery(startUpQueryOptions(queryClient));
  // The first render of the whole app is long: deferred, React renders it in short slices while the boot screen
  // stays, so the page answers input meanwhile.
  const result = useDeferredValue(startUp.data);
  if (startUp.isError) return <StartUpFailed error={startUp.error} onRetry={() => startUp.refetch()} />;
  if (result === undefined) return <BootScreen />;
  return (
    <I18nProvider initialLanguageId={result.languageId}>
      <Suspense fallback={<BootScreen />}>
        {result.kind === 'maintenance' ? <MaintenancePage /> : <AppRouter config={result.config} />}
      </Suspense>
    </I18nProvider>
  );
}

/** The routes depend on the remote config, so the router is built once it has loaded. */
function AppRouter({ config }: { config: RemoteConfig }) {
  const queryClient = useQueryClient();
  const [router] = useState(() => createBrowserRouter(buildRoutes(config, FLAG_ROUTES, queryClient)));
  return <RouterProvider router={router} />;
}
