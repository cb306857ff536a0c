import { siteSettings } from '@rufbereit/shared';
import { HOME_CONTACT_PATH, RATINGS, healthSampleTrack, trialCta } from '../common';
import { phoneNumber } from '../format-phone';
import type { BranchContent } from './types';

export const tierarztpraxen: BranchContent = {
  slug: 'tierarztpraxen',
  name: 'Tierarztpraxen',
  seo: {
    title: `KI-Telefonassistent für Tierarztpraxen – Notfälle erkennen, Termine buchen | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent für Tierarztpraxen vergibt Termine für Impfungen, Vorsorge und Sprechstunde, erkennt Notfälle und leitet sie sofort weiter. Jetzt Test-Assistenten anrufen oder 14 Tage kostenlos testen.',
    keywords: [
      'KI-Telefonassistent Tierarzt',
      'Tierarztpraxis Terminvergabe',
      'Telefonassistent Tierklinik',
      'Tierarzt Notfall Weiterleitung',
      'Impftermin Tierarzt buchen',
      'Praxistelefon Tierarzt entlasten',
    ],
  },
  hero: {
    eyebrow: 'Für Tierarztpraxen',
    title: 'Jeder Anruf zählt – besonders, wenn es ums Tier geht',
    subtitle:
      'Der KI-Telefonassistent vergibt Termine für Impfungen, Vorsorge und Sprechstunde, erkennt Notfälle und leitet sie sofort an Ihr Praxisteam weiter – damit Sie sich auf die Behandlung konzentrieren können.',
    imageAlt: 'Tierärztin untersucht einen Hund auf dem Behandlungstisch',
  },
  benefitsHeading: 'Ihre Vorteile als Tierarztpraxis',
  benefits: [
    {
      icon: 'PhoneForwarded',
      title: 'Notfälle sofort erkannt',
      description:
        'Vergiftung, Unfall, Atemnot: Schildert ein Tierhalter einen Notfall, leitet der Assistent den Anruf unmittelbar an die Praxis oder den Notdienst weiter.',
    },
    {
      icon: 'CalendarCheck',
      title: 'Impf- und Vorsorgetermine',
      description:
        'Impfung, Kastration oder Zahnsanierung: Der Assistent bucht Termine mit der richtigen Dauer und gibt Hinweise wie „Bitte nüchtern bringen“.',
    },
    {
      icon: 'PawPrint',
      title: 'Alle Angaben zum Tier',
      description:
        'Tierart, Rasse, Alter und Beschwerden erfasst der Assistent strukturiert – Ihr Team hat die Informationen schon vor dem Termin.',
    },
    {
      icon: 'Clock',
      title: 'Entlastung am Empfang',
      description:
        'Bis zu 10 Stunden pro Woche weniger Telefonzeit für Ihre tiermedizinischen Fachangestellten.',
    },
    {
      icon: 'BellRing',
      title: 'Erinnerungen an Folgetermine',
      description:
        'Der Assistent bestätigt Termine per SMS und erinnert rechtzeitig – für bis zu 40% weniger No-Shows.',
    },
  ],
  successStory: {
    heading: 'Ruhe im Wartezimmer, Ordnung im Terminbuch',
    text: 'Während der OP-Zeit klingelt das Telefon ununterbrochen? Der KI-Telefonassistent nimmt jeden Anruf an, trennt Dringendes von Routine und trägt Termine direkt ein.',
    metrics: [
      { metric: '100%', description: 'Anrufannahme – auch während der OP-Zeit' },
      { metric: '70%', description: 'weniger verpasste Termine' },
      { metric: '93%', description: 'zufriedene Anrufer' },
    ],
  },
  demo: {
    heading: 'Hören Sie selbst, wie der Assistent klingt',
    intro:
      'Rufen Sie unseren Test-Assistenten für Tierarztpraxen an oder hören Sie sich ein aufgezeichnetes Beispielgespräch an.',
    track: healthSampleTrack(
      'tierarzt-beispielgespraech',
      'Beispielgespräch: Terminvereinbarung',
      'Ein Anrufer vereinbart einen Termin – der Assistent fragt Anliegen und Kontaktdaten ab und bestätigt den Termin.',
    ),
    phone: { label: 'Testen Sie den KI-Telefonassistent', ...phoneNumber(siteSettings.vetDemoPhone) },
    link: { label: 'Kostenlose Demo anfordern', href: HOME_CONTACT_PATH },
  },
  faq: [
    {
      question: 'Was passiert, wenn ein Tierhalter einen Notfall meldet?',
      answer:
        'Der Assistent erkennt Notfälle wie Vergiftungen, Unfälle oder Atemnot und leitet den Anruf sofort an Ihr Praxisteam weiter. Außerhalb der Sprechzeiten nennt er die Notdienstnummer, die Sie hinterlegt haben.',
    },
    {
      question: 'Funktioniert der Assistent mit unserer Praxissoftware?',
      answer:
        'Der Assistent bucht direkt in Ihren bestehenden Terminkalender und arbeitet mit gängiger Tierarzt-Praxissoftware zusammen. Welche Anbindung passt, klären wir im Erstgespräch.',
    },
    {
      question: 'Sind die Daten unserer Kunden sicher?',
      answer:
        'Ja. Alle Gesprächsdaten werden ausschließlich auf Servern in Deutschland verarbeitet und verschlüsselt gespeichert – 100% DSGVO-konform, mit Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    },
    {
      question: 'Wie lange dauert die Einrichtung?',
      answer:
        'Die Grundeinrichtung ist in wenigen Tagen erledigt. In der 14-tägigen Konfigurationsphase stimmen wir Terminarten, Notfallregeln und Begrüßung gemeinsam mit Ihnen ab.',
    },
    {
      question: 'Versteht der Assistent auch fremdsprachige Tierhalter?',
      answer:
        'Ja. Standardmäßig spricht der Assistent Deutsch; je nach Paket stehen über 50 Sprachen zur Verfügung, und er erkennt die Sprache des Anrufers automatisch.',
    },
    {
      question: 'Was kostet der KI-Telefonassistent?',
      answer:
        'Sie zahlen nur die Gesprächszeit: 0,32\u202F€ bis 0,45\u202F€ pro Minute, je nach Volumen. Die ersten 14 Tage sind kostenlos.',
    },
  ],
  rating: RATINGS.top,
  cta: trialCta(
    'Mehr Zeit für Ihre Patienten auf vier Pfoten',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos und ohne Risiko – abgestimmt auf die Abläufe Ihrer Tierarztpraxis.',
  ),
};
