// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { findSiteRoute, type SiteRoute } from '@rufbereit/shared';
import { pageHead } from '../../seo/page-head';
import { SelectedAgentProvider } from '../../state/selected-agent';
import { testAgents } from '../../content/landing/test-agents';
import DemoSuccessPage from '../demo-success-page';
import FreeTrialPage from '../free-trial-page';

const route = (path: string): SiteRoute => {
  const found = findSiteRoute(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

/** What the prerenderer writes for the pages: the full text, no browser. */
const freeTrialHtml = renderToString(
  <MemoryRouter initialEntries={['/kostenlos-testen']}>
    <SelectedAgentProvider>
      <FreeTrialPage route={route('/kostenlos-testen')} />
    </SelectedAgentProvider>
  </MemoryRouter>,
);

describe('/kostenlos-testen, prerendered', () => {
  it('has one h1, the hero buttons, the form anchor and the form', () => {
    expect(freeTrialHtml.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(freeTrialHtml).toContain('href="#demo-heading"');
    expect(freeTrialHtml).toContain('href="/ki-telefonassistent"');
    expect(freeTrialHtml).toMatch(/<h2 id="demo-heading"/);
    expect(freeTrialHtml).toMatch(/<form id="demo-form"[^>]*aria-labelledby="demo-heading"/);
    for (const label of ['Vorname', 'Nachname', 'Firmenname', 'E-Mail', 'Telefonnummer']) expect(freeTrialHtml).toContain(`>${label}<`);
    expect(freeTrialHtml).toContain('href="/datenschutz"');
  });

  it('shows every demo assistant with description, features, steps and a sample recording', () => {
    for (const agent of testAgents) {
      expect(freeTrialHtml).toContain(agent.description);
      for (const feature of agent.features) expect(freeTrialHtml).toContain(feature);
      expect(freeTrialHtml).toContain(`Audio-Player: Beispielgespräch ${agent.type}`);
    }
    expect(freeTrialHtml).toContain('So starten Sie den Testanruf');
    // The agents' numbers are empty: offered on request, the button leads to the form.
    expect(freeTrialHtml).toContain('Demo-Nummer auf Anfrage');
    expect(freeTrialHtml).toContain('href="/kostenlos-testen#demo-heading"');
  });

  it('closes with the unchanged number, the integration into the telephone system and a button to /', () => {
    expect(freeTrialHtml).toContain('Ihre bestehende Telefonnummer bleibt unverändert.');
    expect(freeTrialHtml).toContain('in Ihre bestehende Telefonanlage integriert');
    expect(freeTrialHtml).toMatch(/href="\/"[^>]*>(<svg[^]*?<\/svg>)?Zurück zur Startseite</);
  });

  it('is indexable and carries the free trial offer as structured data', () => {
    const head = pageHead(route('/kostenlos-testen'));
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'SoftwareApplication',
        offers: expect.objectContaining({ price: '0', priceCurrency: 'EUR' }),
        aggregateRating: expect.objectContaining({ ratingValue: 4.8, ratingCount: 127 }),
      }),
    ]);
  });
});

describe('demo success page', () => {
  for (const path of ['/kostenlos-testen/success', '/demo-erfolg']) {
    it(`${path}: thanks, next steps, links on, noindex`, () => {
      const html = renderToString(
        <MemoryRouter initialEntries={[path]}>
          <DemoSuccessPage route={route(path)} />
        </MemoryRouter>,
      );
      expect(html).toMatch(/<h1[^>]*>Vielen Dank für Ihre Demo-Anfrage!<\/h1>/);
      expect(html).toContain('Innerhalb eines Werktags melden wir uns');
      expect(html).toContain('In 30 Minuten zeigen wir Ihnen den Assistenten live');
      expect(html).toContain('href="/"');
      expect(html).toContain('href="/ki-telefonassistent"');
      expect(pageHead(route(path)).robots).toBe('noindex, follow');
    });
  }
});
