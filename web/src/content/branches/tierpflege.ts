import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const tierpflege: BranchContent = {
  slug: 'tierpflege',
  name: 'Tierpflege',
  seo: {
    title: `KI-Telefonassistent für Hundesalons und Tierpflege – -35% No-Shows | ${siteSettings.brandName}`,
    description:
      'Ob Hundesalon, Tierpension oder Tierbetreuung: Der KI-Telefonassistent nimmt jeden Anruf an und bucht Pflege- und Betreuungstermine. -35% No-Shows, +25% Umsatz. 14 Tage kostenlos testen.',
    keywords: [
      'KI-Telefonassistent Hundesalon',
      'Tierpflege Terminbuchung',
      'Hundefriseur Termin telefonisch',
      'Tierpension Buchung Telefon',
      'Telefonassistent Tierbetreuung',
    ],
  },
  hero: {
    eyebrow: 'Für Hundesalons, Tierpensionen und Tierbetreuung',
    title: 'Mehr Zeit für die Tiere, weniger fürs Telefon',
    subtitle:
      'Der KI-Telefonassistent nimmt Anrufe an, bucht Pflege- und Betreuungstermine und beantwortet Fragen der Tierhalter – auch wenn Sie gerade einen nassen Pudel auf dem Tisch haben.',
    imageAlt: 'Hundefriseurin trimmt einen Hund in einem hellen Hundesalon',
  },
  benefitsHeading: 'Ihre Vorteile in der Tierpflege',
  benefits: [
    {
      icon: 'PawPrint',
      title: 'Termine passend zum Tier',
      description:
        'Rasse, Größe, Fellzustand: Der Assistent fragt nach, was Sie für die Planung brauchen, und bucht die richtige Dauer fürs Scheren, Trimmen oder Baden.',
    },
    {
      icon: 'CalendarCheck',
      title: 'Betreuung und Pension planen',
      description:
        'Urlaubs- oder Tagesbetreuung: Der Assistent nimmt Buchungswünsche mit Zeitraum und Besonderheiten wie Futter oder Medikamente auf.',
    },
    {
      icon: 'BellRing',
      title: 'Weniger Ausfälle',
      description: 'Erinnerungen per SMS sorgen für -35% No-Shows – der Trimmtisch bleibt nicht leer.',
    },
    {
      icon: 'TrendingUp',
      title: 'Mehr Umsatz',
      description:
        'Jeder angenommene Anruf ist ein möglicher Auftrag: +25% Umsatz, weil keine Anfrage mehr verloren geht.',
    },
    {
      icon: 'Clock',
      title: 'Rund um die Uhr erreichbar',
      description: 'Tierhalter planen oft abends. Der Assistent nimmt Anfragen 24/7 entgegen.',
    },
  ],
  successStory: {
    heading: 'Was der Assistent in der Tierpflege bewirkt',
    text: 'Wer Hunde badet, schert und föhnt, hat keine Hand fürs Telefon frei. Der KI-Telefonassistent übernimmt – und aus verpassten Anrufen werden gebuchte Termine.',
    metrics: [
      { metric: '-35%', description: 'No-Shows' },
      { metric: '+25%', description: 'Umsatz' },
      { metric: '100%', description: 'Anrufannahme' },
    ],
  },
  faq: [
    {
      question: 'Was kostet der KI-Telefonassistent für die Tierpflege?',
      answer:
        'Unsere Pakete für die Tierpflege gibt es ab 99\u202F€/Monat. Vorher testen Sie den Assistenten 14 Tage kostenlos und ohne Risiko.',
    },
    {
      question: 'Kann der Assistent unterschiedliche Behandlungsdauern einplanen?',
      answer:
        'Ja. Sie hinterlegen, wie lange Baden, Scheren oder Trimmen je nach Rasse und Größe dauert. Der Assistent fragt die nötigen Angaben ab und bucht nur passende Zeitfenster.',
    },
    {
      question: 'Was passiert, wenn ein Tierhalter einen Notfall meldet?',
      answer:
        'Der Assistent erkennt dringende Anliegen – etwa ein verletztes Tier in der Pension – und leitet den Anruf sofort an Sie oder eine von Ihnen festgelegte Nummer weiter. Bei medizinischen Notfällen verweist er auf die nächste Tierarztpraxis oder den tierärztlichen Notdienst.',
    },
    {
      question: 'Sind die Daten meiner Kunden geschützt?',
      answer:
        'Ja. Alle Gesprächsdaten werden auf Servern in Deutschland verarbeitet – 100% DSGVO-konform, mit Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    },
    {
      question: 'Wie schnell ist der Assistent eingerichtet?',
      answer:
        'Die Grundeinrichtung dauert nur wenige Tage und funktioniert mit Ihrem bestehenden Kalender. Ihre Telefonnummer bleibt unverändert.',
    },
  ],
  rating: RATINGS.standard,
  cta: trialCta(
    'Mehr Zeit für Fell, Pfoten und Schnauzen',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos und ohne Risiko.',
  ),
};
