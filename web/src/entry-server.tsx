import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { PRERENDER_OPTIONS } from './app/prerender-options';
import { BuildDataProvider, type BuildData } from './lib/build-data';

/**
 * Server entry for the prerenderer (built with `vite build --ssr`). `prerenderToNodeStream` waits
 * for every Suspense boundary (lazy pages and sections), so the HTML holds the full page text.
 * `buildData` (web/scripts/build-data.ts) is what pages show from the seed before the API answers.
 */
export async function render(url: string, buildData: BuildData = {}): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <BuildDataProvider value={buildData}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </BuildDataProvider>
    </StrictMode>,
    {
      ...PRERENDER_OPTIONS,
      onError: (error) => void errors.push(error),
    },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  // A page that failed to render must fail the build, not ship a fallback.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
  return html;
}

export { siteRoutes, redirects, siteSettings, canonicalUrl, NOT_FOUND_PATH } from '@rufbereit/shared';
export { pages } from './app/routes';
export { notFoundHead } from './seo/page-head';
export { routeHead } from './seo/route-head';
export { headToHtml } from './seo/head-html';
