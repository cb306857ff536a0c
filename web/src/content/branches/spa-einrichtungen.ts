import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const spaEinrichtungen: BranchContent = {
  slug: 'spa-einrichtungen',
  name: 'Spa-Einrichtungen',
  seo: {
    title: `KI-Telefonassistent für Spa-Einrichtungen – +35% Buchungen | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent berät Ihre Gäste zu Treatments und Arrangements, bucht rund um die Uhr und nimmt Gutscheinbestellungen auf: +35% Buchungen, 3 Stunden weniger Verwaltung pro Tag, 98% Kundenzufriedenheit.',
    keywords: [
      'KI-Telefonassistent Spa',
      'Spa Terminbuchung Telefon',
      'Day-Spa Buchung automatisch',
      'Hotel-Spa Telefonservice',
      'Spa Gutschein telefonisch bestellen',
    ],
  },
  hero: {
    eyebrow: 'Für Spa-Einrichtungen',
    title: 'Premium-Service beginnt beim ersten Anruf',
    subtitle:
      'Der KI-Telefonassistent berät Ihre Gäste zu Treatments und Spa-Arrangements, bucht Anwendungen und Day-Spa-Pakete und nimmt Gutscheinbestellungen auf – stilvoll, freundlich und rund um die Uhr.',
    imageAlt: 'Elegantes Spa mit Pool und Ruheliegen in warmem Licht',
  },
  benefitsHeading: 'Ihre Vorteile als Spa-Einrichtung',
  benefits: [
    {
      icon: 'Sparkles',
      title: 'Arrangements perfekt koordiniert',
      description:
        'Massage, Gesichtsbehandlung und anschließend ein Bad: Der Assistent plant mehrteilige Arrangements mit passenden Übergängen zwischen Räumen und Therapeuten.',
    },
    {
      icon: 'TrendingUp',
      title: 'Mehr Buchungen, auch spätabends',
      description:
        'Gäste buchen, wann es ihnen passt. Spa-Einrichtungen verzeichnen mit dem Assistenten +35% Buchungen.',
    },
    {
      icon: 'Clock',
      title: 'Weniger Verwaltung',
      description:
        'Rückrufe, Umbuchungen und Bestätigungen erledigt der Assistent – das spart Ihrem Team 3 Stunden Verwaltungsarbeit pro Tag.',
    },
    {
      icon: 'Globe',
      title: 'Internationale Gäste',
      description:
        'Hotel- und Tagesgäste aus dem Ausland werden in ihrer Sprache begrüßt – über 50 Sprachen stehen zur Verfügung.',
    },
    {
      icon: 'MessageSquare',
      title: 'Gutscheine und Fragen',
      description:
        'Gutscheinbestellungen, Öffnungszeiten oder die Regeln im Saunabereich: Der Assistent beantwortet Fragen sofort und nimmt Bestellungen auf.',
    },
  ],
  successStory: {
    heading: 'Ergebnisse, die Ihre Gäste spüren',
    text: 'Im Spa zählt jedes Detail des Gästeerlebnisses – auch am Telefon. Der Assistent nimmt jeden Anruf ruhig und kompetent an und entlastet Ihr Team am Empfang.',
    metrics: [
      { metric: '+35%', description: 'mehr Buchungen' },
      { metric: '3 Std.', description: 'weniger Verwaltungsaufwand pro Tag' },
      { metric: '98%', description: 'Kundenzufriedenheit' },
    ],
  },
  faq: [
    {
      question: 'Klingt der KI-Telefonassistent zu unserem Spa passend?',
      answer:
        'Ja. Sie wählen Stimme, Begrüßung und Tonalität – ob herzlich-persönlich oder elegant-zurückhaltend. Der Assistent spricht Ihre Gäste so an, wie es zu Ihrem Haus passt.',
    },
    {
      question: 'Sind die Daten unserer Gäste sicher?',
      answer:
        'Alle Gesprächsdaten werden auf Servern in Deutschland verarbeitet und verschlüsselt gespeichert – 100% DSGVO-konform. Mit Ihnen schließen wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    },
    {
      question: 'Funktioniert der Assistent mit unserem Buchungssystem?',
      answer:
        'Der Assistent bucht direkt in Ihren bestehenden Kalender bzw. Ihr Spa-Buchungssystem. Welche Schnittstelle wir nutzen, klären wir in der Einrichtung – Ihre Telefonnummer bleibt dabei unverändert.',
    },
    {
      question: 'Was passiert, wenn ein Gast ein besonderes Anliegen hat?',
      answer:
        'Wünsche, die der Assistent nicht selbst lösen kann – etwa eine Gruppenbuchung mit Sonderwünschen oder eine Beschwerde –, leitet er an Ihr Team weiter oder nimmt einen Rückrufwunsch mit allen Details auf.',
    },
    {
      question: 'Wie schnell ist der Assistent einsatzbereit?',
      answer:
        'Die Grundeinrichtung dauert nur wenige Tage. In der 14-tägigen Konfigurationsphase verfeinern wir gemeinsam Treatments, Arrangements und Antworten.',
    },
    {
      question: 'Was kostet der KI-Telefonassistent?',
      answer:
        'Abgerechnet wird nur die Gesprächszeit: 0,32\u202F€ bis 0,45\u202F€ pro Minute, je nach Volumen. Die ersten 14 Tage sind kostenlos.',
    },
  ],
  rating: RATINGS.top,
  cta: trialCta(
    'Verwöhnen Sie Ihre Gäste – schon am Telefon',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos und ohne Risiko.',
  ),
};
