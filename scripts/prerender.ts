// After `vite build`: writes dist/client/landing.html, the landing page rendered to HTML inside the built shell.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const clientDir = path.resolve('dist/client');
const prerenderDir = path.resolve('dist/prerender');
const entry = pathToFileURL(path.join(prerenderDir, 'entry-prerender.js')).href;

const { renderLanding } = (await import(entry)) as { renderLanding: () => string };
const shell = await readFile(path.join(clientDir, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"><!--app--></div>')) throw new Error('index.html lost its <!--app--> placeholder');

const html = shell.replace('<div id="root"><!--app--></div>', `<div id="root" data-prerendered="/">${renderLanding()}</div>`);
await writeFile(path.join(clientDir, 'landing.html'), html);
await rm(prerenderDir, { recursive: true, force: true });
console.log('pre-rendered / → dist/client/landing.html');
