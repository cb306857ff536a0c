// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { branches, siteSettings } from '@rufbereit/shared';
import { BenefitsSection } from './benefits';
import { ContactPreviewSection } from './contact-preview';
import { FeatureClaimsSection } from './feature-claims';
import { IndustriesSection } from './industries';
import { ratings } from '../content/ratings';
import { SeoDescriptionSection } from './seo-description';
import { StarRating, TestimonialsSection, testimonials } from './testimonials';

afterEach(cleanup);

describe('IndustriesSection', () => {
  it('links every industry to its page under /branchen/', () => {
    const { container } = render(
      <MemoryRouter>
        <IndustriesSection />
      </MemoryRouter>,
    );
    expect(container.querySelector('section#industries')).not.toBeNull();
    for (const branch of branches) {
      expect(screen.getByRole('link', { name: branch.name })).toHaveAttribute('href', `/branchen/${branch.slug}`);
    }
    expect(screen.getAllByText('Live-Demo verfügbar')).toHaveLength(3);
  });
});

describe('FeatureClaimsSection', () => {
  it('shows the six feature claims under #features', () => {
    const { container } = render(<FeatureClaimsSection />);
    expect(container.querySelector('section#features')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '24/7-Erreichbarkeit',
      'Intelligente Weiterleitung dringender Anrufe',
      'Erfassung von Kundeninformationen',
      'Integration in bestehende Systeme',
      'Terminverwaltung',
      'Mehrsprachigkeit',
    ]);
  });
});

describe('BenefitsSection', () => {
  it('shows the marketing figures under #benefits', () => {
    const { container } = render(<BenefitsSection />);
    expect(container.querySelector('section#benefits')).not.toBeNull();
    const text = container.textContent ?? '';
    for (const claim of ['bis zu 30%', '24/7', '100% Anrufannahme', '100% DSGVO-konform', 'Deutsche Server', '70% weniger verpasste Termine', '30% geringere Personalkosten', '70% weniger Unterbrechungen', '93% zufriedene Anrufer', '1.000+ Unternehmen']) {
      expect(text.replace(/\s+/g, ' ')).toContain(claim);
    }
  });
});

describe('TestimonialsSection', () => {
  it('shows each testimonial with an accessible star rating', () => {
    render(<TestimonialsSection />);
    for (const t of testimonials) {
      const figure = screen.getByText(t.name).closest('figure');
      expect(figure).not.toBeNull();
      expect(within(figure as HTMLElement).getByRole('img', { name: `${t.rating} von 5 Sternen` })).toBeInTheDocument();
      expect(figure).toHaveTextContent(t.position);
    }
  });

  it('clamps ratings outside 1..5', () => {
    render(
      <>
        <StarRating rating={9} />
        <StarRating rating={0} />
      </>,
    );
    expect(screen.getByRole('img', { name: '5 von 5 Sternen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 von 5 Sternen' })).toBeInTheDocument();
  });
});

describe('ContactPreviewSection', () => {
  it('shows phone, e-mail and address from the site settings', () => {
    render(<ContactPreviewSection />);
    expect(screen.getByRole('link', { name: siteSettings.phoneDisplay })).toHaveAttribute('href', `tel:${siteSettings.phone}`);
    expect(screen.getByRole('link', { name: siteSettings.email })).toHaveAttribute('href', `mailto:${siteSettings.email}`);
    expect(screen.getByText(siteSettings.address.street, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute('href', '#contact');
  });
});

describe('SeoDescriptionSection', () => {
  it('embeds SoftwareApplication data with the free offer and the home rating', () => {
    const { container } = render(<SeoDescriptionSection />);
    expect(container.textContent).toContain('KI-Telefonassistent');
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, Record<string, unknown>>;
    expect(data['@type']).toBe('SoftwareApplication');
    expect(data.offers).toMatchObject({ price: '0', priceCurrency: 'EUR', name: '14 Tage kostenlos testen' });
    expect(data.aggregateRating).toMatchObject({ ratingValue: ratings.home.value, ratingCount: ratings.home.count });
    expect(ratings.home).toEqual({ value: 5, count: 1000 });
  });
});
