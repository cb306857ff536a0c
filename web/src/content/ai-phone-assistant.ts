import { siteSettings } from '@rufbereit/shared';
import { CTA_LABELS, FREE_TRIAL_PATH, RATINGS, trialCta } from './common';
import type { ProductPageContent } from './types';
import { pagePath } from '../lib/page-path';

/** /ki-telefonassistent: the product landing page. Claims from the spec's product description. */
export const aiPhoneAssistant: ProductPageContent = {
  seo: {
    title: `KI-Telefonassistent – jeder Anruf angenommen, 24/7 | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent nimmt jeden Anruf an, versteht das Anliegen, bucht Termine und leitet Dringendes weiter – 24/7, in über 50 Sprachen, auf Servern in Deutschland. 14 Tage kostenlos testen.',
    keywords: [
      'KI-Telefonassistent',
      'KI Telefonassistenz',
      'automatische Anrufannahme',
      'virtuelle Telefonzentrale KI',
      'Telefonassistent DSGVO',
      'KI Anrufbeantworter Alternative',
    ],
  },
  hero: {
    eyebrow: 'KI-Telefonassistent',
    title: 'Jeder Anruf angenommen – rund um die Uhr',
    subtitle:
      'Der KI-Telefonassistent nimmt Ihre Anrufe an, versteht das Anliegen, bucht Termine und leitet Dringendes sofort weiter. In über 50 Sprachen, auf Servern in Deutschland – und Ihr Team arbeitet ungestört weiter.',
    primaryCta: { label: CTA_LABELS.trial, href: FREE_TRIAL_PATH },
    secondaryCta: { label: 'Beispielgespräche anhören', href: pagePath('demoPlaylist') },
    trustNotes: ['14 Tage kostenlos', '100% DSGVO-konform', 'Server in Deutschland'],
  },
  stats: [
    { metric: '24/7', description: 'erreichbar – auch nachts und am Wochenende' },
    { metric: '100%', description: 'Anrufannahme' },
    { metric: '93%', description: 'zufriedene Anrufer' },
    { metric: '50+', description: 'Sprachen' },
  ],
  benefitsHeading: 'Was der KI-Telefonassistent für Sie leistet',
  benefitsIntro:
    'Ob Salon, Praxis oder Studio: Der Assistent übernimmt die Telefonarbeit, die Ihr Team heute aus der Arbeit reißt.',
  benefits: [
    {
      icon: 'PhoneCall',
      title: 'Kein Anruf geht verloren',
      description:
        'Keine Warteschleife, kein Besetztzeichen, kein Anrufbeantworter: 100% der Anrufe werden angenommen – auch wenn mehrere Kunden gleichzeitig anrufen.',
    },
    {
      icon: 'CalendarCheck',
      title: '70% weniger verpasste Termine',
      description:
        'Der Assistent bucht direkt in Ihren Kalender, bestätigt per SMS und erinnert vor dem Termin.',
    },
    {
      icon: 'Euro',
      title: '30% geringere Personalkosten',
      description:
        'Routineanrufe erledigt der Assistent selbstständig. Ihr Team konzentriert sich auf die Menschen vor Ort – mit 70% weniger Unterbrechungen.',
    },
    {
      icon: 'TrendingUp',
      title: 'Bis zu 30% mehr Umsatz',
      description: 'Aus jedem angenommenen Anruf kann ein Termin werden – auch abends, am Wochenende und an Feiertagen.',
    },
    {
      icon: 'Languages',
      title: 'Über 50 Sprachen',
      description:
        'Der Assistent erkennt die Sprache des Anrufers automatisch und antwortet in derselben Sprache. Standardmäßig spricht er Deutsch, weitere Sprachen gibt es je nach Paket.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Deutsche Server, 100% DSGVO-konform',
      description:
        'Alle Gesprächsdaten werden in Rechenzentren in Deutschland verarbeitet und verschlüsselt gespeichert.',
    },
  ],
  howItWorks: {
    heading: 'So funktioniert der KI-Telefonassistent',
    intro: 'Vom Klingeln bis zur Bestätigung in vier Schritten:',
    steps: [
      {
        title: 'Anrufannahme',
        description: 'Der Assistent nimmt sofort ab und begrüßt den Anrufer mit Ihrer individuellen Begrüßung – in seiner Sprache.',
      },
      {
        title: 'Erkennung',
        description: 'Er versteht das Anliegen in natürlicher Sprache: Terminwunsch, Frage, Rückrufbitte oder ein dringender Fall.',
      },
      {
        title: 'Terminplanung',
        description: 'Er findet einen freien Termin in Ihrem Kalender, vermeidet Doppelbuchungen und erfasst die Kontaktdaten.',
      },
      {
        title: 'Bestätigung',
        description: 'Der Anrufer erhält eine SMS-Bestätigung, Sie eine Zusammenfassung per E-Mail.',
      },
    ],
    note: 'Ein komplettes Gespräch dauert in der Regel unter 2 Minuten.',
  },
  features: {
    heading: 'Alle Funktionen im Überblick',
    items: [
      { icon: 'Clock', title: '24/7-Erreichbarkeit', description: 'Ihr Betrieb ist rund um die Uhr erreichbar, an 365 Tagen im Jahr.' },
      {
        icon: 'PhoneForwarded',
        title: 'Intelligente Weiterleitung',
        description: 'Dringende Anrufe erkennt der Assistent und leitet sie nach Ihren Regeln sofort an die richtige Person weiter.',
      },
      {
        icon: 'ClipboardList',
        title: 'Kundeninformationen erfassen',
        description: 'Name, Telefonnummer und Anliegen werden vollständig aufgenommen und übersichtlich an Sie übergeben.',
      },
      {
        icon: 'Workflow',
        title: 'Integration in bestehende Systeme',
        description:
          'Der Assistent arbeitet mit Ihrem Terminkalender, Ihrer Branchensoftware, Ihrem CRM und Ihrer Team-App zusammen. Ihre Telefonnummer bleibt unverändert.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Terminverwaltung',
        description: 'Buchen, verschieben, absagen – inklusive SMS-Bestätigung und Erinnerung.',
      },
      {
        icon: 'Languages',
        title: 'Mehrsprachigkeit',
        description: 'Der Assistent erkennt die Sprache des Anrufers und antwortet in derselben Sprache – über 50 Sprachen stehen zur Verfügung.',
      },
    ],
  },
  faq: [
    {
      question: 'Wie natürlich klingt der Assistent?',
      answer:
        'Der Assistent spricht in natürlicher Sprache, versteht auch umgangssprachliche Formulierungen und reagiert auf Rückfragen. Hören Sie selbst – in unseren Beispielgesprächen oder mit einem Testanruf.',
    },
    {
      question: 'Kann ich Stimme und Gesprächsablauf anpassen?',
      answer:
        'Ja. Sie wählen Stimme und Ansprache und legen den Ablauf fest: Begrüßung mit Spracherkennung, Terminbuchung, Erfassung der Kundendaten und Abschluss mit SMS-Bestätigung und Zusammenfassung.',
    },
    {
      question: 'Bleibt meine Telefonnummer erhalten?',
      answer:
        'Ja. Ihre bestehende Telefonnummer bleibt unverändert; der Assistent wird in Ihre vorhandene Telefonanlage eingebunden, zum Beispiel per Rufumleitung.',
    },
    {
      question: 'Was passiert mit dringenden Anrufen?',
      answer:
        'Der Assistent erkennt dringende Anliegen und leitet sie sofort an die von Ihnen festgelegte Person oder Nummer weiter. Alle anderen Anliegen fasst er für Sie zusammen.',
    },
    {
      question: 'Welche Sprachen spricht der Assistent?',
      answer:
        'Standardmäßig Deutsch. Je nach Paket stehen über 50 Sprachen zur Verfügung; der Assistent erkennt die Sprache des Anrufers automatisch.',
    },
    {
      question: 'Wo werden die Daten gespeichert?',
      answer:
        'Ausschließlich auf Servern in Deutschland. Wir arbeiten 100% DSGVO-konform und schließen mit Ihnen einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    },
    {
      question: 'Was kostet der KI-Telefonassistent?',
      answer:
        'Sie zahlen pro Gesprächsminute zwischen 0,32\u202F€ und 0,45\u202F€, je nach Volumen – monatlich abgerechnet, ohne versteckte Kosten. Die ersten 14 Tage testen Sie kostenlos.',
    },
  ],
  rating: RATINGS.standard,
  cta: trialCta(
    'Bereit, keinen Anruf mehr zu verpassen?',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos und ohne Risiko – mit 100% Zufriedenheitsgarantie.',
  ),
};
