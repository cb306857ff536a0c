// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { findSiteRoute, siteSettings } from '@rufbereit/shared';
import { legalDocuments } from '../content/legal';
import LegalPage from './legal-page';
import { formatLegalDate } from './legal/format-legal-date';

afterEach(cleanup);

function renderLegal(path: string) {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LegalPage route={route} />
    </MemoryRouter>,
  );
}

describe('legal pages', () => {
  it('formats the version date in German', () => {
    expect(formatLegalDate('2026-11-01')).toBe('1. November 2026');
    expect(formatLegalDate('2025-03-09')).toBe('9. März 2025');
    expect(() => formatLegalDate('kein Datum')).toThrow();
  });

  it('renders the privacy policy with its date, 11 numbered sections and a table of contents pointing at them', () => {
    const { container } = renderLegal('/datenschutz');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByText(`${formatLegalDate(legalDocuments.privacy.updated)}`).closest('p')).toHaveTextContent(/^Stand: \d{1,2}\. \p{L}+ \d{4}$/u);

    const numbered = screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''));
    expect(numbered.map((h) => h.textContent?.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);

    const toc = screen.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href') ?? '');
      expect(target, link.textContent ?? '').not.toBeNull();
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('says in the privacy policy how long backups keep data after an erasure (35 days PITR, 30 days old file versions)', () => {
    const { container } = renderLegal('/datenschutz');
    const security = container.querySelector('#datensicherheit') as HTMLElement;
    expect(within(security).getByText(/in den Sicherungen bleiben sie noch bis zu 35 Tage \(Datenbanken, zeitpunktgenaue Wiederherstellung\) bzw\. bis zu 30 Tage \(frühere Dateifassungen\)/)).toBeInTheDocument();
  });

  it('links the company e-mail address and phone number in the imprint, which has no table of contents', () => {
    renderLegal('/impressum');
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Inhaltsverzeichnis' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: siteSettings.email })).toHaveAttribute('href', `mailto:${siteSettings.email}`);
    expect(screen.getByRole('link', { name: siteSettings.phoneDisplay })).toHaveAttribute('href', `tel:${siteSettings.phone}`);
    expect(screen.getByText(`E-Mail:`, { exact: false })).toHaveTextContent(`E-Mail: ${siteSettings.email}`);
  });

  it('renders the terms and the data-processing agreement from their own documents', () => {
    renderLegal('/agb');
    expect(screen.getByRole('heading', { level: 1, name: legalDocuments.terms.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: /^§ \d+ / })).toHaveLength(legalDocuments.terms.sections.length);
    cleanup();
    renderLegal('/avv');
    expect(screen.getByRole('heading', { level: 1, name: legalDocuments.dataProcessing.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '§ 8 Meldung von Datenschutzverletzungen' })).toBeInTheDocument();
  });

  it('refuses a route that has no legal document', () => {
    const route = findSiteRoute('/ueber-uns');
    if (!route) throw new Error('no route');
    expect(() => render(<LegalPage route={route} />)).toThrow(/No legal document/);
  });
});
