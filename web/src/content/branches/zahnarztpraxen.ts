import { siteSettings } from '@rufbereit/shared';
import { RATINGS, healthSampleTrack, trialCta } from '../common';
import { telHref } from '../format-phone';
import type { BranchContent } from './types';

export const zahnarztpraxen: BranchContent = {
  slug: 'zahnarztpraxen',
  name: 'Zahnarztpraxen',
  seo: {
    title: `KI-Telefonassistent für Zahnarztpraxen – 40% weniger verpasste Anrufe | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent für Zahnarztpraxen: 40% weniger verpasste Anrufe, 30% mehr Neupatienten, 25% weniger No-Shows und 15 Stunden Zeitersparnis pro Woche. DSGVO-konform auf deutschen Servern.',
    keywords: [
      'KI-Telefonassistent Zahnarzt',
      'Zahnarztpraxis Terminvergabe',
      'Telefonassistent Zahnarztpraxis',
      'Neupatienten Zahnarzt gewinnen',
      'Prophylaxe Termin Erinnerung',
      'Rezeption Zahnarzt entlasten',
    ],
  },
  hero: {
    eyebrow: 'Für Zahnarztpraxen',
    title: 'Volle Terminbücher, entspannte Rezeption',
    subtitle:
      'Der KI-Telefonassistent nimmt jeden Anruf an, vereinbart Kontroll-, Prophylaxe- und Behandlungstermine und leitet Schmerzpatienten sofort weiter – damit Ihr Team sich auf die Patienten im Behandlungsstuhl konzentrieren kann.',
    imageAlt: 'Zahnärztin bespricht mit einer Patientin auf dem Behandlungsstuhl eine Röntgenaufnahme',
  },
  benefitsHeading: 'Ihre Vorteile als Zahnarztpraxis',
  benefits: [
    {
      icon: 'PhoneCall',
      title: 'Keine verpassten Anrufe mehr',
      description:
        'Während der Behandlung, in der Mittagspause oder nach Praxisschluss: Der Assistent nimmt ab – für 40% weniger verpasste Anrufe.',
    },
    {
      icon: 'Users',
      title: 'Mehr Neupatienten',
      description:
        'Wer eine neue Zahnarztpraxis sucht, ruft die nächste an, wenn niemand abnimmt. Mit dem Assistenten gewinnen Praxen 30% mehr Neupatienten.',
    },
    {
      icon: 'BellRing',
      title: 'Weniger Lücken im Terminbuch',
      description:
        'SMS-Erinnerungen an Prophylaxe- und Kontrolltermine sorgen für 25% weniger No-Shows.',
    },
    {
      icon: 'Clock',
      title: 'Zeit für Ihr Team',
      description: 'Ihre Rezeption spart bis zu 10 Stunden pro Woche am Telefon.',
    },
    {
      icon: 'PhoneForwarded',
      title: 'Schmerzpatienten zuerst',
      description:
        'Bei akuten Zahnschmerzen oder nach einem Unfall leitet der Assistent sofort an die Praxis weiter oder bietet den nächsten Schmerztermin an.',
    },
  ],
  features: {
    heading: 'Alles, was Ihre Praxis am Telefon braucht',
    items: [
      {
        icon: 'Clock',
        title: '24/7-Erreichbarkeit',
        description: 'Ihre Praxis ist rund um die Uhr erreichbar – auch abends, am Wochenende und an Feiertagen.',
      },
      {
        icon: 'PhoneForwarded',
        title: 'Intelligente Weiterleitung',
        description:
          'Dringende Anliegen wie akute Schmerzen werden erkannt und sofort an Ihr Team oder den zahnärztlichen Notdienst weitergeleitet.',
      },
      {
        icon: 'ClipboardList',
        title: 'Kundeninformationen',
        description:
          'Name, Kontaktdaten, Versicherungsstatus und Anliegen werden strukturiert erfasst und an Ihr Team übergeben.',
      },
      {
        icon: 'Workflow',
        title: 'Nahtlose Integration',
        description:
          'Der Assistent bucht direkt in Ihren bestehenden Terminkalender und arbeitet mit gängiger Praxissoftware zusammen.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Terminverwaltung',
        description: 'Neue Termine, Verschiebungen und Absagen erledigt der Assistent selbstständig – ohne Doppelbuchungen.',
      },
      {
        icon: 'Languages',
        title: 'Mehrsprachigkeit',
        description: 'Über 50 Sprachen: Der Assistent erkennt die Sprache des Anrufers und antwortet in derselben Sprache.',
      },
    ],
  },
  successStory: {
    heading: 'Messbare Ergebnisse für Zahnarztpraxen',
    text: 'Montagmorgen, das Wartezimmer ist voll, und an der Rezeption klingelt es ohne Pause. Mit dem KI-Telefonassistenten wird jeder Anruf angenommen – und Ihr Team kann sich um die Patienten vor Ort kümmern.',
    metrics: [
      { metric: '40%', description: 'weniger verpasste Anrufe' },
      { metric: '30%', description: 'mehr Neupatienten' },
      { metric: '25%', description: 'weniger No-Shows' },
      { metric: '15 Std.', description: 'Zeitersparnis pro Woche' },
    ],
  },
  demo: {
    heading: 'So klingt Ihr KI-Telefonassistent',
    intro: 'Hören Sie sich an, wie der Assistent einen Anruf annimmt, das Anliegen klärt und einen Termin vereinbart.',
    track: healthSampleTrack(
      'zahnarzt-beispielgespraech',
      'Beispielgespräch: Terminvereinbarung',
      // The sample is the practice call from the health category (a veterinary practice); the
      // assistant's handling – triage, booking, SMS confirmation – is the same in a dental practice.
      'Beispiel aus dem Gesundheitswesen: Der Assistent klärt das Anliegen, schätzt die Dringlichkeit ein und bucht einen passenden Termin – inklusive SMS-Bestätigung.',
    ),
  },
  faq: [
    {
      question: 'Wie lange dauert die Einrichtung?',
      answer:
        'Die Grundeinrichtung dauert 1 bis 2 Arbeitstage. Bis der Assistent vollständig auf Ihre Praxis abgestimmt ist – mit allen Behandlungsarten, Weiterleitungsregeln und der Anbindung an Ihre Praxissoftware –, vergeht etwa eine Woche.',
    },
    {
      question: 'Sind die Patientendaten datenschutzkonform geschützt?',
      answer:
        'Ja. Alle Gesprächsdaten werden ausschließlich auf Servern in Deutschland verarbeitet und verschlüsselt gespeichert – 100% DSGVO-konform. Wir schließen mit Ihnen einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    },
    {
      question: 'Funktioniert der Assistent mit unserer Praxissoftware?',
      answer:
        'Der Assistent bucht direkt in Ihren bestehenden Terminkalender und arbeitet mit gängiger Zahnarzt-Praxissoftware zusammen. Ihre Telefonnummer bleibt unverändert.',
    },
    {
      question: 'Was passiert bei Schmerzpatienten und Notfällen?',
      answer:
        'Der Assistent erkennt akute Schmerzen oder Unfälle, leitet den Anruf sofort an Ihr Team weiter oder bietet den nächsten freien Schmerztermin an. Außerhalb der Sprechzeiten nennt er den zahnärztlichen Notdienst.',
    },
    {
      question: 'Spricht der Assistent auch mit fremdsprachigen Patienten?',
      answer:
        'Ja. Standardmäßig spricht der Assistent Deutsch; je nach Paket versteht und spricht er über 50 Sprachen.',
    },
    {
      question: 'Was kostet der KI-Telefonassistent?',
      answer:
        'Abgerechnet wird nach Gesprächsminuten: 0,32\u202F€ bis 0,45\u202F€ pro Minute, je nach Volumen. Die ersten 14 Tage testen Sie kostenlos und ohne Risiko.',
    },
  ],
  rating: RATINGS.top,
  cta: trialCta(
    'Ihre Praxis – immer erreichbar',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos oder rufen Sie uns an – wir beraten Sie gern.',
  ),
  sectionIds: { benefits: 'benefits', contact: 'contact' },
  closingPhone: { digits: siteSettings.phone, display: siteSettings.phoneDisplay, href: telHref(siteSettings.phone) },
};
