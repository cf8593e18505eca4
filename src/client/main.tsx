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

// The landing page arrives pre-rendered; every other screen starts from the empty shell.
if (container.dataset.prerendered === '/' && window.location.pathname === '/') hydrateRoot(container, app);
else createRoot(container).render(app);
