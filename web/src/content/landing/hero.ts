import { pagePath } from '../../lib/page-path';

/**
 * Copy of the hero (landing page, anchor #home). Kept apart from the component so tests and the
 * prerender check can assert that the raw HTML contains the title (the LCP element).
 */
export const HERO_TITLE = 'Nie wieder verpasste Anrufe: Ihr KI-Telefonassistent bucht Termine rund um die Uhr';

export const heroContent = {
  badge: 'KI-Telefonassistent Made in Germany',
  title: HERO_TITLE,
  subtitle: 'Automatische Anrufannahme mit KI – 24/7 erreichbar, in über 50 Sprachen',
  description:
    'Der KI-Telefonassistent nimmt jeden Anruf an, versteht das Anliegen Ihrer Kunden, bucht Termine direkt in Ihren Kalender und verschickt SMS-Bestätigungen – ohne Warteschleife und ohne Doppelbuchungen.',
  targetAudience:
    'Für Friseursalons, Beauty- und Wellnessstudios, Tierarztpraxen, Physiotherapie, Kliniken und Dienstleister.',
  benefits: ['Bis zu 30% mehr Umsatz', '24/7 erreichbar', '100% DSGVO-konform'],
  primaryCta: 'Kostenlos starten',
  secondaryCta: 'KI-Anruf testen',
  benefitsLabel: 'Ihre Vorteile',
  trustLabel: 'Ihre Sicherheit',
  trust: {
    trial: '14 Tage kostenlos',
    satisfaction: '100% Zufriedenheit',
    servers: 'Deutsche Server',
  },
} as const;

/** Where the hero buttons and links lead (anchor ids of the spec). */
export const heroTargets = {
  primary: 'contact',
  secondary: 'demo-gespräche',
  satisfactionPath: pagePath('guarantee'),
} as const;
