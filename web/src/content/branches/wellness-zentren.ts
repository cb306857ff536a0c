import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const wellnessZentren: BranchContent = {
  slug: 'wellness-zentren',
  name: 'Wellness-Zentren',
  seo: {
    title: `KI-Telefonassistent für Wellness-Zentren – Anwendungen 24/7 buchen | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent beantwortet Fragen zu Anwendungen, Saunazeiten und Gutscheinen, bucht Massagen und Wellness-Pakete rund um die Uhr und entlastet Ihren Empfang.',
    keywords: [
      'KI-Telefonassistent Wellness',
      'Terminbuchung Wellness-Zentrum',
      'Wellness Anwendungen telefonisch buchen',
      'Telefonservice Wellness-Empfang',
      'Gutscheinbestellung Telefon Wellness',
    ],
  },
  hero: {
    eyebrow: 'Für Wellness-Zentren',
    title: 'Entspannung beginnt schon am Telefon',
    subtitle:
      'Der KI-Telefonassistent beantwortet Fragen zu Anwendungen, Saunazeiten und Gutscheinen, bucht Massagen und Wellness-Pakete und sorgt dafür, dass an Ihrem Empfang Ruhe herrscht.',
    imageAlt: 'Ruhebereich eines Wellness-Zentrums mit Liegen und warmem Licht',
  },
  benefitsHeading: 'Warum Wellness-Zentren auf den KI-Telefonassistenten setzen',
  benefits: [
    {
      icon: 'CalendarCheck',
      title: 'Anwendungen und Pakete buchen',
      description:
        'Einzelanwendung, Partnermassage oder Wellness-Tag mit mehreren Behandlungen: Der Assistent stellt die Termine passend zu Räumen und Therapeutinnen zusammen.',
    },
    {
      icon: 'MessageSquare',
      title: 'Auskunft zu Öffnungszeiten und Preisen',
      description:
        'Saunazeiten, Eintrittspreise, Gutscheine oder der Damensaunatag – wiederkehrende Fragen beantwortet der Assistent sofort und rund um die Uhr.',
    },
    {
      icon: 'Users',
      title: 'Ein ruhiger Empfang',
      description:
        'Ihr Empfangsteam kümmert sich um die Gäste vor Ort, statt ständig zum Telefon zu greifen – mit 70% weniger Unterbrechungen.',
    },
    {
      icon: 'Clock',
      title: '24/7 buchbar',
      description:
        'Viele Gäste planen ihren Wellness-Tag abends oder am Wochenende. Der Assistent nimmt auch dann Buchungen entgegen.',
    },
    {
      icon: 'TrendingUp',
      title: 'Mehr Umsatz mit Zusatzleistungen',
      description:
        'Auf Wunsch weist der Assistent auf passende Zusatzanwendungen oder Gutscheine hin – für bis zu 30% mehr Umsatz.',
    },
  ],
  successStory: {
    heading: 'Was Wellness-Zentren erreichen',
    text: 'An Wochenenden und vor Feiertagen steht das Telefon kaum still. Der Assistent nimmt jede Anfrage an, bucht sofort und entlastet das Team am Empfang spürbar.',
    metrics: [
      { metric: '100%', description: 'Anrufannahme' },
      { metric: 'bis zu 30%', description: 'mehr Umsatz' },
      { metric: '95%', description: 'zufriedene Gäste' },
    ],
  },
  rating: RATINGS.standard,
  cta: trialCta(
    'Gönnen Sie Ihrem Empfang eine Pause',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos – wir richten ihn auf Ihre Anwendungen, Preise und Öffnungszeiten ein.',
  ),
};
