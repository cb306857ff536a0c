// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PricingSection } from './pricing-section';
import { sortFeatures, splitIntoColumns } from '../../content/landing/pricing';

afterEach(cleanup);

const renderSection = () =>
  render(
    <MemoryRouter>
      <PricingSection />
    </MemoryRouter>,
  );

describe('pricing features', () => {
  it('sorts with German collation, umlauts beside their base letter', () => {
    const sorted = sortFeatures([
      { title: 'Zeit', description: '' },
      { title: 'Ärzte', description: '' },
      { title: 'Bücher', description: '' },
      { title: 'Anrufe', description: '' },
    ]).map((f) => f.title);
    expect(sorted).toEqual(['Anrufe', 'Ärzte', 'Bücher', 'Zeit']);
  });

  it('splits into two columns, the first one taking the odd item', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('shows the eight features sorted, four per column, each with a description', () => {
    renderSection();
    const columns = within(screen.getByTestId('plan-feature-columns')).getAllByRole('list');
    expect(columns).toHaveLength(2);
    const titles = columns.map((column) =>
      within(column)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p.font-semibold')?.textContent),
    );
    expect(titles).toEqual([
      ['Anpassbare Stimme', 'E-Mail-Benachrichtigungen', 'Erweiterte Statistiken', 'KI-Telefonassistent'],
      ['Mehrsprachig', 'Priority-Support', 'Terminbuchung', 'Unbegrenzte Anrufe'],
    ]);
    for (const item of columns.flatMap((column) => within(column).getAllByRole('listitem'))) {
      expect(item.querySelectorAll('p')[1]?.textContent?.length).toBeGreaterThan(20);
    }
  });
});

describe('pricing section', () => {
  it('shows the Standard plan, the price range and the terms of the spec', () => {
    renderSection();
    const section = document.getElementById('pricing');
    expect(section).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Faire und transparente Preise');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Standard');
    // The no-break spaces between number and sign read as spaces here.
    const text = (section?.textContent ?? '').replace(/[\u00A0\u202F]/g, ' ');
    for (const expected of [
      '0,32 € – 0,45 €',
      'pro Minute',
      'Monatlich abgerechnet',
      'Jederzeit kündbar',
      'Keine versteckten Kosten',
      '14 Tage kostenlos testen',
      '100% Zufriedenheit garantiert',
    ]) {
      expect(text).toContain(expected);
    }
    expect(screen.getByRole('link', { name: '14 Tage kostenlos starten' }).getAttribute('href')).toBe('/?section=contact#contact');
  });

  it('embeds the unit price as JSON-LD: 0.32 EUR per minute, billed monthly', () => {
    renderSection();
    const script = document.querySelector('#pricing script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: 0.32,
      priceCurrency: 'EUR',
      billingDuration: 'P1M',
      referenceQuantity: { unitCode: 'MIN' },
      description: 'pro Minute von 0,32 bis 0,45 EUR, keine versteckten Kosten',
    });
  });
});
