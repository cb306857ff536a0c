import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const kosmetikstudios: BranchContent = {
  slug: 'kosmetikstudios',
  name: 'Kosmetikstudios',
  seo: {
    title: `KI-Telefonassistent für Kosmetikstudios – rund um die Uhr buchbar | ${siteSettings.brandName}`,
    description:
      'Gesichtsbehandlung, Microneedling, Permanent Make-up: Der KI-Telefonassistent berät Anruferinnen, vergibt Termine und Behandlungsserien und erinnert per SMS. DSGVO-konform, 14 Tage kostenlos.',
    keywords: [
      'KI-Telefonassistent Kosmetikstudio',
      'Terminbuchung Kosmetikstudio',
      'Kosmetik Termine telefonisch vergeben',
      'Permanent Make-up Beratungstermin',
      'Telefonassistent Kosmetikerin',
    ],
  },
  hero: {
    eyebrow: 'Für Kosmetikstudios',
    title: 'Ihr Kosmetikstudio, rund um die Uhr buchbar',
    subtitle:
      'Gesichtsbehandlung, Microneedling, Permanent Make-up: Der KI-Telefonassistent beantwortet Fragen zu Ihren Behandlungen, vergibt Termine und erinnert per SMS – auch wenn Sie gerade mit einer Kundin in der Kabine sind.',
    imageAlt: 'Kosmetikerin trägt in einem Kosmetikstudio eine Gesichtsmaske auf',
  },
  benefitsHeading: 'Ihre Vorteile als Kosmetikstudio',
  benefits: [
    {
      icon: 'ClipboardList',
      title: 'Vorgespräch inklusive',
      description:
        'Bei Behandlungen wie Microneedling oder Permanent Make-up fragt der Assistent wichtige Punkte vorab ab – etwa Hauttyp, Allergien oder Medikamente – und notiert sie für Sie.',
    },
    {
      icon: 'Repeat',
      title: 'Behandlungsserien planen',
      description:
        'Viele Behandlungen wirken erst in der Serie. Der Assistent bucht Folgetermine im richtigen Abstand gleich mit.',
    },
    {
      icon: 'MessageSquare',
      title: 'Kompetente Auskunft',
      description:
        'Preise, Dauer, Nachsorge: Der Assistent beantwortet Fragen so, wie Sie es hinterlegt haben – freundlich und einheitlich.',
    },
    {
      icon: 'BellRing',
      title: 'SMS-Bestätigung und Erinnerung',
      description:
        'Jede Buchung wird per SMS bestätigt; Erinnerungen vor dem Termin reduzieren No-Shows um bis zu 40%.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Sensible Daten in guten Händen',
      description:
        'Alle Gesprächsdaten werden auf Servern in Deutschland verarbeitet – 100% DSGVO-konform.',
    },
  ],
  successStory: {
    heading: 'Mehr Zeit für die Kabine',
    text: 'Statt zwischen zwei Behandlungen Rückrufe abzuarbeiten, finden Sie eine übersichtliche Zusammenfassung aller Anrufe und Buchungen in Ihrem Postfach.',
    metrics: [
      { metric: '30%', description: 'mehr Buchungen' },
      { metric: '70%', description: 'weniger verpasste Termine' },
      { metric: '93%', description: 'zufriedene Anruferinnen und Anrufer' },
    ],
  },
  rating: RATINGS.standard,
  cta: trialCta(
    'Schöne Aussichten für Ihren Terminkalender',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos und ohne Risiko – abgestimmt auf Ihr Behandlungsangebot.',
  ),
};
