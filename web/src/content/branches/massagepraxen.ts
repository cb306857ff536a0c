import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const massagepraxen: BranchContent = {
  slug: 'massagepraxen',
  name: 'Massagepraxen',
  seo: {
    title: `KI-Telefonassistent für Massagepraxen – ungestört behandeln | ${siteSettings.brandName}`,
    description:
      'Während Sie massieren, nimmt der KI-Telefonassistent Anrufe an, erklärt Ihre Massagearten und bucht Termine in der passenden Länge. 24/7 erreichbar, 14 Tage kostenlos testen.',
    keywords: [
      'KI-Telefonassistent Massagepraxis',
      'Massagetermin telefonisch buchen',
      'Terminvergabe Massage automatisch',
      'Telefonassistent Masseur',
      'Anrufbeantworter Alternative Massagepraxis',
    ],
  },
  hero: {
    eyebrow: 'Für Massagepraxen',
    title: 'Hände frei für Ihre Kunden – das Telefon übernimmt die KI',
    subtitle:
      'Während Sie massieren, nimmt der KI-Telefonassistent Anrufe entgegen, erklärt Ihre Massagearten und bucht Termine in der passenden Länge – ob 30, 45 oder 60 Minuten.',
    imageAlt: 'Masseur behandelt den Rücken einer Kundin in einer hellen Massagepraxis',
  },
  benefitsHeading: 'So entlastet der Assistent Ihre Massagepraxis',
  benefits: [
    {
      icon: 'Timer',
      title: 'Die richtige Behandlungsdauer',
      description:
        'Klassische Massage, Hot Stone oder Lymphdrainage: Der Assistent bucht Termine mit der passenden Dauer und plant Pausen zwischen den Behandlungen ein.',
    },
    {
      icon: 'PhoneCall',
      title: 'Keine Unterbrechung der Massage',
      description:
        'Sie müssen keine Behandlung mehr unterbrechen, um ans Telefon zu gehen. Jeder Anruf wird sofort angenommen – 24/7.',
    },
    {
      icon: 'ClipboardList',
      title: 'Alle Infos vorab',
      description:
        'Der Assistent fragt nach Beschwerden, Wunschmassage und ob ein Gutschein vorliegt – Sie starten gut vorbereitet in die Behandlung.',
    },
    {
      icon: 'BellRing',
      title: 'Weniger Ausfälle',
      description: 'SMS-Erinnerungen vor dem Termin senken die No-Show-Rate um bis zu 40%.',
    },
    {
      icon: 'Clock',
      title: 'Zeit gewinnen',
      description:
        'Bis zu 10 Stunden pro Woche weniger am Telefon – Zeit für zusätzliche Behandlungen oder eine echte Pause.',
    },
  ],
  successStory: {
    heading: 'Ruhige Behandlungen, volle Kalender',
    text: 'Eine Massage lebt von Ruhe. Mit dem KI-Telefonassistenten klingelt es nicht mehr im Behandlungsraum – und trotzdem wird jeder Anrufer bedient.',
    metrics: [
      { metric: '+30%', description: 'mehr Termine' },
      { metric: '40%', description: 'weniger No-Shows' },
      { metric: 'bis zu 10 Std.', description: 'weniger Telefonzeit pro Woche' },
    ],
  },
  rating: RATINGS.top,
  cta: trialCta(
    'Konzentrieren Sie sich auf Ihre Hände – nicht aufs Telefon',
    'Der KI-Telefonassistent ist schnell eingerichtet und 14 Tage kostenlos. Ihre Telefonnummer bleibt, wie sie ist.',
  ),
};
