// The landing page's server render (docs/decisions/0101-landing-rendered-from-the-programme.md): `npm run build`
// bundles this file for Node into dist/prerender/, renders the page once to check its styles and make the page's
// template (scripts/prerender.ts), and the server renders it again with both programmes' versions in force at
// start-up and whenever either changes (src/server/http/landing-page.ts). Also the mobile drawer that the landing page's
// small script opens (docs/decisions/0095-landing-without-the-app-shell.md), which depends on no figure.
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { Programmes } from '../shared/programme';
import { programmeKey, programmesKey } from './api/programme';
import { App } from './app/app';
import { LandingDrawer } from './app/layout/landing-drawer';
import { programmeDataBlock } from './features/landing/programme-data';
import { createQueryClient } from './lib/query-client';

/**
 * The app at `/` as it renders for a visitor with these programme versions ({ loan, assistance }, as GET
 * /api/programmes answers them; what src/client/main.tsx hydrates once someone is signed in), followed by the
 * versions themselves as a data block, which the app reads to hydrate the same figures.
 */
export function renderLanding(programmes: Programmes): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(programmesKey, programmes);
  queryClient.setQueryData(programmeKey, programmes.loan);
  const app = renderToString(
    <StrictMode>
      <App queryClient={queryClient} ssrPath="/" />
    </StrictMode>,
  );
  return `<div id="root" data-prerendered="/">${app}</div>\n    ${programmeDataBlock(programmes)}`;
}

/** The drawer, outside the app's root: React never sees it. */
export function renderLandingDrawer(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <LandingDrawer />
    </Router>,
  );
}
