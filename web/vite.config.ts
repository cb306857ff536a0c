import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * One config for the client build, the SSR build used by the prerenderer (`vite build --ssr`)
 * and the dev server. In dev, /api and /media go to the local environment (infra/local), which
 * serves the handlers and the media bucket; LOCAL_API_ORIGIN points elsewhere if needed.
 */
const apiOrigin = process.env.LOCAL_API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
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
  },
});
