import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const physiotherapiepraxen: BranchContent = {
  slug: 'physiotherapiepraxen',
  name: 'Physiotherapiepraxen',
  seo: {
    title: `KI-Telefonassistent für Physiotherapiepraxen – Serientermine per Telefon | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent vereinbart Behandlungsserien nach Rezept, beantwortet Fragen zur Heilmittelverordnung und bucht direkt in TTools, THEORG, Terminland, Teamera und jede andere Praxissoftware.',
    keywords: [
      'KI-Telefonassistent Physiotherapie',
      'Terminvergabe Physiotherapiepraxis',
      'Serientermine Physiotherapie',
      'Rezept Physiotherapie Termin',
      'Telefonassistent THEORG',
      'Praxissoftware Physiotherapie Telefon',
    ],
  },
  hero: {
    eyebrow: 'Für Physiotherapiepraxen',
    title: 'Ihre Praxis am Telefon – entlastet und immer erreichbar',
    subtitle:
      'Der KI-Telefonassistent vereinbart Behandlungsserien nach Rezept, beantwortet Fragen zur Heilmittelverordnung und bucht direkt in Ihre Praxissoftware – während Ihr Team behandelt.',
    imageAlt: 'Physiotherapeutin behandelt das Knie eines Patienten auf der Behandlungsliege',
  },
  benefitsHeading: 'So entlastet der Assistent Ihre Praxis',
  benefits: [
    {
      icon: 'ClipboardList',
      title: 'Rezepte richtig erfassen',
      description:
        'Der Assistent fragt Heilmittel, Anzahl der Behandlungen, Kostenträger und das Ausstellungsdatum des Rezepts ab – damit der Behandlungsbeginn fristgerecht geplant wird.',
    },
    {
      icon: 'Repeat',
      title: 'Serientermine in einem Anruf',
      description:
        'Sechsmal Krankengymnastik, zweimal pro Woche? Der Assistent schlägt eine komplette Terminserie vor – passend zu Therapeutin, Raum und den Wunschzeiten der Patienten.',
    },
    {
      icon: 'PhoneCall',
      title: 'Kein Klingeln in der Behandlung',
      description:
        'Ihre Therapeutinnen und Therapeuten müssen die Behandlung nicht mehr unterbrechen – 70% weniger Unterbrechungen im Praxisalltag.',
    },
    {
      icon: 'BellRing',
      title: 'Weniger Terminausfälle',
      description: 'SMS-Erinnerungen vor jedem Termin der Serie reduzieren No-Shows um bis zu 40%.',
    },
    {
      icon: 'Languages',
      title: 'Für alle Patienten verständlich',
      description:
        'Der Assistent spricht über 50 Sprachen – hilfreich für Patientinnen und Patienten, die sich auf Deutsch schwertun.',
    },
  ],
  software: {
    heading: 'Funktioniert mit Ihrer Praxissoftware',
    intro:
      'Der KI-Telefonassistent bucht Termine direkt in Ihren bestehenden Kalender – ohne doppelte Pflege und ohne neues System für Ihr Team.',
    products: ['TTools', 'THEORG', 'Terminland', 'Teamera'],
    andOthers: 'und jede andere Praxissoftware',
  },
  successStory: {
    heading: 'Mehr Behandlungszeit, weniger Telefonzeit',
    text: 'Morgens um acht klingelt das Telefon, während die ersten Patienten schon auf der Liege liegen. Mit dem KI-Telefonassistenten wird jeder Anruf sofort angenommen und die Terminserie direkt eingetragen.',
    metrics: [
      { metric: '+30%', description: 'mehr vereinbarte Termine' },
      { metric: '40%', description: 'weniger No-Shows' },
      { metric: 'bis zu 10 Std.', description: 'weniger Telefonzeit pro Woche' },
    ],
  },
  rating: RATINGS.top,
  cta: trialCta(
    'Mehr Zeit für Therapie',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos – angebunden an Ihre Praxissoftware und abgestimmt auf Ihre Heilmittel.',
  ),
};
