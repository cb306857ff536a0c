import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { branches, siteSettings, type BranchSlug } from '@rufbereit/shared';
import { about } from './about';
import { aiBooking } from './ai-booking';
import { aiPhoneAssistant } from './ai-phone-assistant';
import { branchContent, getBranchContent } from './branches';
import { CTA_LABELS, RATINGS } from './common';
import { guarantee } from './guarantee';
import { dataProcessingAgreement, imprint, legalDocuments, privacyPolicy, terms } from './legal';
import type { LegalDocument } from './legal';
import { landingFaq } from './landing/faq';
import { industries, industryGroups } from './landing/industries';
import * as productOverview from './landing/product-overview';
import { pricingContent, standardPlan } from './landing/pricing';
import { freeTrialContent } from './free-trial';

/** Every visible string of a content object (link targets, ids and file paths are not copy). */
function textOf(value: unknown): string[] {
  const skipKeys = new Set(['href', 'primaryHref', 'secondaryHref', 'slug', 'id', 'audioUrl', 'digits']);
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (skipKeys.has(key) ? [] : textOf(inner)));
  }
  return [];
}
/** All copy as one text; the no-break spaces of the typography read as spaces for claim checks. */
const joined = (value: unknown): string => textOf(value).join('\n').replace(/[\u00A0\u202F]/g, ' ');
const legalText = (doc: LegalDocument): string => joined(doc);
const branch = (slug: BranchSlug) => branchContent[slug];

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

describe('industry pages', () => {
  it('has content for each of the 16 shared branches, with matching slug and name', () => {
    expect(branches).toHaveLength(16);
    for (const { slug, name } of branches) {
      const content = getBranchContent(slug);
      expect(content, slug).toBeDefined();
      expect(content?.slug).toBe(slug);
      expect(content?.name).toBe(name);
    }
    expect(getBranchContent('unbekannt')).toBeUndefined();
  });

  it('gives every page hero, benefits, figures, SEO data, a spec rating and the spec CTA labels', () => {
    const allowedRatings: unknown[] = Object.values(RATINGS);
    for (const { slug } of branches) {
      const content = branch(slug);
      expect(content.hero.title.length, slug).toBeGreaterThan(10);
      expect(content.benefits.length, slug).toBeGreaterThanOrEqual(4);
      expect(content.successStory.metrics.length, slug).toBeGreaterThanOrEqual(3);
      expect(content.seo.keywords.length, slug).toBeGreaterThanOrEqual(5);
      expect(content.seo.description.length, slug).toBeLessThanOrEqual(230);
      expect(allowedRatings).toContainEqual(content.rating);
      expect(content.cta).toMatchObject({
        primaryLabel: '14 Tage kostenlos testen – ohne Risiko',
        primaryHref: '/kostenlos-testen',
        secondaryLabel: 'Jetzt kostenlose Demo buchen',
        secondaryHref: '/kostenlos-testen',
      });
    }
    expect(CTA_LABELS.trial).toBe('14 Tage kostenlos testen – ohne Risiko');
  });

  it('has an FAQ on exactly the nine pages the spec lists, each with 4 to 6 questions', () => {
    const withFaq = branches.map((b) => b.slug).filter((slug) => branch(slug).faq !== undefined);
    expect(withFaq.sort()).toEqual([...FAQ_PAGES].sort());
    for (const slug of FAQ_PAGES) {
      const faq = branch(slug).faq ?? [];
      expect(faq.length, slug).toBeGreaterThanOrEqual(4);
      expect(faq.length, slug).toBeLessThanOrEqual(6);
      expect(joined(faq), slug).toMatch(/Deutschland/);
    }
  });

  it('shows the industry figures of the spec verbatim', () => {
    const metrics = (slug: BranchSlug) => branch(slug).successStory.metrics;
    expect(metrics('spa-einrichtungen')).toEqual([
      { metric: '+35%', description: 'mehr Buchungen' },
      { metric: '3 Std.', description: 'weniger Verwaltungsaufwand pro Tag' },
      { metric: '98%', description: 'Kundenzufriedenheit' },
    ]);
    expect(metrics('aesthetische-kliniken').map((m) => m.metric)).toEqual(['+35%', '3 Std.', '98%']);
    expect(metrics('akupunktur-praxen').map((m) => m.metric)).toEqual(['+30%', '3 Std.', '98%']);
    expect(metrics('rehabilitationszentren').map((m) => m.metric)).toEqual(['-40%', '3 Std.', '95%']);
    expect(metrics('chiropraktiker').map((m) => m.metric)).toEqual(['+30%', '3 Std.', '95%']);
    expect(joined(branch('chiropraktiker').benefits)).toContain('reduzieren No-Shows um bis zu 40%');
    expect(metrics('tierpflege').map((m) => m.metric)).toEqual(expect.arrayContaining(['-35%', '+25%']));
    expect(metrics('zahnarztpraxen')).toEqual([
      { metric: '40%', description: 'weniger verpasste Anrufe' },
      { metric: '30%', description: 'mehr Neupatienten' },
      { metric: '25%', description: 'weniger No-Shows' },
      { metric: '15 Std.', description: 'Zeitersparnis pro Woche' },
    ]);
    expect(joined(branch('zahnarztpraxen').benefits)).toContain('bis zu 10 Stunden pro Woche');
  });

  it('keeps both pricing statements of the FAQs', () => {
    const chiro = joined(branch('chiropraktiker').faq);
    expect(chiro).toContain('0,32 € bis 0,45 € pro Minute');
    expect(chiro).toContain('keine lange Vertragsbindung');
    expect(joined(branch('tierpflege').faq)).toContain('ab 99 €/Monat');
  });

  it('states the dental setup times and the six dental features', () => {
    const dental = branch('zahnarztpraxen');
    const faq = joined(dental.faq);
    expect(faq).toContain('1 bis 2 Arbeitstage');
    expect(faq).toContain('etwa eine Woche');
    expect(dental.features?.items.map((f) => f.title)).toEqual([
      '24/7-Erreichbarkeit',
      'Intelligente Weiterleitung',
      'Kundeninformationen',
      'Nahtlose Integration',
      'Terminverwaltung',
      'Mehrsprachigkeit',
    ]);
    expect(dental.sectionIds).toEqual({ benefits: 'benefits', contact: 'contact' });
    expect(dental.closingPhone?.href).toBe(`tel:${siteSettings.phone}`);
    expect(dental.demo?.track).toMatchObject({ categoryId: 'health', duration: '1:15' });
  });

  it('names the physiotherapy software products and any other', () => {
    const software = branch('physiotherapiepraxen').software;
    expect(software?.products).toEqual(['TTools', 'THEORG', 'Terminland', 'Teamera']);
    expect(software?.andOthers).toContain('und jede andere');
  });

  it('gives the veterinary page its demo block with the grouped demo number', () => {
    const demo = branch('tierarztpraxen').demo;
    expect(demo?.phone?.label).toBe('Testen Sie den KI-Telefonassistent');
    expect(demo?.phone?.digits).toBe(siteSettings.vetDemoPhone);
    expect(demo?.phone?.display).toMatch(/^\d{3} \d{4} \d{4}$/);
    expect(demo?.phone?.display.replace(/ /g, '')).toBe(siteSettings.vetDemoPhone);
    expect(demo?.phone?.href).toBe(`tel:${siteSettings.vetDemoPhone}`);
    expect(demo?.link).toEqual({ label: 'Kostenlose Demo anfordern', href: '/#contact' });
    expect(demo?.track).toMatchObject({ categoryId: 'health', duration: '1:15', audioUrl: '/media/audio/gesundheit.mp3' });
  });
});

describe('legal pages', () => {
  it('numbers the 11 sections of the privacy policy 1 to 11', () => {
    expect(privacyPolicy.sections).toHaveLength(11);
    privacyPolicy.sections.forEach((section, index) => {
      expect(section.heading.startsWith(`${index + 1}. `), section.heading).toBe(true);
    });
    const text = legalText(privacyPolicy);
    const fragments = ['Frankfurt', 'Pipedrive', 'Amazon SES', 'Art. 6 Abs. 1 lit. b', 'Art. 15', 'Art. 21', 'Art. 77'];
    for (const fragment of fragments) {
      expect(text).toContain(fragment);
    }
  });

  it('states the prices and payment terms in the AGB', () => {
    const text = legalText(terms);
    expect(text).toContain('0,45 € netto pro Minute Gesprächszeit des Assistenten');
    expect(text).toContain('0,10 € netto pro Minute weitergeleiteter Anrufe');
    expect(text).toContain('mit der Annahme des Anrufs durch den Empfänger');
    expect(text).toContain('innerhalb von 14 Tagen');
    expect(text).toContain('Banküberweisung, Kreditkarte oder SEPA-Lastschrift');
    expect(text).toContain('monatlich');
    expect(text).toContain('mit einer Frist von 30 Tagen zum Monatsende');
    expect(text).toContain('Rabatt nach individueller Vereinbarung');
    expect(text).toContain('14 Tage kostenlos');
    expect(text).toContain('Zufriedenheitsgarantie');
  });

  it('states the AVV deadlines, liability cap and venue', () => {
    const text = legalText(dataProcessingAgreement);
    expect(text).toContain('Art. 28 DSGVO');
    expect(text).toContain('mindestens 30 Tage im Voraus');
    expect(text).toContain('innerhalb von 14 Tagen');
    expect(text).toContain('innerhalb von 24 Stunden');
    expect(text).toContain('im jeweiligen Vertragsjahr');
    expect(text).toContain('nicht bei Vorsatz oder grober Fahrlässigkeit');
    expect(text).toContain('Gerichtsstand ist Berlin');
  });

  it('builds the imprint from the site settings', () => {
    const text = legalText(imprint);
    expect(text).toContain('§ 5 DDG');
    expect(text).toContain('§ 18 Abs. 2 MStV');
    for (const value of [
      siteSettings.legalName,
      siteSettings.address.street,
      `${siteSettings.address.postalCode} ${siteSettings.address.city}`,
      siteSettings.managingDirector,
      siteSettings.registerCourt,
      siteSettings.registerNumber,
      siteSettings.vatId,
      siteSettings.email,
      siteSettings.phoneDisplay,
    ]) {
      expect(text).toContain(value);
    }
  });

  it('gives every legal document unique section ids and an ISO date', () => {
    for (const doc of Object.values(legalDocuments)) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size, doc.title).toBe(ids.length);
      expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('guarantee, about and product pages', () => {
  it('shows the guarantee timeline: 14 days configuration, 30 days guarantee, then a refund', () => {
    expect(guarantee.timeline.phases.map((p) => p.duration)).toEqual(['14 Tage', '30 Tage', 'Danach']);
    expect(guarantee.timeline.phases[2]?.description).toContain('nachweislich nicht erreicht');
    expect(guarantee.faq.length).toBeGreaterThanOrEqual(4);
  });

  it('has the about page sections of the spec', () => {
    expect(about.hero.title).toBe('KI Made in Germany');
    expect(about.hero.cta.href).toBe('/contact#contact');
    expect(about.visionMission.valueCards.map((c) => c.title)).toEqual(['24/7-Verfügbarkeit', 'Personalisierung']);
    expect(about.visionMission.founderQuote.name).toBe(siteSettings.managingDirector);
    expect(about.values.items.map((v) => v.title)).toEqual(['Innovation', 'Effizienz', 'Datenschutz']);
    expect(about.values.items[2]?.highlight).toBe('100% DSGVO-konform');
    expect(about.closingCta).toMatchObject({ label: 'Jetzt Kontakt aufnehmen', href: '/contact#contact' });
  });

  it('uses the product claims on the AI phone assistant and booking pages', () => {
    const phone = joined(aiPhoneAssistant);
    const phoneClaims = [
      '24/7',
      'über 50 Sprachen',
      'unter 2 Minuten',
      '70% weniger verpasste Termine',
      '30% geringere Personalkosten',
      '93%',
      '14 Tage kostenlos',
      '0,32 €',
      '0,45 €',
      'Servern in Deutschland',
    ];
    for (const claim of phoneClaims) {
      expect(phone).toContain(claim);
    }
    const booking = joined(aiBooking);
    for (const claim of ['24/7', 'unter 2 Minuten', '70%', '14 Tage kostenlos', '0,32 € bis 0,45 € pro Minute']) {
      expect(booking).toContain(claim);
    }
    expect(aiBooking.industries?.links).toHaveLength(16);
  });
});

describe('copy quality', () => {
  const everything = [branchContent, legalDocuments, guarantee, about, aiBooking, aiPhoneAssistant];

  it('writes umlauts and ß instead of transliterations', () => {
    const transliteration =
      /\b\w*(fuer|ueber|koenn|moecht|muess|waehr|zurueck|naechst|persoenl|taeglich|moeglich|loesung|gespraech|strasse|schliessl|massnahm|gemaess|groess)\w*/i;
    const texts = textOf(everything);
    expect(texts.length).toBeGreaterThan(300);
    for (const text of texts) {
      expect(text).not.toMatch(transliteration);
      expect(text).not.toMatch(/lorem|ipsum|TODO|\s{2}|\s[,.;:]/i);
    }
  });

  it('keeps numbers and their units together: a no-break space before %, €, Min. and EUR', () => {
    const texts = textOf([...everything, landingFaq, industries, industryGroups, productOverview, pricingContent, standardPlan, freeTrialContent]);
    expect(texts.length).toBeGreaterThan(400);
    const breakable = /\d[ \t\n](%|€|Min\.|EUR\b)/;
    for (const text of texts) expect(text).not.toMatch(breakable);
    expect(texts.some((text) => /35\u202F%/.test(text))).toBe(true);
  });

  it('never hard-codes company data in the content sources', () => {
    const dir = import.meta.dirname;
    const listTs = (sub: string) => readdirSync(join(dir, sub)).map((file) => join(sub, file));
    const sources = [...listTs('.'), ...listTs('branches'), ...listTs('legal')].filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(sources.length).toBeGreaterThan(25);
    const forbidden = [
      siteSettings.brandName,
      siteSettings.legalName,
      siteSettings.address.street,
      siteSettings.email,
      siteSettings.phoneDisplay,
      siteSettings.managingDirector,
      siteSettings.vetDemoPhone,
    ];
    for (const file of sources) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const value of forbidden) expect(source, `${file} contains ${value}`).not.toContain(value);
    }
  });
});
