import { TRIAL_DAYS, siteSettings } from '@rufbereit/shared';
import { CONTACT_PAGE_PATH, FREE_TRIAL_PATH, trialCta } from './common';
import type { CallToAction, ContentLink, FaqItem, IconName, SeoContent } from './types';

/** Guarantee timeline of spec: states: configuration phase after the contract, then the guarantee period. */
export const GUARANTEE_CONFIGURATION_DAYS = 14;
export const GUARANTEE_PERIOD_DAYS = 30;

export interface GuaranteePhase {
  icon: IconName;
  /** Length shown on the timeline, e.g. "14 Tage". */
  duration: string;
  title: string;
  description: string;
}

export interface GuaranteeContent {
  seo: SeoContent;
  hero: { eyebrow: string; title: string; subtitle: string; primaryCta: ContentLink; secondaryCta: ContentLink };
  timeline: { heading: string; intro: string; phases: GuaranteePhase[] };
  conditions: { heading: string; intro: string; items: string[] };
  faqHeading: string;
  faq: FaqItem[];
  cta: CallToAction;
}

/** /zufriedenheitsgarantie (alias /garantie). */
export const guarantee: GuaranteeContent = {
  seo: {
    title: `100% Zufriedenheitsgarantie | ${siteSettings.brandName}`,
    description: `${GUARANTEE_CONFIGURATION_DAYS} Tage Konfiguration, ${GUARANTEE_PERIOD_DAYS} Tage Garantie: Werden die vereinbarten Ziele nachweislich nicht erreicht, erhalten Sie Ihr Geld zurück. So funktioniert die Zufriedenheitsgarantie für den KI-Telefonassistenten.`,
    keywords: ['Zufriedenheitsgarantie', 'Geld-zurück-Garantie KI-Telefonassistent', 'KI-Telefonassistent ohne Risiko', 'Telefonassistent Garantie'],
  },
  hero: {
    eyebrow: 'Zufriedenheitsgarantie',
    title: '100% Zufriedenheitsgarantie – Sie gehen kein Risiko ein',
    subtitle:
      'Wir sind von unserem KI-Telefonassistenten überzeugt. Deshalb vereinbaren wir mit Ihnen messbare Ziele – und werden diese nachweislich nicht erreicht, erhalten Sie Ihr Geld zurück.',
    primaryCta: { label: `${TRIAL_DAYS} Tage kostenlos testen`, href: FREE_TRIAL_PATH },
    secondaryCta: { label: 'Fragen zur Garantie stellen', href: CONTACT_PAGE_PATH },
  },
  timeline: {
    heading: 'So funktioniert die Garantie',
    intro: `Nach Vertragsschluss beginnt eine ${GUARANTEE_CONFIGURATION_DAYS}-tägige Konfigurationsphase, danach läuft der ${GUARANTEE_PERIOD_DAYS}-tägige Garantiezeitraum.`,
    phases: [
      {
        icon: 'Workflow',
        duration: `${GUARANTEE_CONFIGURATION_DAYS} Tage`,
        title: 'Konfigurationsphase',
        description:
          'Nach Vertragsschluss richten wir den Assistenten gemeinsam mit Ihnen ein: Begrüßung, Leistungen, Terminregeln und Weiterleitungen. Gleichzeitig legen wir messbare Ziele fest – etwa angenommene Anrufe oder gebuchte Termine.',
      },
      {
        icon: 'BarChart3',
        duration: `${GUARANTEE_PERIOD_DAYS} Tage`,
        title: 'Garantiezeitraum',
        description:
          'Der Assistent ist im Einsatz. Wir messen die vereinbarten Ziele transparent, Sie sehen alle Auswertungen, und wir optimieren laufend.',
      },
      {
        icon: 'Euro',
        duration: 'Danach',
        title: 'Geld zurück',
        description: `Wurden die vereinbarten Ziele nach Ablauf der ${GUARANTEE_PERIOD_DAYS} Tage nachweislich nicht erreicht, erstatten wir Ihnen die im Garantiezeitraum gezahlten Gebühren.`,
      },
    ],
  },
  conditions: {
    heading: 'Garantiebedingungen',
    intro: 'Damit die Garantie fair und nachvollziehbar bleibt, gelten einige einfache Bedingungen:',
    items: [
      'Die Ziele werden zu Beginn der Konfigurationsphase gemeinsam festgelegt und in Textform festgehalten.',
      'Sie stellen die für die Einrichtung nötigen Informationen vollständig bereit und wirken an der Konfiguration mit.',
      'Der Assistent ist während des gesamten Garantiezeitraums wie vereinbart im Einsatz, und vereinbarte Anpassungen werden umgesetzt.',
      'Sie machen die Garantie zeitnah nach Ende des Garantiezeitraums in Textform geltend.',
      'Die Garantie gilt einmal pro Kunde für den ersten Vertrag.',
    ],
  },
  faqHeading: 'Häufige Fragen zur Garantie',
  faq: [
    {
      question: 'Welche Ziele können wir vereinbaren?',
      answer:
        'Die Ziele richten sich nach Ihrem Betrieb. Typisch sind etwa der Anteil angenommener Anrufe, die Zahl gebuchter Termine oder weniger Unterbrechungen für Ihr Team. Wichtig ist, dass sie messbar sind.',
    },
    {
      question: 'Wie wird nachgewiesen, ob die Ziele erreicht wurden?',
      answer:
        'Grundlage sind die Auswertungen des Assistenten – angenommene Anrufe, gebuchte Termine, Weiterleitungen und Rückrufwünsche. Sie können diese Zahlen jederzeit einsehen, wir besprechen sie gemeinsam mit Ihnen.',
    },
    {
      question: 'Was ist der Unterschied zum kostenlosen Test?',
      answer: `Im kostenlosen Test lernen Sie den Assistenten ${TRIAL_DAYS} Tage lang unverbindlich kennen. Die Zufriedenheitsgarantie gilt danach für Ihren Vertrag: Sie sichert ab, dass der Assistent im Alltag Ihres Betriebs die vereinbarten Ergebnisse liefert.`,
    },
    {
      question: 'Welcher Betrag wird erstattet?',
      answer: `Wir erstatten die Gebühren, die Sie im ${GUARANTEE_PERIOD_DAYS}-tägigen Garantiezeitraum für den Assistenten gezahlt haben.`,
    },
    {
      question: 'Wie mache ich die Garantie geltend?',
      answer: `Eine kurze Nachricht per E-Mail an ${siteSettings.email} genügt. Wir prüfen die Auswertungen gemeinsam mit Ihnen und erstatten den Betrag, wenn die Ziele nachweislich nicht erreicht wurden.`,
    },
  ],
  cta: trialCta(
    'Überzeugen Sie sich ohne Risiko',
    'Testen Sie den KI-Telefonassistenten zuerst 14 Tage kostenlos – und starten Sie danach mit unserer Zufriedenheitsgarantie.',
  ),
};
