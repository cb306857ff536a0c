/**
 * Last step of `npm run build -w web` (after the client, island, boot and SSR builds): writes static HTML
 * for every public route, the 404 page, sitemap.xml and robots.txt into web/dist.
 *
 * - prerender=true routes: full page HTML (title, description, canonical, JSON-LD in <head>) at
 *   dist/{path}/index.html, and the same page for each alias path (its canonical is the main path).
 * - prerender=false routes (admin, upload, configuration): a shell with head tags and an empty root,
 *   rendered in the browser.
 * - dist/404.html: the not-found page; the browser re-renders it for the real requested path.
 * - pages showing seed data (the playlist's tracks, the industry pages' hero images) get it from
 *   build-data.ts, so their largest content is in the HTML.
 * - every page: the stylesheet inline (see inlineStylesheets), the favicon inline (see inlineFavicon),
 *   and the inline script that hides the prerendered cookie sheet from a visitor who has decided
 *   (src/features/cookie-consent/consent-marker.ts).
 * - app pages: the boot script inline (src/boot.ts, see inlineBoot) in place of the app entry's script
 *   tag, and the entry's URL on the root element for it (APP_ENTRY_ATTR).
 * - island pages (`island` in src/app/routes.tsx, e.g. /demo-player): the same HTML, but their own
 *   entry's script instead, so the app never loads there.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server';
import { APP_ENTRY_ATTR, PAGE_MODULE_ATTR, PRERENDERED_PATH_ATTR } from '../src/lib/prerendered-path';
import { CONSENT_MARKER_SCRIPT } from '../src/features/cookie-consent/consent-marker';
import { loadBuildData } from './build-data';

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-ssr');
/** The boot script's own build (vite.boot.config.ts). */
const bootBuildFile = path.join(webDir, 'dist-boot', 'boot.js');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
/** The islands' build (vite.embed.config.ts): pages that run without the app. */
const islandManifestPath = path.join(distDir, '.vite', 'embed-manifest.json');

interface ManifestChunk {
  file: string;
}
type Manifest = Record<string, ManifestChunk>;

const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as typeof EntryServer;
const { siteRoutes, siteSettings, canonicalUrl, pages, routeHead, notFoundHead, headToHtml, render, NOT_FOUND_PATH } = entry;

const buildData = await loadBuildData();

const builtTemplate = await readFile(path.join(distDir, 'index.html'), 'utf8');
if (!builtTemplate.includes('<!--app-head-->') || !builtTemplate.includes('<div id="root"><!--app-html--></div>')) {
  throw new Error('web/index.html lacks the <!--app-head--> or <!--app-html--> placeholder');
}

const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
const islandManifest = JSON.parse(await readFile(islandManifestPath, 'utf8')) as Manifest;

/**
 * The stylesheet goes into each page as a <style> element instead of a <link>: a linked stylesheet
 * blocks the first paint for one more round trip after the HTML (on a phone's mobile network
 * 150–300 ms, most of what stood between the landing page and an LCP under a second), while its
 * ~11 KiB compressed ride along in the HTML's own first round trips. Every page uses most of its
 * rules (layout, navigation, footer, cookie sheet), and the app runs as a single page after the
 * first load, so nothing re-downloads it per page. The CSP allows inline styles (style-src
 * 'unsafe-inline', infra/src/website/security-headers.ts).
 */
async function inlineStylesheets(html: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g)];
  if (links.length === 0) throw new Error('The built index.html links no stylesheet to inline');
  let inlined = html;
  for (const [tag, file] of links) {
    const css = await readFile(path.join(distDir, file!), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style", which would end the inline element early`);
    inlined = inlined.replace(tag, () => `<style>${css.trim()}</style>`);
  }
  return inlined;
}

/**
 * The favicon as a data: URL instead of a link to /favicon.svg: the browser asks for the icon while
 * the page is still being shown, and Lighthouse's phone simulation counts every request started
 * before the largest paint into that paint (on the landing page ~150 ms for a 1 KiB icon).
 */
async function inlineFavicon(html: string): Promise<string> {
  const link = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
  if (!html.includes(link)) throw new Error('The built index.html lacks the favicon link to inline');
  const svg = (await readFile(path.join(distDir, 'favicon.svg'), 'utf8')).trim();
  return html.replace(link, () => `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`);
}

const template = await inlineFavicon(await inlineStylesheets(builtTemplate));

/** The template's script tag (src/app-entry.ts), which an app page swaps for the inline boot script and an island page for its own entry. */
const appEntryFile = manifest['index.html']?.file;
const appEntryScript = `<script type="module" crossorigin src="/${appEntryFile}"></script>`;
if (!appEntryFile || !template.includes(appEntryScript)) throw new Error('The built index.html lacks the app entry\'s script tag');

/**
 * src/boot.ts as an inline module script: no request before the first paint. It must be
 * self-contained: a static import would be one more request, and one from the app's chunks would
 * run that chunk's code a second time beside the app's own copy.
 */
async function inlineBoot(): Promise<string> {
  const code = (await readFile(bootBuildFile, 'utf8')).trim();
  if (/\b(import\s*[{"'`*]|export\s*[{*]|export\s+(default|const|let|var|function|class)\b)/.test(code)) {
    throw new Error(`${bootBuildFile} imports or exports a module; the inline boot script must be self-contained`);
  }
  if (/<\/script/i.test(code)) throw new Error(`${bootBuildFile} contains "</script", which would end the inline element early`);
  return `<script type="module">${code}</script>`;
}

const bootScript = await inlineBoot();

function islandScript(entry: string): string {
  const chunk = islandManifest[entry];
  if (!chunk) throw new Error(`${entry} is missing from the islands' Vite manifest`);
  return `<script type="module" crossorigin src="/${chunk.file}"></script>`;
}

/**
 * The page's own lazily loaded chunk, for app-entry.ts to import next to the app, instead of the app
 * asking for it only once it renders the route.
 */
function pageModule(module: string | undefined): string {
  if (!module) return '';
  const chunk = manifest[`src/pages/${module}.tsx`];
  if (!chunk) throw new Error(`src/pages/${module}.tsx is missing from the Vite manifest`);
  return `/${chunk.file}`;
}

/**
 * First in <head>, before the stylesheet applies: marks <html> when a cookie choice is stored, so the
 * prerendered first-visit sheet is hidden from the first paint on (consent-marker.ts).
 */
const consentMarker = `<script>${CONSENT_MARKER_SCRIPT}</script>`;

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function page(head: string, appHtml: string, renderedPath: string | null, module: string, island?: string): string {
  const pathAttr = renderedPath === null ? '' : ` ${PRERENDERED_PATH_ATTR}="${escapeAttr(renderedPath)}"`;
  const moduleAttr = module && !island ? ` ${PAGE_MODULE_ATTR}="${escapeAttr(module)}"` : '';
  const entryAttr = island ? '' : ` ${APP_ENTRY_ATTR}="/${escapeAttr(appEntryFile ?? '')}"`;
  const rootOpen = `<div id="root"${pathAttr}${moduleAttr}${entryAttr}>`;
  // Function replacers: the HTML may contain `$&`-like sequences that string replacement would expand.
  const html = template
    .replace('<!--app-head-->', () => consentMarker + head)
    .replace('<div id="root"><!--app-html--></div>', () => `${rootOpen}${appHtml}</div>`);
  return html.replace(appEntryScript, () => (island ? islandScript(island) : bootScript));
}

async function write(urlPath: string, html: string): Promise<void> {
  const file = urlPath === '/' ? path.join(distDir, 'index.html') : path.join(distDir, ...urlPath.split('/').filter(Boolean), 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

let count = 0;
for (const route of siteRoutes) {
  const head = headToHtml(routeHead(route));
  for (const urlPath of [route.path, ...route.aliases]) {
    const { module: pageModuleName, island } = pages[route.id];
    const module = pageModule(pageModuleName);
    await write(urlPath, route.prerender ? page(head, await render(urlPath, buildData), urlPath, module, island) : page(head, '', null, module, island));
    count += 1;
  }
}

await writeFile(path.join(distDir, '404.html'), page(headToHtml(notFoundHead), await render(NOT_FOUND_PATH), null, ''));

const today = new Date().toISOString().slice(0, 10);
const urls = siteRoutes
  .filter((r) => r.prerender && r.indexable)
  .map((r) => `  <url><loc>${canonicalUrl(r)}</loc><lastmod>${today}</lastmod></url>`);
await writeFile(
  path.join(distDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
await writeFile(
  path.join(distDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteSettings.siteUrl}/sitemap.xml\n`,
);

// Build-only artefacts stay out of the served output.
await rm(path.join(distDir, '.vite'), { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });
await rm(path.dirname(bootBuildFile), { recursive: true, force: true });

console.log(`prerendered ${count} pages, 404.html, sitemap.xml (${urls.length} URLs), robots.txt`);
