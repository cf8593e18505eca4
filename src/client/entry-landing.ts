// The landing page's only script (docs/decisions/0095-landing-without-the-app-shell.md). The page is whole without
// it: pre-rendered HTML, inline CSS, inline SVG icons and real links. This adds the mobile drawer (a native
// <dialog>), and loads the app (exactly what index.html loads: main.tsx, its preloads and stylesheet, which
// scripts/prerender.ts lists on this script's tag) only when it is needed:
// - a signed-in visitor: the app hydrates the page, so "Iniciar Sesión" becomes their menu, as before;
// - a click on a link to a screen: the URL changes and the app renders that screen, as an in-app navigation does.
// Sign-in and sign-out stay browser navigations to /api/login and /api/logout.
import { appFilesAttributes, inAppTarget, landingDrawerId, signedInUserPath } from './landing-behaviour';

const listeners = new AbortController();
const signal = listeners.signal;
const drawer = document.getElementById(landingDrawerId) as HTMLDialogElement | null;
let appLoading: Promise<void> | undefined;

function appendToHead(element: HTMLElement, attributes: Record<string, string>): HTMLElement {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
}

/** Resolves true once the element has loaded, false if it failed. */
const loaded = (element: HTMLElement) =>
  new Promise<boolean>((resolve) => {
    element.addEventListener('load', () => resolve(true), { once: true });
    element.addEventListener('error', () => resolve(false), { once: true });
  });

/** Hands the page to the app, once: from then on React handles the header, the drawer and every link. */
function loadApp(): Promise<void> {
  appLoading ??= (async () => {
    const files = document.querySelector(`script[${appFilesAttributes.script}]`);
    const list = (name: string) => (files?.getAttribute(name) ?? '').split(' ').filter(Boolean);
    for (const href of list(appFilesAttributes.preloads))
      appendToHead(document.createElement('link'), { rel: 'modulepreload', crossorigin: '', href });
    // The app's styles first, so that its first render is never unstyled.
    const styles = list(appFilesAttributes.styles).map((href) =>
      appendToHead(document.createElement('link'), { rel: 'stylesheet', crossorigin: '', href }),
    );
    await Promise.all(styles.map(loaded));
    const script = document.createElement('script');
    const ran = loaded(script);
    appendToHead(script, { type: 'module', crossorigin: '', src: list(appFilesAttributes.script)[0] ?? '' });
    if (!(await ran)) throw new Error('the app could not be loaded');
    // The module has run (main.tsx hydrates or renders the root): this page's own behaviour steps aside.
    listeners.abort();
    drawer?.remove();
    document.documentElement.style.overflow = '';
  })();
  return appLoading;
}

function openDrawer() {
  if (!drawer || drawer.open) return;
  drawer.showModal();
  // As with the app's drawer, the page behind does not scroll while it is open.
  document.documentElement.style.overflow = 'hidden';
}

if (drawer) {
  document.querySelector('header button[aria-haspopup="dialog"]')?.addEventListener('click', openDrawer, { signal });
  drawer.querySelector('[data-cerrar]')?.addEventListener('click', () => drawer.close(), { signal });
  drawer.addEventListener('close', () => (document.documentElement.style.overflow = ''), { signal });
  // A click on the backdrop (outside the panel) closes it, as it closes the app's drawer.
  drawer.addEventListener(
    'click',
    (event) => {
      if (event.target !== drawer) return;
      const box = drawer.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) drawer.close();
    },
    { signal },
  );
}

document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const target = inAppTarget(event, { href: link.href, target: link.target, download: link.hasAttribute('download') }, location);
    if (target === null) return;
    event.preventDefault();
    drawer?.close();
    if (target === location.pathname + location.search + location.hash) return; // already here ("Inicio", the logo)
    history.pushState(null, '', target);
    // The app reads the new URL and renders that screen; if its code cannot be fetched, a full page load does it.
    loadApp().catch(() => location.reload());
  },
  { signal },
);

/** Runs `task` once the page has painted (its first contentful paint), so the page never waits for it. */
function afterFirstPaint(task: () => void) {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    task();
  };
  try {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    run();
    return;
  }
  // A page that does not paint soon (a tab opened in the background) asks anyway.
  setTimeout(run, 3000);
}

// Signed in: the app takes over the page. A visitor (401) keeps the page as it is, with no React at all.
afterFirstPaint(() => {
  if (appLoading) return;
  fetch(signedInUserPath, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      // Read to the end either way: an unread answer would stay open.
      await response.arrayBuffer();
      if (response.ok) await loadApp();
    })
    .catch(() => undefined);
});
