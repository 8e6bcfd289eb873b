import '@/styles/theme.css';
import '@/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { registerServiceWorker } from '@/lib/service-worker';

// The site's Content-Security-Policy forbids eval, so zod parses without probing for it (a console issue).
zodConfig({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
registerServiceWorker();
