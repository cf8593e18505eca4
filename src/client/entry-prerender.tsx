// Build-time only: renders the landing page to HTML so it paints before any JavaScript runs.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <App queryClient={createQueryClient()} ssrPath="/" />
    </StrictMode>,
  );
}
