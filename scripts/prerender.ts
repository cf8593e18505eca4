// After `vite build` and the landing page's server bundle (dist/prerender/entry-prerender.js): writes
// dist/prerender/landing.html, the template the server renders the landing page into with the programme version in
// force (docs/decisions/0101-landing-rendered-from-the-programme.md). The landing page is a page of its own
// (docs/decisions/0095-landing-without-the-app-shell.md): the head of the app's shell (index.html) with the app's
// script, preloads and stylesheet swapped for the landing page's small script, which lists the app's files to load
// them when needed, and its stylesheet inlined; in the body, a placeholder for the app rendered at `/` (main.tsx
// hydrates it for a signed-in visitor) with its programme data, and the mobile drawer as a native <dialog>.
// The page is rendered here once, with each programme's version 1, to check its styles and take its title.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appFilesAttributes } from '../src/client/landing-behaviour';
import {
  defaultAssistanceParameters,
  defaultProgrammeParameters,
  initialAssistanceNote,
  initialVersionNote,
  initialVersionSource,
  type Programmes,
} from '../src/shared/programme';
import { landingPlaceholder, landingTemplateFile, rendererFile } from '../src/server/http/landing-page';

const clientDir = path.resolve('dist/client');
const prerenderDir = path.resolve('dist/prerender');
const entry = pathToFileURL(path.join(prerenderDir, rendererFile)).href;

const { renderLanding, renderLandingDrawer } = (await import(entry)) as {
  renderLanding: (programmes: Programmes) => string;
  renderLandingDrawer: () => string;
};
const shell = await readFile(path.join(clientDir, 'index.html'), 'utf8');
const placeholder = '<div id="root"><!--app--></div>';
if (!shell.includes(placeholder)) throw new Error('index.html lost its <!--app--> placeholder');

// Where Vite put the landing page's script and stylesheet (vite.config.ts makes them entries of their own).
const manifestDir = path.join(clientDir, '.vite');
const manifest = JSON.parse(await readFile(path.join(manifestDir, 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;
const landingScript = manifest['src/client/entry-landing.ts'];
const landingStyles = manifest['src/client/landing.css'];
if (!landingScript || !landingStyles) throw new Error('the Vite manifest lacks the landing page entries (vite.config.ts)');
if (landingScript.imports?.length || landingScript.dynamicImports?.length || landingScript.css?.length) {
  throw new Error("src/client/entry-landing.ts must import nothing of the app: it loads the app through index.html's files");
}

const scriptTag = /<script\b[^>]*>\s*<\/script>\s*/gi;
const preloadTag = /<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi;
const stylesheetTag = /<link\b[^>]*rel="stylesheet"[^>]*>\s*/gi;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1] ?? '';

/** The app's one tag of a kind in index.html. */
function onlyTag(kind: RegExp): string {
  const tags = shell.match(kind) ?? [];
  if (tags.length !== 1) throw new Error(`index.html: expected one ${kind.source}, found ${tags.length}`);
  return tags[0]!;
}

// What index.html loads, listed on the landing script's tag: the script loads the same files when the app is needed.
const appFiles = {
  [appFilesAttributes.script]: attribute(onlyTag(scriptTag), 'src'),
  [appFilesAttributes.preloads]: (shell.match(preloadTag) ?? []).map((tag) => attribute(tag, 'href')).join(' '),
  [appFilesAttributes.styles]: attribute(onlyTag(stylesheetTag), 'href'),
};
const appCss = await readFile(path.join(clientDir, appFiles[appFilesAttributes.styles]), 'utf8');
const landingCss = (await readFile(path.join(clientDir, landingStyles.file), 'utf8')).trim();
const scriptAttributes = Object.entries(appFiles)
  .map(([name, value]) => `${name}="${value}"`)
  .join(' ');

const first = {
  version: 1,
  effectiveFrom: '2025-01-01',
  publishedAt: new Date(0).toISOString(),
  sourceUrl: initialVersionSource,
  sources: [],
};
const landing = renderLanding({
  loan: { ...first, kind: 'loan', note: initialVersionNote, parameters: defaultProgrammeParameters },
  assistance: { ...first, kind: 'assistance', note: initialAssistanceNote, parameters: defaultAssistanceParameters },
});
const drawer = renderLandingDrawer();
assertStyled(`${landing}\n${drawer}`, appCss, landingCss);
// The page's own title (React hoists it once the app runs; without the app, the head's is the one shown).
const title = /<title>[^<]*<\/title>/.exec(landing)?.[0];
if (!title || !/<title>[^<]*<\/title>/.test(shell)) throw new Error('the landing page or index.html lost its <title>');

// The script is inlined, as the stylesheet is: a request for it, however small, arrived before the first paint in
// Lighthouse's load and was counted as blocking it (docs/performance.md). The server allows it by its hash in the
// page's Content-Security-Policy (src/server/http/landing-page.ts); `</script` cannot end it early.
const landingCode = (await readFile(path.join(clientDir, landingScript.file), 'utf8')).trim().replace(/<\/script/gi, '<\\/script');
const head = [`<style>${landingCss}</style>`, `<script type="module" ${scriptAttributes}>${landingCode}</script>`];
const html = shell
  .replace(/<title>[^<]*<\/title>/, () => title)
  .replace(scriptTag, '')
  .replace(preloadTag, '')
  .replace(stylesheetTag, '')
  .replace(/\s*<\/head>/, () => `\n    ${head.join('\n    ')}\n  </head>`)
  .replace(placeholder, () => `${landingPlaceholder}\n    ${drawer}`);
await writeFile(path.join(prerenderDir, landingTemplateFile), html);
// Inlined, so no page links the stylesheet's or the script's file; the manifest has served its turn (and is nothing to serve).
await rm(path.join(clientDir, landingStyles.file), { force: true });
await rm(path.join(clientDir, landingScript.file), { force: true });
await rm(manifestDir, { recursive: true, force: true });
console.log(
  `landing page → dist/prerender/${landingTemplateFile} (template ${Math.round(html.length / 1024)} KB, rendered ${Math.round((html.length + landing.length) / 1024)} KB, inline styles ${Math.round(landingCss.length / 1024)} KB)`,
);

/**
 * Every class of the landing page that the app's stylesheet styles must be styled by the landing stylesheet too:
 * src/client/landing.css scans a list of files, and a component added to the page from another file would otherwise
 * lose its styles without JavaScript.
 */
function assertStyled(markup: string, appCss: string, landingCss: string) {
  const classes = new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  const styles = (css: string, name: string) =>
    new RegExp(`\\.${name.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\\\\\${char}`)}(?![a-zA-Z0-9_\\\\-])`).test(css);
  const missing = [...classes].filter((name) => styles(appCss, name) && !styles(landingCss, name));
  if (missing.length) {
    throw new Error(
      `the landing page uses classes its inline stylesheet lacks (add the file to src/client/landing.css): ${missing.join(' ')}`,
    );
  }
}
