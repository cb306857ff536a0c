import { expect, test, type APIRequestContext } from '@playwright/test';
import { canonicalUrl, notFoundMessages, redirects, siteRoutes, type SiteRoute } from '@rufbereit/shared';
import { wcagScan } from './support/axe';
import { useSharedPage } from './support/shared-page';
import { routeHead } from '../../web/src/seo/route-head';

/**
 * The route table served as the visitor (and a search engine) gets it: raw prerendered HTML
 * without JavaScript, aliases, permanent redirects, the 404 page, sitemap.xml, and accessibility.
 */

const decodeEntities = (s: string): string =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Title and canonical link of a raw HTML document. */
function headOf(html: string): { title?: string; canonical?: string } {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return { title: title && decodeEntities(title), canonical: canonical && decodeEntities(canonical) };
}

async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** Text of every h2 in raw HTML (tags inside a heading removed). */
const h2Texts = (html: string): string[] =>
  [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => decodeEntities((m[1] ?? '').replace(/<[^>]+>/g, '')).trim());

const prerendered = siteRoutes.filter((r) => r.prerender);
const clientRendered = siteRoutes.filter((r) => !r.prerender);

test.describe('prerendered routes (raw HTML, no JavaScript)', () => {
  for (const route of prerendered) {
    test(`${route.path} has its title and canonical link`, async ({ request }) => {
      const { status, html } = await rawPage(request, route.path);
      expect(status).toBe(200);
      expect(headOf(html)).toEqual({ title: routeHead(route).title, canonical: canonicalUrl(route) });
      // The page text itself is in the HTML, not only an empty root for the browser to fill.
      expect(html).toMatch(/<h1\b[^>]*>[^<]+/);
    });

    for (const alias of route.aliases) {
      test(`alias ${alias} serves ${route.path} with the same canonical link`, async ({ request }) => {
        const { status, html } = await rawPage(request, alias);
        expect(status).toBe(200);
        expect(headOf(html)).toEqual({ title: routeHead(route).title, canonical: canonicalUrl(route) });
      });
    }
  }

  for (const route of clientRendered) {
    test(`${route.path} (rendered in the browser) is served with its head tags`, async ({ request }) => {
      const { status, html } = await rawPage(request, route.path);
      expect(status).toBe(200);
      expect(headOf(html)).toEqual({ title: routeHead(route).title, canonical: canonicalUrl(route) });
    });
  }

  test('the privacy policy has 11 numbered section headings in its HTML', async ({ request }) => {
    const { html } = await rawPage(request, '/datenschutz');
    const numbers = h2Texts(html)
      .map((text) => /^(\d+)\. \S/.exec(text)?.[1])
      .filter((n): n is string => n !== undefined);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(html).toMatch(/Stand: <time[^>]*>\d{1,2}\. [A-Za-zä]+ \d{4}<\/time>/);
  });

  test('the product pages declare the software application with the free trial offer and a rating', async ({ request }) => {
    for (const path of ['/terminvergabe', '/ki-telefonassistent']) {
      const { html } = await rawPage(request, path);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
      );
      const app = blocks.find((b) => b['@type'] === 'SoftwareApplication');
      expect(app, path).toMatchObject({
        offers: { price: '0', priceCurrency: 'EUR', name: '14 Tage kostenlos testen' },
        aggregateRating: { ratingValue: expect.any(Number), ratingCount: expect.any(Number) },
      });
      expect(blocks.some((b) => b['@type'] === 'FAQPage'), path).toBe(true);
    }
  });
});

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(redirects)) {
    // encodeURI gives the path as it travels on the wire: '/terminvergabe ' → '/terminvergabe%20',
    // '/terminvergabe%20' (a literal percent sign) → '/terminvergabe%2520'.
    const wirePath = encodeURI(from);
    test(`${wirePath} → 301 ${to}`, async ({ request }) => {
      const response = await request.get(wirePath, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
    });
  }
});

test.describe('sitemap.xml', () => {
  test('lists exactly the indexable prerendered routes by their canonical URL', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = siteRoutes.filter((r: SiteRoute) => r.prerender && r.indexable).map(canonicalUrl);
    expect([...locs].sort()).toEqual([...expected].sort());
  });
});

test.describe('not-found page', () => {
  const unknownPath = '/gibt-es-nicht/über-uns-alt';

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const { status, html } = await rawPage(request, encodeURI(unknownPath));
    expect(status).toBe(404);
    expect(html).toContain(notFoundMessages.heading);
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
  });

  test.describe('in the browser', () => {
    const page = useSharedPage({ consent: true });

    test('shows a path with an encoded space as requested, not as the page it resembles', async () => {
      const response = await page().goto('/kontakt%20');
      expect(response?.status()).toBe(404);
      await expect(page().getByRole('main').getByText('/kontakt%20', { exact: true })).toBeVisible();
    });

    test('the browser shows the requested path and the ways to / and /terminvergabe; axe finds no violations', async () => {
      const response = await page().goto(unknownPath);
      expect(response?.status()).toBe(404);
      await expect(page().getByRole('heading', { level: 1, name: notFoundMessages.heading })).toBeVisible();
      await expect(page().getByRole('main').getByText(unknownPath, { exact: true })).toBeVisible();
      // Accessibility (axe, WCAG 2.1 A/AA) of the 404 page, scanned once, here.
      const { violations } = await wcagScan(page()).analyze();
      expect(violations).toEqual([]);
      await expect(page().getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
      await page().getByRole('link', { name: 'KI-Terminvergabe entdecken' }).click();
      await expect(page()).toHaveURL('/terminvergabe');
      await expect(page().getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

/** The content pages in one tab; each page's axe scan (WCAG 2.1 A/AA) is in the test that opens it. */
test.describe('content pages in the browser', () => {
  const page = useSharedPage({ consent: true });

  test('the privacy policy has no axe violations, and its table of contents jumps to its section', async () => {
    await page().goto('/datenschutz');
    await expect(page().getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await wcagScan(page()).analyze();
    expect(violations).toEqual([]);
    await page().getByRole('navigation', { name: 'Inhaltsverzeichnis' }).getByRole('link', { name: '9. Ihre Rechte' }).click();
    await expect(page()).toHaveURL(/\/datenschutz#rechte$/);
    await expect(page().getByRole('heading', { level: 2, name: '9. Ihre Rechte' })).toBeInViewport();
  });

  test('the about page has no axe violations and leads to the contact form', async () => {
    await page().goto('/ueber-uns');
    await expect(page().getByRole('heading', { level: 1, name: 'KI Made in Germany' })).toBeVisible();
    const { violations } = await wcagScan(page()).analyze();
    expect(violations).toEqual([]);
    await page().getByRole('link', { name: 'Jetzt Kontakt aufnehmen' }).click();
    await expect(page()).toHaveURL(/\/contact#contact$/);
    await expect(page().getByRole('form', { name: 'Kontaktformular' })).toBeVisible();
  });

  test('the guarantee timeline lists its three phases in order', async () => {
    await page().goto('/garantie');
    const steps = page().getByRole('list', { name: 'So funktioniert die Garantie' }).getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Konfigurationsphase', 'Garantiezeitraum', 'Geld zurück']);
    await expect(steps.nth(0)).toContainText('14 Tage');
    await expect(steps.nth(1)).toContainText('30 Tage');
  });
});
