import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const aesthetischeKliniken: BranchContent = {
  slug: 'aesthetische-kliniken',
  name: 'Ästhetische Kliniken',
  seo: {
    title: `KI-Telefonassistent für ästhetische Kliniken – diskret und 24/7 | ${siteSettings.brandName}`,
    description:
      'Diskrete Anfrageannahme, Beratungs- und Nachsorgetermine rund um die Uhr: +35% Buchungen, 3 Stunden weniger Verwaltung pro Tag und 98% Patientenzufriedenheit mit dem KI-Telefonassistenten.',
    keywords: [
      'KI-Telefonassistent ästhetische Klinik',
      'Beratungstermin Schönheitsklinik',
      'Terminvergabe ästhetische Medizin',
      'Telefonassistent Praxis ästhetische Chirurgie',
      'Patientenanfragen automatisch',
    ],
  },
  hero: {
    eyebrow: 'Für ästhetische Kliniken',
    title: 'Diskret, kompetent und jederzeit erreichbar',
    subtitle:
      'Der KI-Telefonassistent nimmt Anfragen zu ästhetischen Behandlungen vertraulich entgegen, vereinbart Beratungsgespräche und Nachsorgetermine und entlastet Ihr Klinikteam spürbar.',
    imageAlt: 'Heller, moderner Beratungsraum einer ästhetischen Klinik',
  },
  benefitsHeading: 'Ihre Vorteile als ästhetische Klinik',
  benefits: [
    {
      icon: 'Lock',
      title: 'Diskretion am Telefon',
      description:
        'Viele Interessentinnen und Interessenten scheuen den ersten Anruf. Der Assistent nimmt Anfragen zu Faltenbehandlung, Lidstraffung oder Laserbehandlung sachlich und vertraulich auf.',
    },
    {
      icon: 'CalendarCheck',
      title: 'Beratungsgespräche zuerst',
      description:
        'Vor jeder Behandlung steht die ärztliche Beratung. Der Assistent vereinbart diese Termine gezielt im Kalender der zuständigen Ärztin oder des zuständigen Arztes.',
    },
    {
      icon: 'Repeat',
      title: 'Nachsorge im Blick',
      description:
        'Kontrolltermine und Auffrischungsbehandlungen schlägt der Assistent im passenden Abstand vor – für Ergebnisse, die überzeugen.',
    },
    {
      icon: 'Clock',
      title: 'Weniger Verwaltungsaufwand',
      description:
        'Terminanfragen, Verschiebungen und Rückrufe übernimmt der Assistent – 3 Stunden weniger Verwaltung pro Tag für Ihr Team.',
    },
    {
      icon: 'PhoneForwarded',
      title: 'Rückfragen nach Eingriffen',
      description:
        'Meldet sich jemand nach einem Eingriff mit Beschwerden, leitet der Assistent den Anruf sofort an Ihr medizinisches Team weiter.',
    },
  ],
  successStory: {
    heading: 'Spürbar mehr Beratungstermine',
    text: 'Anfragen kommen oft abends, wenn sich Interessentinnen in Ruhe informieren. Der Assistent ist genau dann erreichbar und verwandelt Interesse in einen festen Beratungstermin.',
    metrics: [
      { metric: '+35%', description: 'mehr Buchungen' },
      { metric: '3 Std.', description: 'weniger Verwaltungsaufwand pro Tag' },
      { metric: '98%', description: 'Patientenzufriedenheit' },
    ],
  },
  faq: [
    {
      question: 'Wie vertraulich werden die Anfragen behandelt?',
      answer:
        'Alle Gespräche werden verschlüsselt übertragen und ausschließlich auf Servern in Deutschland verarbeitet – 100% DSGVO-konform. Wir arbeiten auf Grundlage eines Vertrags zur Auftragsverarbeitung nach Art. 28 DSGVO, und Zugriff auf die Daten hat nur Ihr Team.',
    },
    {
      question: 'Gibt der Assistent medizinische Auskünfte?',
      answer:
        'Nein. Der Assistent informiert über Ihr Behandlungsangebot, Abläufe und organisatorische Fragen, so wie Sie es hinterlegen. Medizinische Beratung bleibt Ihren Ärztinnen und Ärzten vorbehalten – dafür vereinbart er den Beratungstermin.',
    },
    {
      question: 'Was passiert bei Beschwerden nach einer Behandlung?',
      answer:
        'Schildert ein Anrufer Beschwerden nach einem Eingriff, stuft der Assistent das Anliegen als dringend ein und leitet den Anruf sofort an Ihr medizinisches Team oder eine von Ihnen festgelegte Nummer weiter.',
    },
    {
      question: 'Lässt sich der Assistent in unsere Kliniksoftware integrieren?',
      answer:
        'Der Assistent bucht direkt in Ihren bestehenden Terminkalender. Die passende Anbindung an Ihre Praxis- oder Kliniksoftware stimmen wir bei der Einrichtung mit Ihnen ab.',
    },
    {
      question: 'Können auch internationale Patienten anrufen?',
      answer:
        'Ja. Neben Deutsch beherrscht der Assistent je nach Paket über 50 Sprachen und erkennt die Sprache des Anrufers automatisch.',
    },
    {
      question: 'Was kostet der Einsatz?',
      answer:
        'Sie zahlen pro Gesprächsminute zwischen 0,32\u202F€ und 0,45\u202F€, je nach Volumen. Vorab testen Sie 14 Tage kostenlos.',
    },
  ],
  rating: RATINGS.standard,
  cta: trialCta(
    'Jeder Anruf ein Beratungstermin',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos – diskret, DSGVO-konform und auf Ihre Klinik abgestimmt.',
  ),
};
