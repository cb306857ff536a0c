import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const medizinischeEinrichtungen: BranchContent = {
  slug: 'medizinische-einrichtungen',
  name: 'Medizinische Einrichtungen',
  seo: {
    title: `KI-Telefonassistent für Arztpraxen und medizinische Einrichtungen | ${siteSettings.brandName}`,
    description:
      'Entlasten Sie Ihre Anmeldung: Der KI-Telefonassistent vergibt Termine, nimmt Rezept- und Überweisungswünsche auf und leitet dringende Anrufe sofort weiter. Server in Deutschland, DSGVO-konform.',
    keywords: [
      'KI-Telefonassistent Arztpraxis',
      'Telefonassistent medizinische Einrichtung',
      'Terminvergabe Arztpraxis automatisch',
      'Praxistelefon entlasten',
      'Rezeptbestellung Telefon',
      'DSGVO Telefonassistent Praxis',
    ],
  },
  hero: {
    eyebrow: 'Für Arztpraxen und medizinische Einrichtungen',
    title: 'Entlastung für Ihre Anmeldung – ohne Abstriche beim Datenschutz',
    subtitle:
      'Der KI-Telefonassistent nimmt Anrufe an, vereinbart Termine, nimmt Rezept- und Überweisungswünsche auf und leitet dringende Anliegen sofort an Ihr Praxisteam weiter.',
    imageAlt: 'Medizinische Fachangestellte am Empfang einer modernen Arztpraxis',
  },
  benefitsHeading: 'Ihre Vorteile im Praxisalltag',
  benefits: [
    {
      icon: 'PhoneCall',
      title: 'Die Anrufwelle am Morgen abfangen',
      description:
        'Wenn morgens alle gleichzeitig anrufen, nimmt der Assistent jeden Anruf an – keine Warteschleife, kein Besetztzeichen.',
    },
    {
      icon: 'CalendarCheck',
      title: 'Termine nach Ihren Regeln',
      description:
        'Vorsorge, Akutsprechstunde oder Kontrolltermin: Der Assistent vergibt Termine nach den Terminarten und Zeitfenstern, die Sie festlegen.',
    },
    {
      icon: 'ClipboardList',
      title: 'Rezept- und Überweisungswünsche',
      description:
        'Folgerezepte, Überweisungen oder Befundanfragen nimmt der Assistent strukturiert auf und übergibt sie Ihrem Team zur Bearbeitung.',
    },
    {
      icon: 'PhoneForwarded',
      title: 'Dringendes sofort weitergeleitet',
      description:
        'Schildert ein Anrufer akute Beschwerden, leitet der Assistent das Gespräch direkt an die Praxis weiter oder nennt die richtige Notrufnummer.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Datenschutz auf deutschen Servern',
      description:
        'Gesprächsdaten werden ausschließlich in Rechenzentren in Deutschland verarbeitet – 100% DSGVO-konform und mit Vertrag zur Auftragsverarbeitung.',
    },
  ],
  successStory: {
    heading: 'Mehr Ruhe am Empfang',
    text: 'Ihr Team kümmert sich um die Patientinnen und Patienten in der Praxis, während der Assistent das Telefon übernimmt. Typische Ergebnisse in medizinischen Einrichtungen:',
    metrics: [
      { metric: '100%', description: 'Anrufannahme' },
      { metric: '70%', description: 'weniger verpasste Termine' },
      { metric: '30%', description: 'geringere Personalkosten' },
    ],
  },
  faq: [
    {
      question: 'Ist der KI-Telefonassistent für Patientendaten datenschutzkonform?',
      answer:
        'Ja. Alle Gesprächsdaten werden ausschließlich auf Servern in Deutschland verarbeitet und verschlüsselt gespeichert. Wir schließen mit Ihnen einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO und erfassen nur die Angaben, die für Ihr Anliegen nötig sind.',
    },
    {
      question: 'Was passiert bei einem medizinischen Notfall?',
      answer:
        'Der Assistent ist darauf eingestellt, dringende Anliegen zu erkennen. Er leitet den Anruf sofort an Ihr Praxisteam weiter, verweist bei lebensbedrohlichen Beschwerden auf den Notruf 112 und außerhalb der Sprechzeiten auf den ärztlichen Bereitschaftsdienst 116 117.',
    },
    {
      question: 'Lässt sich der Assistent mit unserem Praxisverwaltungssystem verbinden?',
      answer:
        'Der Assistent bucht direkt in Ihren bestehenden Terminkalender. Für gängige Praxisverwaltungs- und Terminsysteme gibt es Schnittstellen; welche Anbindung für Ihre Einrichtung passt, klären wir im Erstgespräch.',
    },
    {
      question: 'Wie lange dauert die Einrichtung?',
      answer:
        'Die Grundeinrichtung ist in wenigen Tagen erledigt. In der 14-tägigen Konfigurationsphase stimmen wir Begrüßung, Terminarten und Weiterleitungsregeln gemeinsam mit Ihnen ab.',
    },
    {
      question: 'Spricht der Assistent auch mit fremdsprachigen Patienten?',
      answer:
        'Ja. Standardmäßig spricht der Assistent Deutsch; je nach Paket versteht und spricht er über 50 Sprachen und wechselt automatisch in die Sprache des Anrufers.',
    },
    {
      question: 'Was kostet der KI-Telefonassistent?',
      answer:
        'Sie zahlen nur die tatsächliche Gesprächszeit: 0,32\u202F€ bis 0,45\u202F€ pro Minute, je nach Volumen. Die ersten 14 Tage testen Sie kostenlos und ohne Risiko.',
    },
  ],
  rating: RATINGS.standard,
  cta: trialCta(
    'Mehr Zeit für Ihre Patienten',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos – datenschutzkonform auf Servern in Deutschland.',
  ),
};
