// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { findSiteRoute, siteSettings } from '@rufbereit/shared';
import AboutPage from './about-page';

afterEach(cleanup);

function renderAbout() {
  const route = findSiteRoute('/about');
  if (!route) throw new Error('no route /about');
  render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage route={route} />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

it('shows the hero "KI Made in Germany" with a contact button to /contact#contact', () => {
  renderAbout();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'KI Made in Germany' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/contact#contact');
});

it('has vision and mission with the two value cards and the founder quote', () => {
  renderAbout();
  const vision = section('Vision und Mission');
  expect(within(vision).getByRole('heading', { level: 3, name: 'Unsere Vision' })).toBeInTheDocument();
  expect(within(vision).getByRole('heading', { level: 3, name: 'Unsere Mission' })).toBeInTheDocument();
  expect(within(vision).getByRole('heading', { level: 3, name: '24/7-Verfügbarkeit' })).toBeInTheDocument();
  expect(within(vision).getByRole('heading', { level: 3, name: 'Personalisierung' })).toBeInTheDocument();
  const quote = within(vision).getByRole('figure');
  expect(within(quote).getByRole('blockquote')).toHaveTextContent(/^„.+“$/);
  expect(quote).toHaveTextContent(siteSettings.managingDirector);
});

it('names the three values, data protection as 100% DSGVO-konform, and tells the company story', () => {
  renderAbout();
  const values = within(section('Unsere Werte')).getAllByRole('listitem');
  expect(values.map((v) => within(v).getByRole('heading', { level: 3 }).textContent)).toEqual(['Innovation', 'Effizienz', 'Datenschutz']);
  expect(values[2]).toHaveTextContent('100% DSGVO-konform');
  const story = section('Unsere Geschichte');
  expect(story).toHaveTextContent(`gegründet`);
  expect(story).toHaveTextContent(String(siteSettings.foundingYear));
});

it('closes with "Jetzt Kontakt aufnehmen" to /contact#contact', () => {
  renderAbout();
  expect(screen.getByRole('link', { name: 'Jetzt Kontakt aufnehmen' })).toHaveAttribute('href', '/contact#contact');
});
