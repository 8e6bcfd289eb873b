import '@/styles/theme.css';
import '@/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { startLandingPage } from '@/app/routes';
import { registerServiceWorker } from '@/lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
startLandingPage(queryClient, window.location.pathname);
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
registerServiceWorker();
