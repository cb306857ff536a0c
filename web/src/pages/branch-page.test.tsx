// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioMessages, branches, branchImageMessages, findSiteRoute, siteSettings, type BranchSlug, type SiteRoute } from '@rufbereit/shared';
import { branchContent } from '../content/branches';
import BranchPage from './branch-page';

const routeOf = (slug: BranchSlug): SiteRoute => {
  const route = findSiteRoute(`/branchen/${slug}`);
  if (!route) throw new Error(`no route for ${slug}`);
  return route;
};

const renderPage = (slug: BranchSlug) =>
  render(
    <MemoryRouter initialEntries={[`/branchen/${slug}`]}>
      <BranchPage route={routeOf(slug)} />
    </MemoryRouter>,
  );

/** The nine pages the spec gives an FAQ accordion. */
const FAQ_PAGES: BranchSlug[] = [
  'medizinische-einrichtungen',
  'spa-einrichtungen',
  'aesthetische-kliniken',
  'akupunktur-praxen',
  'rehabilitationszentren',
  'chiropraktiker',
  'tierpflege',
  'tierarztpraxen',
  'zahnarztpraxen',
];

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ message: branchImageMessages.noConfig }, { status: 404 }))));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('industry page', () => {
  it.each(branches.map((b) => b.slug))('%s: hero, benefits, success story and both calls to action', async (slug) => {
    const content = branchContent[slug];
    renderPage(slug);
    expect(screen.getByRole('heading', { level: 1, name: content.hero.title })).toBeInTheDocument();
    expect(screen.getByText(content.hero.eyebrow)).toBeInTheDocument();
    expect(document.getElementById('benefits')).toContainElement(screen.getByRole('heading', { name: content.benefitsHeading }));
    for (const benefit of content.benefits) expect(screen.getByRole('heading', { name: benefit.title })).toBeInTheDocument();
    for (const metric of content.successStory.metrics) expect(screen.getAllByText(metric.metric).length).toBeGreaterThan(0);

    for (const link of screen.getAllByRole('link', { name: '14 Tage kostenlos testen – ohne Risiko' })) expect(link).toHaveAttribute('href', '/kostenlos-testen');
    for (const link of screen.getAllByRole('link', { name: 'Jetzt kostenlose Demo buchen' })) expect(link).toHaveAttribute('href', '/kostenlos-testen');
    expect(screen.getAllByRole('link', { name: 'Jetzt kostenlose Demo buchen' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: '14 Tage kostenlos testen – ohne Risiko' }).length).toBeGreaterThan(0);

    expect(screen.queryByRole('heading', { name: 'Häufig gestellte Fragen' }) !== null).toBe(FAQ_PAGES.includes(slug));
    // The hero image box reports the API's answer.
    expect(await screen.findByText(branchImageMessages.noConfig)).toBeInTheDocument();
  });

  it('sets title, description, keywords, canonical and JSON-LD from the content', () => {
    const content = branchContent.tierarztpraxen;
    renderPage('tierarztpraxen');
    expect(document.title).toBe(content.seo.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', content.seo.description);
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', content.seo.keywords.join(', '));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${siteSettings.siteUrl}/branchen/tierarztpraxen`);
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'SoftwareApplication',
        offers: expect.objectContaining({ price: '0', priceCurrency: 'EUR' }),
        aggregateRating: expect.objectContaining({ ratingValue: content.rating.value, ratingCount: content.rating.count }),
      }),
      expect.objectContaining({ '@type': 'FAQPage' }),
    ]);
  });

  it('veterinary page: the demo number in groups of 3-4-4 as tel: link, the contact link and the sample player', () => {
    renderPage('tierarztpraxen');
    const phone = screen.getByRole('link', { name: /Testen Sie den KI-Telefonassistent/ });
    expect(phone).toHaveTextContent('030 1234 5678');
    expect(phone).toHaveAttribute('href', 'tel:03012345678');
    expect(screen.getByRole('link', { name: 'Kostenlose Demo anfordern' })).toHaveAttribute('href', '/#contact');
    const track = branchContent.tierarztpraxen.demo?.track;
    expect(track).toMatchObject({ categoryId: 'health', duration: '1:15' });
    expect(screen.getByRole('group', { name: audioMessages.player(track?.title ?? '') })).toBeInTheDocument();
    expect(screen.getByText('1:15')).toHaveAttribute('datetime', 'PT1M15S');
  });

  it('the FAQ opens one answer at a time and closes it again', async () => {
    const [first, second] = branchContent.tierarztpraxen.faq ?? [];
    if (!first || !second) throw new Error('the veterinary page needs two questions');
    renderPage('tierarztpraxen');
    const q1 = screen.getByRole('button', { name: first.question });
    const q2 = screen.getByRole('button', { name: second.question });
    await userEvent.click(q1);
    expect(screen.getByText(first.answer)).toBeVisible();
    await userEvent.click(q2);
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(q2).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(q2);
    expect(q2).toHaveAttribute('aria-expanded', 'false');
  });

  it('dental page: #benefits and #contact anchors, the six features, the player and the phone in the closing section', () => {
    renderPage('zahnarztpraxen');
    expect(screen.getByRole('link', { name: 'Alle Vorteile ansehen' })).toHaveAttribute('href', '#benefits');
    const closing = document.getElementById('contact');
    expect(closing).not.toBeNull();
    expect(within(closing as HTMLElement).getByRole('link', { name: siteSettings.phoneDisplay })).toHaveAttribute('href', `tel:${siteSettings.phone}`);
    for (const title of ['24/7-Erreichbarkeit', 'Intelligente Weiterleitung', 'Kundeninformationen', 'Nahtlose Integration', 'Terminverwaltung', 'Mehrsprachigkeit']) {
      expect(within(document.getElementById('features') as HTMLElement).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: audioMessages.player(branchContent.zahnarztpraxen.demo?.track.title ?? '') })).toBeInTheDocument();
  });

  it('physiotherapy page names TTools, THEORG, Terminland, Teamera and any other software', () => {
    renderPage('physiotherapiepraxen');
    for (const name of ['TTools', 'THEORG', 'Terminland', 'Teamera', 'und jede andere Praxissoftware']) {
      expect(screen.getByText(name, { selector: 'li' })).toBeInTheDocument();
    }
  });
});

describe('prerendered HTML', () => {
  it('holds every text, visible without JavaScript (nothing faded out), and the image skeleton', () => {
    const content = branchContent.zahnarztpraxen;
    const html = renderToString(
      <StaticRouter location="/branchen/zahnarztpraxen">
        <BranchPage route={routeOf('zahnarztpraxen')} />
      </StaticRouter>,
    );
    for (const text of [content.hero.title, ...content.benefits.map((b) => b.title), ...(content.faq ?? []).map((f) => f.question), content.cta.title]) {
      expect(html).toContain(text.replace(/&/g, '&amp;'));
    }
    expect(html).not.toContain('opacity-0');
    expect(html).toContain('aria-busy="true"');
  });
});
