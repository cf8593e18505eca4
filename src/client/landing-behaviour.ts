// What the landing page's script (src/client/entry-landing.ts) and its build-time markup agree on, and which clicks
// are in-app navigations: what wouter's <Link> would take over, read from the click and the link alone, so it can be
// tested without a browser. Imports nothing: the landing script must stay free of the app's code.

/**
 * Who is signed in: `apiPaths.auth.user`, written out because importing the paths would double the landing script
 * (landing-behaviour.test.ts checks the two agree).
 */
export const signedInUserPath = '/api/auth/user';

/** The pre-rendered drawer's <dialog> (src/client/app/layout/landing-drawer.tsx). */
export const landingDrawerId = 'menu-pasos';

/**
 * The attributes of the landing script's own tag that list the app's files, copied by scripts/prerender.ts from
 * index.html: its entry script, its module preloads and its stylesheets (space-separated paths).
 */
export const appFilesAttributes = { script: 'data-app-script', preloads: 'data-app-preloads', styles: 'data-app-styles' } as const;

export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkInfo {
  /** The resolved address (`a.href`). */
  href: string;
  /** The `target` attribute, '' when absent. */
  target: string;
  download: boolean;
}

/**
 * The path (with query and hash) the app should show for this click, or null when the browser should follow the
 * link itself: another window or a modified click, a download, another origin, a server navigation (`/api/…`:
 * sign-in and sign-out) or a jump within the current page (`#…`).
 */
export function inAppTarget(click: LinkClick, link: LinkInfo, current: { origin: string; pathname: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.download) return null;
  const url = new URL(link.href, current.origin);
  if (url.origin !== current.origin || url.pathname.startsWith('/api/')) return null;
  if (url.pathname === current.pathname && url.hash) return null;
  return url.pathname + url.search + url.hash;
}
