// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionFallback } from '@rufbereit/shared';
import { PRERENDER_OPTIONS } from '../app/prerender-options';
import { LazySection, lazyNamed } from '../components/section-boundary';
import { LazyCookieConsent } from '../features/cookie-consent';
import { SeoDescriptionSection } from './seo-description';

/** The lower landing page as the lead composes it: every section lazy, inside its boundary. */
function makePage() {
  const sections = [
    ['industries', lazyNamed(() => import('./industries'), 'IndustriesSection')],
    ['features', lazyNamed(() => import('./feature-claims'), 'FeatureClaimsSection')],
    ['roi-calculator', lazyNamed(() => import('./roi-calculator'), 'RoiCalculatorSection')],
    ['testimonials', lazyNamed(() => import('./testimonials'), 'TestimonialsSection')],
    ['benefits', lazyNamed(() => import('./benefits'), 'BenefitsSection')],
    ['contact-preview', lazyNamed(() => import('./contact-preview'), 'ContactPreviewSection')],
    ['faq', lazyNamed(() => import('./faq'), 'FaqSection')],
  ] as const;
  return function Page() {
    return (
      <MemoryRouter>
        <SeoDescriptionSection />
        {sections.map(([id, component]) => (
          <LazySection key={id} sectionId={id} component={component} />
        ))}
        <LazyCookieConsent />
      </MemoryRouter>
    );
  };
}

// Unmounted after each test: unit files share their worker (isolate: false), and a hydrated cookie layer
// left mounted stays subscribed to the consent store, so a later file's openCookieSettings() opened two
// dialogs (cookie-consent.test.tsx failed when it ran after this file).
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('landing sections, prerendered and hydrated', () => {
  it('prerender the full text of every lazy section and hydrate without mismatch', async () => {
    const Page = makePage();
    const html = await new Response((await prerender(<Page />, PRERENDER_OPTIONS)).prelude).text();
    for (const text of ['Für Ihre Branche gemacht', 'Mehrsprachigkeit', 'Zurückgewonnener Umsatz pro Monat', '5 von 5 Sternen', '93%', 'Persönlich für Sie da', 'Häufig gestellte Fragen']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain(sectionFallback.loading);
    // The first-visit cookie sheet is prerendered too (it paints with the page, not late as its LCP).
    expect(html).toContain('Alle akzeptieren');
    // Server and browser share one JS realm here. React's server renderer leaves the last
    // resumed task's context values (the router's) set on the shared context objects; a second,
    // trivial render switches back to the root context, as a fresh browser would start.
    await prerender(<span />);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const Hydrated = makePage();
    await act(async () => {
      root = hydrateRoot(container, <Hydrated />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    await act(async () => new Promise((r) => setTimeout(r, 50)));

    expect(recoverable).toEqual([]);
    // First visit: the prerendered consent sheet stays after hydration, now live.
    await waitFor(() => expect(container.querySelector('[data-first-visit-sheet] [data-hydrated]')).not.toBeNull());
    expect(container.textContent).toContain('Häufig gestellte Fragen');
  });
});
