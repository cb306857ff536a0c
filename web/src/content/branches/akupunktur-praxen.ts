import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const akupunkturPraxen: BranchContent = {
  slug: 'akupunktur-praxen',
  name: 'Akupunktur-Praxen',
  seo: {
    title: `KI-Telefonassistent für Akupunktur-Praxen – Ruhe im Behandlungsraum | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent vereinbart Erst- und Folgetermine, beantwortet Fragen zu Behandlung und Kosten und hält den Behandlungsraum ruhig: +30% Buchungen, 3 Stunden weniger Verwaltung pro Tag, 98% Zufriedenheit.',
    keywords: [
      'KI-Telefonassistent Akupunktur',
      'Akupunktur Termin buchen',
      'Terminvergabe Akupunktur-Praxis',
      'TCM Praxis Telefonassistent',
      'Behandlungsserie Akupunktur planen',
    ],
  },
  hero: {
    eyebrow: 'Für Akupunktur-Praxen',
    title: 'Mehr Ruhe für Ihre Behandlungen',
    subtitle:
      'Akupunktur braucht eine ruhige Atmosphäre. Der KI-Telefonassistent nimmt Anrufe an, vereinbart Erst- und Folgetermine und beantwortet Fragen zu Behandlung und Kosten – ohne dass es im Behandlungsraum klingelt.',
    imageAlt: 'Akupunkturnadeln auf dem Rücken einer entspannten Patientin',
  },
  benefitsHeading: 'Ihre Vorteile als Akupunktur-Praxis',
  benefits: [
    {
      icon: 'ClipboardList',
      title: 'Ersttermine gut vorbereitet',
      description:
        'Für den Ersttermin fragt der Assistent Beschwerdebild und Versicherungsstatus ab und schickt Ihnen die Angaben vorab als Zusammenfassung.',
    },
    {
      icon: 'Repeat',
      title: 'Behandlungsserien planen',
      description:
        'Akupunktur wirkt meist in Serien. Der Assistent bucht Folgetermine im gewünschten Rhythmus – etwa einmal pro Woche.',
    },
    {
      icon: 'MessageSquare',
      title: 'Fragen zur Kostenübernahme',
      description:
        'Zahlt die Krankenkasse, oder ist es eine Selbstzahlerleistung? Der Assistent gibt die Auskünfte, die Sie hinterlegen, und vermeidet Missverständnisse.',
    },
    {
      icon: 'Timer',
      title: 'Ruhe im Behandlungsraum',
      description:
        'Während die Nadeln wirken, bleibt das Telefon still – der Assistent übernimmt jeden Anruf, 24/7.',
    },
    {
      icon: 'Clock',
      title: 'Weniger Verwaltungsarbeit',
      description:
        'Terminabsprachen, Umbuchungen und Rückrufe entfallen: 3 Stunden weniger Verwaltungsaufwand pro Tag.',
    },
  ],
  successStory: {
    heading: 'Gelassen behandeln, zuverlässig erreichbar',
    text: 'In der Akupunktur-Praxis zählt die Ruhe während der Behandlung. Der KI-Telefonassistent nimmt jeden Anruf an, ohne dass Sie eine Sitzung unterbrechen müssen.',
    metrics: [
      { metric: '+30%', description: 'mehr Buchungen' },
      { metric: '3 Std.', description: 'weniger Verwaltungsaufwand pro Tag' },
      { metric: '98%', description: 'Patientenzufriedenheit' },
    ],
  },
  faq: [
    {
      question: 'Wie werden die Gesundheitsdaten meiner Patienten geschützt?',
      answer:
        'Die Gespräche werden ausschließlich auf Servern in Deutschland verarbeitet und verschlüsselt gespeichert – 100% DSGVO-konform. Wir schließen mit Ihnen einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    },
    {
      question: 'Kann der Assistent mit meinem Terminkalender arbeiten?',
      answer:
        'Ja. Der Assistent bucht direkt in Ihren bestehenden Kalender oder Ihre Praxissoftware und berücksichtigt dabei Behandlungsdauer und Pausen.',
    },
    {
      question: 'Was passiert, wenn ein Patient dringend eine Behandlung braucht?',
      answer:
        'Dringende Anliegen erkennt der Assistent und leitet den Anruf an Sie oder Ihr Team weiter. Alternativ bietet er den nächsten freien Termin an und markiert die Anfrage als dringend.',
    },
    {
      question: 'Wie lange dauert die Einrichtung?',
      answer:
        'Die Grundeinrichtung ist in wenigen Tagen erledigt. In der 14-tägigen Konfigurationsphase passen wir Begrüßung, Terminarten und Antworten gemeinsam an.',
    },
    {
      question: 'Welche Sprachen spricht der Assistent?',
      answer:
        'Standardmäßig Deutsch. Je nach Paket stehen über 50 Sprachen zur Verfügung; der Assistent erkennt die Sprache des Anrufers automatisch.',
    },
    {
      question: 'Was kostet der KI-Telefonassistent?',
      answer:
        'Sie bezahlen nur die Gesprächszeit: 0,32\u202F€ bis 0,45\u202F€ pro Minute, je nach Volumen. Die ersten 14 Tage sind kostenlos.',
    },
  ],
  rating: RATINGS.standard,
  cta: trialCta(
    'Mehr Ruhe, mehr Termine',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos und ohne Risiko.',
  ),
};
