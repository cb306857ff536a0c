import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const beautySalons: BranchContent = {
  slug: 'beauty-salons',
  name: 'Beauty-Salons',
  seo: {
    title: `KI-Telefonassistent für Beauty-Salons – Termine automatisch buchen | ${siteSettings.brandName}`,
    description:
      'Maniküre, Wimpern, Waxing: Der KI-Telefonassistent beantwortet Fragen zu Ihren Behandlungen, bucht Termine rund um die Uhr und erinnert Ihre Kundinnen per SMS. Jetzt 14 Tage kostenlos testen.',
    keywords: [
      'KI-Telefonassistent Beauty-Salon',
      'Terminbuchung Beauty-Salon',
      'Nagelstudio Terminvergabe Telefon',
      'Wimpernstudio Termine automatisch',
      'Telefonassistent Kosmetik',
      'SMS-Erinnerung Beauty-Termin',
    ],
  },
  hero: {
    eyebrow: 'Für Beauty-Salons',
    title: 'Erreichbar, auch während Sie behandeln',
    subtitle:
      'Maniküre, Wimpernverlängerung, Waxing: Während Sie sich ganz auf Ihre Kundin konzentrieren, nimmt der KI-Telefonassistent Anrufe an, beantwortet Fragen zu Behandlungen und Preisen und bucht Termine rund um die Uhr.',
    imageAlt: 'Kosmetikerin bei einer Maniküre in einem modernen Beauty-Salon',
  },
  benefitsHeading: 'Ihre Vorteile als Beauty-Salon',
  benefits: [
    {
      icon: 'Sparkles',
      title: 'Behandlungen richtig einplanen',
      description:
        'Ob Gel-Modellage, Lash-Lifting oder Brow-Styling – der Assistent kennt Dauer und Vorbereitungszeit jeder Behandlung und vergibt nur passende Zeitfenster.',
    },
    {
      icon: 'MessageSquare',
      title: 'Antworten auf die häufigsten Fragen',
      description:
        'Preise, Haltbarkeit einer Wimpernverlängerung oder was vor dem Waxing zu beachten ist: Der Assistent gibt verlässlich Auskunft – genau so, wie Sie es hinterlegt haben.',
    },
    {
      icon: 'Repeat',
      title: 'Auffülltermine nicht vergessen',
      description:
        'Für Nägel und Wimpern schlägt der Assistent direkt den nächsten Auffülltermin vor und bucht ihn auf Wunsch gleich mit.',
    },
    {
      icon: 'BellRing',
      title: 'Erinnerungen per SMS',
      description:
        'Automatische Bestätigungen und Erinnerungen senken No-Shows um bis zu 40% – Ihre Behandlungsliege bleibt nicht leer.',
    },
    {
      icon: 'Languages',
      title: 'Mehrsprachig für alle Kundinnen',
      description:
        'Der Assistent versteht und spricht über 50 Sprachen und wechselt automatisch in die Sprache der Anruferin.',
    },
  ],
  successStory: {
    heading: 'Mehr Termine, weniger Unterbrechungen',
    text: 'Wer mitten in einer Nagelmodellage ans Telefon muss, verliert Zeit und Konzentration. Mit dem KI-Telefonassistenten bleibt die Behandlung ungestört – und der Anruf wird trotzdem zum Termin.',
    metrics: [
      { metric: '30%', description: 'mehr Buchungen' },
      { metric: '70%', description: 'weniger Unterbrechungen während der Behandlung' },
      { metric: '93%', description: 'zufriedene Anruferinnen und Anrufer' },
    ],
  },
  rating: RATINGS.standard,
  cta: trialCta(
    'Mehr Zeit für Ihre Kundinnen',
    'Starten Sie jetzt mit dem KI-Telefonassistenten: 14 Tage kostenlos, ohne Risiko und ohne Änderung an Ihrer Telefonnummer.',
  ),
};
