import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR, TRIAL_DAYS } from '@rufbereit/shared';
import { pagePath } from '../../lib/page-path';

/** One feature of a plan with its German explanation. */
export interface PlanFeature {
  title: string;
  description: string;
}

/** Plan card (spec: entities): title, price text, description, feature list, popular flag. */
export interface PlanCard {
  title: string;
  priceText: string;
  description: string;
  features: readonly PlanFeature[];
  popular: boolean;
}

/**
 * 0.32 → "0,32 €", as the specification writes it ('0,32 € – 0,45 €'), with a narrow no-break space
 * between number and sign like all prices and percentages of the copy.
 */
export const formatEuro = (amount: number): string => `${amount.toFixed(2).replace('.', ',')}\u202F€`;

export const PRICE_RANGE_TEXT = `${formatEuro(PRICE_PER_MINUTE_MIN_EUR)} – ${formatEuro(PRICE_PER_MINUTE_MAX_EUR)}`;

/** The eight features of the spec, in no particular order: the card shows them sorted. */
const standardFeatures: readonly PlanFeature[] = [
  { title: 'Unbegrenzte Anrufe', description: 'Keine Obergrenze für Anrufe – Sie zahlen nur die tatsächlich geführten Gesprächsminuten.' },
  { title: 'Mehrsprachig', description: 'Ihr Assistent erkennt die Sprache des Anrufers und antwortet in über 50 Sprachen.' },
  { title: 'KI-Telefonassistent', description: 'Nimmt jeden Anruf rund um die Uhr an und beantwortet Fragen freundlich und kompetent.' },
  { title: 'Terminbuchung', description: 'Bucht Termine direkt in Ihren Kalender – ohne Doppelbuchungen.' },
  { title: 'E-Mail-Benachrichtigungen', description: 'Sie erhalten zu jedem Anruf, jeder Buchung und jedem Rückrufwunsch eine E-Mail.' },
  { title: 'Priority-Support', description: 'Bevorzugte, persönliche Hilfe durch unser Support-Team.' },
  { title: 'Erweiterte Statistiken', description: 'Auswertungen zu Anrufen, Buchungen und Spitzenzeiten auf einen Blick.' },
  { title: 'Anpassbare Stimme', description: 'Wählen Sie die Stimme, die zu Ihrem Unternehmen passt.' },
];

/** Features sorted by title the way a German reader expects (umlauts next to their base letter). */
export function sortFeatures(features: readonly PlanFeature[]): PlanFeature[] {
  return [...features].sort((a, b) => a.title.localeCompare(b.title, 'de'));
}

/** Splits a list into two columns read top to bottom: the first column gets the extra item. */
export function splitIntoColumns<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

export const standardPlan: PlanCard = {
  title: 'Standard',
  priceText: PRICE_RANGE_TEXT,
  description: 'Alles, was Ihr Unternehmen für einen professionellen KI-Telefonassistenten braucht.',
  features: sortFeatures(standardFeatures),
  popular: true,
};

export const pricingContent = {
  eyebrow: 'Preise',
  heading: 'Faire und transparente Preise',
  intro: 'Sie zahlen nur für die Minuten, in denen Ihr KI-Telefonassistent tatsächlich telefoniert.',
  perMinute: 'pro Minute',
  popularBadge: 'Beliebteste Wahl',
  terms: ['Monatlich abgerechnet', 'Jederzeit kündbar', 'Keine versteckten Kosten'],
  featuresHeading: 'Alle Funktionen inklusive',
  trial: `${TRIAL_DAYS} Tage kostenlos testen`,
  guarantee: '100% Zufriedenheit garantiert',
  cta: `${TRIAL_DAYS} Tage kostenlos starten`,
  ctaTarget: 'contact',
  guaranteePath: pagePath('guarantee'),
} as const;
