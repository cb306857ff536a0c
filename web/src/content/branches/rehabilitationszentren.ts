import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const rehabilitationszentren: BranchContent = {
  slug: 'rehabilitationszentren',
  name: 'Rehabilitationszentren',
  seo: {
    title: `KI-Telefonassistent für Rehabilitationszentren – -40% No-Shows | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent koordiniert Therapietermine, beantwortet Fragen zu Aufnahme und Kostenträgern und erinnert zuverlässig: -40% No-Shows, 3 Stunden weniger Verwaltung pro Tag, 95% Zufriedenheit.',
    keywords: [
      'KI-Telefonassistent Reha',
      'Rehabilitationszentrum Terminvergabe',
      'ambulante Reha Termine',
      'No-Shows Reha reduzieren',
      'Telefonassistent Rehaklinik',
    ],
  },
  hero: {
    eyebrow: 'Für Rehabilitationszentren',
    title: 'Therapiepläne, die nicht am Telefon scheitern',
    subtitle:
      'Der KI-Telefonassistent koordiniert Therapietermine, beantwortet Fragen zu Aufnahme, Kostenträgern und Anfahrt und erinnert Rehabilitandinnen und Rehabilitanden zuverlässig an ihre Termine.',
    imageAlt: 'Therapeut unterstützt einen Patienten bei Übungen im Trainingsraum eines Rehabilitationszentrums',
  },
  benefitsHeading: 'Ihre Vorteile als Rehabilitationszentrum',
  benefits: [
    {
      icon: 'CalendarClock',
      title: 'Therapietermine koordiniert',
      description:
        'Ambulante Reha mit mehreren Therapien am Tag: Der Assistent vergibt und verschiebt Termine passend zum Therapieplan.',
    },
    {
      icon: 'BellRing',
      title: 'Zuverlässige Erinnerungen',
      description:
        'SMS-Erinnerungen vor jeder Einheit wirken: Rehabilitationszentren verzeichnen -40% No-Shows.',
    },
    {
      icon: 'MessageSquare',
      title: 'Fragen zu Aufnahme und Kostenträger',
      description:
        'Welche Unterlagen mitzubringen sind, wie die Kostenzusage von Rentenversicherung oder Krankenkasse abläuft, wo man parken kann: Der Assistent gibt Auskunft nach Ihren Vorgaben.',
    },
    {
      icon: 'Clock',
      title: 'Entlastung der Verwaltung',
      description:
        '3 Stunden weniger Verwaltungsaufwand pro Tag – Zeit, die Ihr Team für die Betreuung der Patientinnen und Patienten nutzen kann.',
    },
    {
      icon: 'Languages',
      title: 'Mehrsprachige Betreuung',
      description:
        'Der Assistent spricht über 50 Sprachen und erklärt Abläufe auch Anrufern, die wenig Deutsch sprechen.',
    },
  ],
  successStory: {
    heading: 'Weniger Ausfälle, mehr Therapie',
    text: 'Jede ausgefallene Einheit bringt den Therapieplan durcheinander. Mit automatischen Erinnerungen und unkomplizierten Umbuchungen per Telefon bleiben die Pläne stabil.',
    metrics: [
      { metric: '-40%', description: 'No-Shows durch SMS-Erinnerungen' },
      { metric: '3 Std.', description: 'weniger Verwaltungsaufwand pro Tag' },
      { metric: '95%', description: 'Patientenzufriedenheit' },
    ],
  },
  faq: [
    {
      question: 'Wie steht es um den Datenschutz bei Patientendaten?',
      answer:
        'Alle Gesprächsdaten werden ausschließlich auf Servern in Deutschland verarbeitet und verschlüsselt gespeichert – 100% DSGVO-konform. Grundlage ist ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    },
    {
      question: 'Kann der Assistent Termine innerhalb eines Therapieplans verschieben?',
      answer:
        'Ja. Der Assistent kennt die Regeln, die Sie hinterlegen – etwa welche Therapien aufeinander folgen müssen – und schlägt nur passende Ersatztermine vor.',
    },
    {
      question: 'Lässt sich der Assistent an unsere Software anbinden?',
      answer:
        'Der Assistent arbeitet mit Ihrem bestehenden Termin- bzw. Therapieplanungssystem. Die passende Schnittstelle stimmen wir bei der Einrichtung mit Ihnen ab.',
    },
    {
      question: 'Was passiert bei dringenden Anliegen?',
      answer:
        'Schildert ein Anrufer akute Beschwerden oder ein dringendes organisatorisches Problem, leitet der Assistent den Anruf sofort an die zuständige Stelle in Ihrem Haus weiter.',
    },
    {
      question: 'Wie lange dauert die Einrichtung?',
      answer:
        'Die Grundeinrichtung dauert nur wenige Tage. In der 14-tägigen Konfigurationsphase stimmen wir Terminarten, Weiterleitungen und Antworten gemeinsam mit Ihnen ab.',
    },
    {
      question: 'Was kostet der KI-Telefonassistent?',
      answer:
        'Abgerechnet wird nach Gesprächsminuten: 0,32\u202F€ bis 0,45\u202F€ pro Minute, je nach Volumen. Die ersten 14 Tage testen Sie kostenlos.',
    },
  ],
  rating: RATINGS.top,
  cta: trialCta(
    'Stabile Therapiepläne, entlastetes Team',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos und ohne Risiko.',
  ),
};
