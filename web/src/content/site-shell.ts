import { branchPath, pagePath } from '../lib/page-path';

/** Copy and links of the site's header and footer (spec: screens, "Header" and "Footer"). */

/** The header's navigation entries (spec: Home, Funktionen, Vorteile, Branchen, Demo testen, Kontakt). */
export const siteHeaderTexts = {
  sectionsBeforeDemo: [
    { section: 'home', label: 'Home' },
    { section: 'features', label: 'Funktionen' },
    { section: 'benefits', label: 'Vorteile' },
    { section: 'industries', label: 'Branchen' },
  ],
  sectionsAfterDemo: [{ section: 'contact', label: 'Kontakt' }],
  demo: 'Demo testen',
  start: 'Kostenlos starten',
  mainNav: 'Hauptnavigation',
  mobileNav: 'Mobile Navigation',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
} as const;

export interface FooterLink {
  to: string;
  label: string;
}

/** The footer's group that also holds the cookie-settings button. */
export const LEGAL_GROUP_TITLE = 'Rechtliches';

/**
 * The footer's link groups of the spec (Produkt, Lösungen, Ressourcen, Unternehmen, Rechtliches). The spec
 * links the booking page under its other name, /ki-terminbuchung.
 */
export const footerGroups: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: 'Produkt',
    links: [
      { to: pagePath('aiPhoneAssistant'), label: 'KI-Telefonassistent' },
      { to: pagePath('aiBooking', { alias: true }), label: 'KI-Terminbuchung' },
      { to: pagePath('freeTrial'), label: 'Kostenlos testen' },
    ],
  },
  {
    title: 'Lösungen',
    links: [
      { to: branchPath('friseursalons'), label: 'Friseursalons' },
      { to: branchPath('tierarztpraxen'), label: 'Tierarztpraxen' },
      { to: branchPath('physiotherapiepraxen'), label: 'Physiotherapiepraxen' },
      { to: branchPath('zahnarztpraxen'), label: 'Zahnarztpraxen' },
    ],
  },
  {
    title: 'Ressourcen',
    links: [
      { to: pagePath('demoPlaylist'), label: 'Demo-Gespräche' },
      { to: pagePath('guarantee'), label: 'Zufriedenheitsgarantie' },
    ],
  },
  {
    title: 'Unternehmen',
    links: [
      { to: pagePath('about'), label: 'Über uns' },
      { to: pagePath('contact'), label: 'Kontakt' },
    ],
  },
  {
    title: LEGAL_GROUP_TITLE,
    links: [
      { to: pagePath('imprint'), label: 'Impressum' },
      { to: pagePath('privacy'), label: 'Datenschutz' },
      { to: pagePath('terms'), label: 'AGB' },
      { to: pagePath('dataProcessing'), label: 'AVV' },
    ],
  },
];

export const siteFooterTexts = {
  tagline: 'Der KI-Telefonassistent nimmt rund um die Uhr Anrufe an und bucht Termine direkt in Ihren Kalender.',
  navLabel: 'Fußzeile',
  /** After '© {year} {legal name}'. */
  rights: 'Alle Rechte vorbehalten.',
} as const;
