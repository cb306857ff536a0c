// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { findSiteRoute } from '@rufbereit/shared';
import { aiBooking } from '../content/ai-booking';
import { aiPhoneAssistant } from '../content/ai-phone-assistant';
import ProductPage from './product-page';

afterEach(cleanup);

function renderProduct(path: string) {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ProductPage route={route} />
    </MemoryRouter>,
  );
}

describe('product pages', () => {
  it('renders the AI booking page for /ki-terminbuchung with its rating, steps and industry links', () => {
    renderProduct('/ki-terminbuchung');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: aiBooking.hero.title })).toBeInTheDocument();
    expect(screen.getByText('4,9 von 5 Sternen').parentElement).toHaveTextContent('4,9 von 5 Sternen · 156 Bewertungen');
    const steps = within(screen.getByRole('list', { name: aiBooking.howItWorks.heading })).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual(aiBooking.howItWorks.steps.map((s) => s.title));
    expect(screen.getByRole('link', { name: 'Tierarztpraxen' })).toHaveAttribute('href', '/branchen/tierarztpraxen');
    expect(screen.getAllByRole('link', { name: '14 Tage kostenlos testen – ohne Risiko' })[0]).toHaveAttribute('href', '/kostenlos-testen');
  });

  it('renders the AI phone assistant page with its features and FAQ data', () => {
    const { container } = renderProduct('/ki-telefonassistent');
    expect(screen.getByRole('heading', { level: 1, name: aiPhoneAssistant.hero.title })).toBeInTheDocument();
    expect(screen.getByText('4,8 von 5 Sternen').parentElement).toHaveTextContent('127 Bewertungen');
    expect(screen.getByRole('heading', { level: 3, name: 'Intelligente Weiterleitung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beispielgespräche anhören' })).toHaveAttribute('href', '/demo-playlist');
    const faq = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(aiPhoneAssistant.faq.length);
  });
});
