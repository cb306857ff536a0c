import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { NOT_FOUND_PATH } from '@rufbereit/shared';
import NotFoundPage from './not-found-page';

it('prerenders 404.html without naming a path, since it is served for every unknown path', async () => {
  const { prelude } = await prerender(
    <StaticRouter location={NOT_FOUND_PATH}>
      <NotFoundPage />
    </StaticRouter>,
  );
  const html = await new Response(prelude).text();
  expect(html).toContain('Seite nicht gefunden');
  expect(html).toContain('Die angeforderte Seite gibt es leider nicht.');
  expect(html).not.toContain(NOT_FOUND_PATH);
  expect(html).toContain('href="/terminvergabe"');
});
