import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const tattooStudios: BranchContent = {
  slug: 'tattoo-studios',
  name: 'Tattoo-Studios',
  seo: {
    title: `KI-Telefonassistent für Tattoo-Studios – Beratungstermine automatisch | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent nimmt Motivanfragen an, vereinbart Beratungstermine, erklärt Ihre Anzahlungsregeln und beantwortet Pflegefragen – während Sie tätowieren. 14 Tage kostenlos testen.',
    keywords: [
      'KI-Telefonassistent Tattoo-Studio',
      'Tattoo Beratungstermin buchen',
      'Terminvergabe Tattoo-Studio',
      'Tattoo Anzahlung Termin',
      'Telefonassistent Tätowierer',
    ],
  },
  hero: {
    eyebrow: 'Für Tattoo-Studios',
    title: 'Mehr Zeit an der Maschine, weniger am Telefon',
    subtitle:
      'Der KI-Telefonassistent nimmt Anfragen für neue Motive an, vereinbart Beratungstermine, erklärt Ihre Anzahlungsregeln und beantwortet Fragen zur Pflege – während Sie tätowieren.',
    imageAlt: 'Tätowierer arbeitet konzentriert an einem Tattoo auf einem Unterarm',
  },
  benefitsHeading: 'Was Ihr Studio gewinnt',
  benefits: [
    {
      icon: 'CalendarCheck',
      title: 'Beratungstermine statt Telefonzeit',
      description:
        'Neue Kundschaft möchte ihr Motiv besprechen. Der Assistent vereinbart dafür eigene Beratungstermine im Kalender des passenden Artists.',
    },
    {
      icon: 'Euro',
      title: 'Anzahlung klar kommuniziert',
      description:
        'Der Assistent erklärt Ihre Anzahlungsregeln – Höhe, Zahlungsweg und was bei einer Absage gilt – und das bei jedem Anruf gleich.',
    },
    {
      icon: 'ClipboardList',
      title: 'Anfragen sauber erfasst',
      description:
        'Motividee, Körperstelle, ungefähre Größe und Wunsch-Artist: Der Assistent nimmt alle Details auf und schickt sie Ihnen als Zusammenfassung per E-Mail.',
    },
    {
      icon: 'MessageSquare',
      title: 'Pflegefragen beantwortet',
      description:
        'Wie lange die Folie drauf bleibt oder wann man wieder schwimmen darf: Häufige Fragen zur Nachsorge beantwortet der Assistent nach Ihren Vorgaben.',
    },
    {
      icon: 'Clock',
      title: 'Erreichbar nach Feierabend',
      description:
        'Viele Anfragen kommen abends. Der Assistent nimmt sie 24/7 entgegen, damit kein Projekt an ein anderes Studio geht.',
    },
  ],
  successStory: {
    heading: 'Ungestört tätowieren',
    text: 'Eine Session von mehreren Stunden verträgt keine Unterbrechung. Der KI-Telefonassistent sorgt dafür, dass Ihr Telefon trotzdem nie unbeantwortet bleibt.',
    metrics: [
      { metric: '100%', description: 'Anrufannahme' },
      { metric: '70%', description: 'weniger Unterbrechungen' },
      { metric: '40%', description: 'weniger No-Shows' },
    ],
  },
  rating: RATINGS.standard,
  cta: trialCta(
    'Ihr Studio, immer erreichbar',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos – eingerichtet auf Ihre Artists, Beratungstermine und Anzahlungsregeln.',
  ),
};
