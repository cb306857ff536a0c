import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * One config for the client build, the SSR build used by the prerenderer (`vite build --ssr`)
 * and the dev server. In dev, /api and /media go to the local environment (infra/local), which
 * serves the handlers and the media bucket; LOCAL_API_ORIGIN points elsewhere if needed.
 */
const apiOrigin = process.env.LOCAL_API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * Fewer, larger chunks for the client. Left alone, the bundler gives every module that two chunks
 * share a chunk of its own: the landing page asked for ~25 files of 1–4 KiB before it could
 * hydrate, and every file costs a phone a task of its own (request, compile, link). These groups
 * gather what the pages share into two files. A module that imports zod or a UI library must stay
 * out of `common`, or `common` would pull that library into every page.
 */
const SHARED_DATA_MODULES = /[\\/]shared[\\/]src[\\/](site-settings|constants|messages|site-routes|branch-images)\.ts$/;
const SHARED_WEB_MODULES = /[\\/]web[\\/]src[\\/](components|hooks|state|seo|lib)[\\/]/;
// lib/session and lib/proof-of-work import code dynamically: in `common`, Vite's preload helper would
// join them there, and boot.ts (which needs the helper) would pull `common` and React before the first
// paint (tests/e2e/public-pages.spec.ts checks the first script's size and imports).
const KEEP_APART = /[\\/]lib[\\/]((zod-jitless|submit-form)\.ts$|(session|proof-of-work)[\\/])/;

const chunkGroups = [
  {
    // React, the router and the small libraries every page uses.
    name: 'framework',
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser|clsx|lucide-react)[\\/]/,
    priority: 2,
  },
  {
    // UI primitives, helpers and site data that several pages or sections share.
    name: 'common',
    test: (id: string) => (SHARED_DATA_MODULES.test(id) || SHARED_WEB_MODULES.test(id)) && !KEEP_APART.test(id),
    minShareCount: 2,
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false },
    },
  },
  build: {
    // No <link rel="modulepreload"> injection for lazy chunks: on the large landing page every
    // inserted link costs main-thread time during hydration (see src/boot.ts). A chunk's own
    // imports load as soon as the browser parses it.
    modulePreload: false,
    // The prerenderer reads the manifest to name each page's chunk for boot.ts.
    manifest: true,
    target: 'es2022',
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
