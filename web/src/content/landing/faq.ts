import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR, TRIAL_DAYS } from '@rufbereit/shared';
import type { FaqItem } from '../types';
import { formatDecimalDe } from '../../lib/format-de';

const euro = (value: number): string => `${formatDecimalDe(value)}\u202F€`;

/** Landing-page FAQ; the figures come from the shared constants and match the other pages. */
export const landingFaq: readonly FaqItem[] = [
  {
    question: 'Was kostet der KI-Telefonassistent?',
    answer: `Sie zahlen nur die Gesprächsminuten: zwischen ${euro(PRICE_PER_MINUTE_MIN_EUR)} und ${euro(PRICE_PER_MINUTE_MAX_EUR)} pro Minute, je nach Volumen – je mehr Minuten, desto günstiger. Abgerechnet wird monatlich, ohne versteckte Kosten und ohne lange Vertragsbindung. Die ersten ${TRIAL_DAYS} Tage testen Sie kostenlos.`,
  },
  {
    question: 'Wie schnell ist der Assistent eingerichtet?',
    answer:
      'Die Grundeinrichtung dauert in der Regel ein bis zwei Werktage, die vollständige Anbindung an Ihre Systeme etwa eine Woche. Ihre bestehende Telefonnummer bleibt unverändert – der Assistent wird in Ihre vorhandene Telefonanlage eingebunden.',
  },
  {
    question: 'Ist der KI-Telefonassistent DSGVO-konform?',
    answer:
      'Ja, zu 100\u202F%. Alle Daten werden auf Servern in deutschen Rechenzentren verarbeitet. Mit Ihnen schließen wir einen Auftragsverarbeitungsvertrag nach Art. 28 DSGVO.',
  },
  {
    question: 'Lässt sich der Assistent in meine bestehenden Systeme integrieren?',
    answer:
      'Ja. Der Assistent bucht Termine direkt in Ihr Terminbuchungstool oder Ihren Kalender und vermeidet Doppelbuchungen. Er arbeitet außerdem mit Praxisverwaltungssoftware, etwa für Tierarztpraxen, mit CRM-Systemen und mit Team-Apps zusammen.',
  },
  {
    question: 'Welche Sprachen spricht der Assistent?',
    answer:
      'Über 50 Sprachen. Voreingestellt ist Deutsch; bei der Begrüßung erkennt der Assistent die Sprache des Anrufers und führt das Gespräch in dieser Sprache weiter.',
  },
  {
    question: 'Was passiert bei dringenden Anrufen?',
    answer:
      'Dringende Anliegen erkennt der Assistent und leitet sie nach Ihren Regeln sofort an Sie oder die zuständige Person in Ihrem Team weiter. Alle anderen Anrufe erledigt er selbst und schickt Ihnen eine Zusammenfassung per E-Mail.',
  },
  {
    question: 'Kann ich jederzeit kündigen?',
    answer:
      'Ja. Es gibt keine lange Vertragslaufzeit: Sie können jederzeit mit einer Frist von 30 Tagen zum Monatsende kündigen. Zusätzlich gilt unsere 100% Zufriedenheitsgarantie.',
  },
  {
    question: 'Kann ich den Assistenten vorher ausprobieren?',
    answer: `Ja. Sie können ${TRIAL_DAYS} Tage kostenlos testen und vorab unsere Test-Assistenten für Friseursalon, Tierarztpraxis und Physiotherapie anrufen. Ein typisches Gespräch ist in unter 2 Minuten erledigt.`,
  },
];

/** The heading of the landing page's FAQ section. */
export const landingFaqHeading = {
  eyebrow: 'FAQ',
  title: 'Häufig gestellte Fragen',
  intro: 'Die wichtigsten Antworten rund um Preise, Einrichtung, Datenschutz und Funktionen.',
} as const;
