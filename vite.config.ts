import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // index.html is the app's shell. The landing page's own script and stylesheet are entries of their own, sharing
    // no code with the app; scripts/prerender.ts finds them in the manifest and assembles dist/client/landing.html
    // (docs/decisions/0095-landing-without-the-app-shell.md).
    rolldownOptions: { input: { index: 'index.html', landing: 'src/client/entry-landing.ts', 'landing-styles': 'src/client/landing.css' } },
    manifest: true,
  },
  // The landing page's server render (src/client/entry-prerender.tsx → dist/prerender/, loaded by the server at
  // start-up, docs/decisions/0101): one file with only the code the page uses, instead of importing whole packages
  // (every icon, every Radix component) from node_modules when the server starts.
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
});
