import { siteSettings } from '@rufbereit/shared';
import { CONTACT_PAGE_PATH } from './common';
import type { BenefitItem, ContentLink, SeoContent } from './types';

export interface AboutContent {
  seo: SeoContent;
  hero: { eyebrow: string; title: string; subtitle: string; cta: ContentLink };
  visionMission: {
    heading: string;
    vision: { title: string; text: string };
    mission: { title: string; text: string };
    /** The two value cards next to vision and mission. */
    valueCards: BenefitItem[];
    founderQuote: { quote: string; name: string; role: string };
  };
  values: { heading: string; intro: string; items: (BenefitItem & { highlight?: string })[] };
  story: { heading: string; paragraphs: string[]; facts: { founded: string; seat: string; company: string } };
  closingCta: { title: string; text: string } & ContentLink;
}

const { brandName, foundingYear, address } = siteSettings;

/** Über uns (/ueber-uns, alias /about), spec: screens. */
export const about: AboutContent = {
  seo: {
    title: `Über uns – KI Made in Germany | ${brandName}`,
    description: `Wer hinter dem KI-Telefonassistenten steht: ${brandName} entwickelt seit ${foundingYear} in ${address.city} KI-Telefonie für Betriebe mit Terminen – 24/7 erreichbar, persönlich und 100% DSGVO-konform.`,
    keywords: ['KI Made in Germany', `${brandName} Über uns`, 'KI-Telefonassistent Deutschland', 'DSGVO-konforme KI'],
  },
  hero: {
    eyebrow: 'Über uns',
    title: 'KI Made in Germany',
    subtitle:
      'Wir entwickeln KI-Telefonassistenten für Betriebe, die von Terminen leben – damit kein Anruf mehr verloren geht und Ihr Team sich auf die Menschen vor Ort konzentrieren kann.',
    cta: { label: 'Kontakt aufnehmen', href: CONTACT_PAGE_PATH },
  },
  visionMission: {
    heading: 'Vision und Mission',
    vision: {
      title: 'Unsere Vision',
      text: 'Jeder Betrieb soll für seine Kundinnen und Kunden erreichbar sein – zu jeder Uhrzeit und in jeder Sprache, ohne dass das Team dafür die Arbeit unterbrechen muss.',
    },
    mission: {
      title: 'Unsere Mission',
      text: 'Wir machen modernste Sprach-KI für kleine und mittlere Unternehmen einfach nutzbar: schnell eingerichtet, fair abgerechnet und mit Daten, die in Deutschland bleiben.',
    },
    valueCards: [
      {
        icon: 'Clock',
        title: '24/7-Verfügbarkeit',
        description:
          'Ihr Telefon ist immer besetzt – nachts, am Wochenende und an Feiertagen. Der Assistent nimmt jeden Anruf an und handelt sofort.',
      },
      {
        icon: 'UserCheck',
        title: 'Personalisierung',
        description:
          'Stimme, Begrüßung, Ansprache und Wissen: Der Assistent spricht wie Ihr Betrieb und kennt Ihre Leistungen, Preise und Abläufe.',
      },
    ],
    founderQuote: {
      quote:
        'Wir haben immer wieder erlebt, wie in Praxen und Salons das Telefon klingelt, während alle Hände beschäftigt sind. Jeder dieser Anrufe ist ein Mensch, der Hilfe oder einen Termin braucht. Genau dafür haben wir unseren KI-Telefonassistenten gebaut.',
      name: siteSettings.managingDirector,
      role: `Gründung und Geschäftsführung, ${siteSettings.legalName}`,
    },
  },
  values: {
    heading: 'Unsere Werte',
    intro: 'Drei Grundsätze leiten jede Entscheidung, die wir für unser Produkt treffen.',
    items: [
      {
        icon: 'Lightbulb',
        title: 'Innovation',
        description:
          'Wir setzen auf aktuelle Sprach-KI und entwickeln den Assistenten ständig weiter – mit Funktionen, die im Alltag unserer Kunden wirklich helfen.',
      },
      {
        icon: 'Zap',
        title: 'Effizienz',
        description:
          'Ein Anruf dauert mit dem Assistenten in der Regel unter 2 Minuten. Das spart Zeit für Anrufer und für Ihr Team.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Datenschutz',
        highlight: '100% DSGVO-konform',
        description:
          'Alle Daten werden auf Servern in Deutschland verarbeitet. Wir erheben nur, was nötig ist, und schließen mit jedem Kunden einen Vertrag zur Auftragsverarbeitung.',
      },
    ],
  },
  story: {
    heading: 'Unsere Geschichte',
    /** Labels of the company facts beside the story. */
    facts: { founded: 'Gegründet', seat: 'Sitz', company: 'Unternehmen' },
    paragraphs: [
      `${brandName} wurde ${foundingYear} in ${address.city} gegründet. Am Anfang stand eine einfache Beobachtung: In Friseursalons, Praxen und Studios gehen täglich Anrufe verloren – nicht aus Nachlässigkeit, sondern weil alle gerade mit Kundinnen, Kunden oder Patienten beschäftigt sind.`,
      'Aus dieser Beobachtung entstand die Idee eines Telefonassistenten, der so natürlich spricht wie ein Mensch, Termine selbstständig bucht und Dringendes sofort weiterleitet. Von Anfang an war klar: Das muss einfach einzurichten, fair bezahlbar und datenschutzkonform sein.',
      'Heute nutzen über 1.000 Unternehmen unseren KI-Telefonassistenten – von Friseursalons über Tierarztpraxen bis zu medizinischen Einrichtungen. Und wir arbeiten jeden Tag daran, dass er noch besser zuhört.',
    ],
  },
  closingCta: {
    title: 'Lernen Sie uns kennen',
    text: 'Sie möchten wissen, wie der KI-Telefonassistent in Ihrem Betrieb arbeiten würde? Wir freuen uns auf Ihre Nachricht.',
    label: 'Jetzt Kontakt aufnehmen',
    href: CONTACT_PAGE_PATH,
  },
};
