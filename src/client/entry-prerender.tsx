// Build-time only: renders the landing page to HTML so it paints before any JavaScript runs, and the mobile drawer
// that the landing page's small script opens (docs/decisions/0095-landing-without-the-app-shell.md).
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/app';
import { LandingDrawer } from './app/layout/landing-drawer';
import { createQueryClient } from './lib/query-client';

/** The app at `/`, as the app renders it for a visitor: what src/client/main.tsx hydrates once someone is signed in. */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <App queryClient={createQueryClient()} ssrPath="/" />
    </StrictMode>,
  );
}

/** The drawer, outside the app's root: React never sees it. */
export function renderLandingDrawer(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <LandingDrawer />
    </Router>,
  );
}
