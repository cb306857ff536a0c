// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { findSiteRoute } from '@rufbereit/shared';
import GuaranteePage from './guarantee-page';

afterEach(cleanup);

function renderGuarantee() {
  const route = findSiteRoute('/garantie');
  if (!route) throw new Error('no route /garantie');
  return render(
    <MemoryRouter initialEntries={['/garantie']}>
      <GuaranteePage route={route} />
    </MemoryRouter>,
  );
}

it('shows the timeline as an ordered list: 14-day configuration, 30-day guarantee, then the refund', () => {
  renderGuarantee();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const timeline = screen.getByRole('list', { name: 'So funktioniert die Garantie' });
  expect(timeline.tagName).toBe('OL');
  const steps = within(timeline).getAllByRole('listitem');
  expect(steps.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Konfigurationsphase',
    'Garantiezeitraum',
    'Geld zurück',
  ]);
  expect(steps[0]).toHaveTextContent('14 Tage');
  expect(steps[1]).toHaveTextContent('30 Tage');
  expect(steps[2]).toHaveTextContent(/nachweislich nicht erreicht/);
});

it('lists the conditions, answers questions and puts every answer into FAQPage data', () => {
  const { container } = renderGuarantee();
  expect(screen.getByRole('heading', { level: 2, name: 'Garantiebedingungen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Welcher Betrag wird erstattet?' })).toBeInTheDocument();
  const script = container.querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script?.textContent ?? '{}') as { '@type': string; mainEntity: { acceptedAnswer: { text: string } }[] };
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity.map((q) => q.acceptedAnswer.text)).toContain('Wir erstatten die Gebühren, die Sie im 30-tägigen Garantiezeitraum für den Assistenten gezahlt haben.');
  for (const link of screen.getAllByRole('link', { name: /14 Tage kostenlos testen/ })) expect(link).toHaveAttribute('href', '/kostenlos-testen');
});
