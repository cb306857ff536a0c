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
 * out of `common`, or `common` would pull that library into every page. The shared data modules named
 * here import neither (shared/src/common/limits.ts, a few numbers, would otherwise be a chunk of its own).
 */
const SHARED_DATA_MODULES =
  /[\\/]shared[\\/]src[\\/](common[\\/](site-settings|constants|limits|common-messages|form-messages)|branch-images[\\/]branch-images|(contact[\\/]contact|demo-request[\\/]demo-request|api[\\/]api|site[\\/]site)-messages|site[\\/]site-routes)\.ts$/;
const SHARED_WEB_MODULES = /[\\/]web[\\/]src[\\/](components|hooks|state|seo|lib)[\\/]/;
// lib/session and lib/proof-of-work import code dynamically: in `common`, Vite's preload helper would
// join them there, and the app's entry (app-entry.ts, which needs the helper) would pull `common`
// statically, before it has started React in a task of its own.
const KEEP_APART = /[\\/]lib[\\/]((zod-jitless|api[\\/](http-client|submit-form))\.ts$|(session|proof-of-work)[\\/])/;

// What only the back office uses (the API client with Amplify's session, TanStack Query, the live
// inbox, the exports' file download, the workspace's shell and its texts): in `common` it would load on every public page (the
// landing page took 88 KiB of `common` instead of ~20 KiB). Its own group, shared by the back-office
// pages. The shell's texts belong here too: left in the guard's chunk, the two chunks imported each
// other and the shell read its texts before they were defined.
const BACK_OFFICE_MODULES = /[\\/]web[\\/]src[\\/](lib[\\/](api[\\/](api-client|query-client)\.ts$|inbox-news[\\/]|download[\\/])|components[\\/]workspace[\\/]|content[\\/]texts[\\/]workspace\.ts$)/;

// The demo player (its controller, toasts and the shared track data with their zod schemas): only the
// pages and sections that play audio load it.
const PLAYER_MODULES = /[\\/]web[\\/]src[\\/](components[\\/](audio-player|demo)[\\/]|lib[\\/]demo-tracks[\\/])/;
// UI pieces built on a library (Radix dialog and accordion) and the upload helpers: left to the
// bundler, they join only the chunks that use them.
const OWN_CHUNK_MODULES = /[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](confirm-dialog|faq-accordion)\.tsx$|lib[\\/]uploads[\\/])/;

const FRAMEWORK_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser|clsx|lucide-react)[\\/]/;
/** lucide's icons, one module each: in `framework` every page loaded every icon of the back office too. */
const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

const chunkGroups = [
  {
    // React, the router and the small libraries every page uses.
    name: 'framework',
    test: (id: string) => FRAMEWORK_PACKAGES.test(id) && !LUCIDE_ICON.test(id),
    priority: 3,
  },
  {
    // The icons more than one chunk draws; an icon only one page draws (the back office's) stays in that page's chunk.
    name: 'icons',
    test: LUCIDE_ICON,
    minShareCount: 2,
    priority: 3,
  },
  {
    // UI primitives, helpers and site data that several pages or sections share.
    name: 'common',
    test: (id: string) => (SHARED_DATA_MODULES.test(id) || SHARED_WEB_MODULES.test(id)) && ![KEEP_APART, BACK_OFFICE_MODULES, PLAYER_MODULES, OWN_CHUNK_MODULES].some((apart) => apart.test(id)),
    minShareCount: 2,
    priority: 2,
  },
  {
    name: 'player',
    test: PLAYER_MODULES,
    priority: 1,
    // Only these modules: their libraries and the shared data they import stay where the bundler
    // puts them (else the app shell would import the shared route table from this group).
    includeDependenciesRecursively: false,
  },
  {
    name: 'back-office',
    test: BACK_OFFICE_MODULES,
    priority: 1,
    // Only these modules: their libraries and the shared data they import stay where the bundler
    // puts them (else the app shell would import the shared route table from this group).
    includeDependenciesRecursively: false,
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
    // inserted link costs main-thread time during hydration (see src/app-entry.ts). A chunk's own
    // imports load as soon as the browser parses it.
    modulePreload: false,
    // One stylesheet, which the prerenderer puts inline into every page (scripts/prerender.ts): no lazy
    // chunk may list it as its own dependency, or loading that chunk would download it a second time.
    cssCodeSplit: false,
    // The prerenderer reads the manifest to name each page's chunk and the app's entry on the page.
    manifest: true,
    target: 'es2022',
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
