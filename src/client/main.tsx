import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import { reloadOnStalePreloads } from './lib/stale-chunk';

reloadOnStalePreloads();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>
);

// The landing page arrives pre-rendered and without this script: its own small one (entry-landing.ts) loads it for a
// signed-in visitor, at `/`, to hydrate the page, or on a click that leaves `/`, after the URL changed. Every other
// screen starts from the empty shell.
if (container.dataset.prerendered === '/' && window.location.pathname === '/') hydrateRoot(container, app);
else createRoot(container).render(app);
