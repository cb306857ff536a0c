import { defineConfig } from 'vite';

/**
 * Second client build: the embeddable player's island (src/embed/demo-player.ts) with Preact's
 * React compatibility layer in place of React (~10 KiB instead of ~60 KiB compressed). Runs after
 * the main client build into the same dist/ (its CSS is the main build's, linked by the page);
 * the prerenderer puts this entry's script into /demo-player instead of the app's boot script.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: preactCompat },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/embed-manifest.json',
    modulePreload: false,
    target: 'es2022',
    rolldownOptions: { input: 'src/embed/demo-player.ts' },
  },
});
