import { defineConfig } from 'vite';

/**
 * Third client build: the inline boot script (src/boot.ts) alone, into dist-boot/boot.js, which the
 * prerenderer puts into every app page as an inline module and then removes. A build of its own so
 * that it shares no chunk with the app (the main build's entry chunk also carries the bundler's
 * helpers that every other chunk imports: inlined, it would run a second time).
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    outDir: 'dist-boot',
    emptyOutDir: true,
    modulePreload: false,
    target: 'es2022',
    rolldownOptions: { input: 'src/boot.ts', output: { entryFileNames: 'boot.js' } },
  },
});
