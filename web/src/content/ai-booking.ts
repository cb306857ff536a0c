import { branches, siteSettings } from '@rufbereit/shared';
import { CTA_LABELS, FREE_TRIAL_PATH, RATINGS, trialCta } from './common';
import type { ProductPageContent } from './types';
import { branchPath, pagePath } from '../lib/page-path';

/** /terminvergabe (aliases /ki-terminbuchung and the malformed variants): AI appointment booking. */
export const aiBooking: ProductPageContent = {
  seo: {
    title: `KI-Terminvergabe am Telefon – automatisch buchen, 24/7 | ${siteSettings.brandName}`,
    description:
      'Automatische Terminvergabe per Telefon: Die KI bucht Termine rund um die Uhr direkt in Ihren Kalender, ohne Doppelbuchungen, mit SMS-Bestätigung. 70% weniger verpasste Termine. 14 Tage kostenlos testen.',
    keywords: [
      'KI-Terminbuchung',
      'Terminvergabe per Telefon',
      'automatische Terminvergabe',
      'telefonische Terminbuchung KI',
      'Online-Terminbuchung Alternative',
      'SMS-Terminerinnerung',
    ],
  },
  hero: {
    eyebrow: 'KI-Terminvergabe',
    title: 'Termine vergeben, während Sie arbeiten',
    subtitle:
      'Ihre Kunden rufen an, die KI findet den passenden freien Termin, trägt ihn in Ihren Kalender ein und bestätigt per SMS – ohne Doppelbuchungen, ohne Warteschleife, rund um die Uhr.',
    primaryCta: { label: CTA_LABELS.trial, href: FREE_TRIAL_PATH },
    secondaryCta: { label: 'KI-Telefonassistent entdecken', href: pagePath('aiPhoneAssistant') },
    trustNotes: ['14 Tage kostenlos', '100% DSGVO-konform', 'Server in Deutschland'],
  },
  stats: [
    { metric: '70%', description: 'weniger verpasste Termine' },
    { metric: 'unter 2\u202FMin.', description: 'pro Anruf – vom Klingeln bis zur Bestätigung' },
    { metric: '30%', description: 'mehr Buchungen' },
    { metric: '24/7', description: 'buchbar' },
  ],
  benefitsHeading: 'Terminvergabe, die sich selbst erledigt',
  benefits: [
    {
      icon: 'CalendarCheck',
      title: 'Direkt im Kalender',
      description:
        'Der Assistent sieht Ihre freien Zeiten und trägt Termine sofort ein – mit der richtigen Dauer für jede Leistung und bei der gewünschten Mitarbeiterin oder dem gewünschten Mitarbeiter.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Keine Doppelbuchungen',
      description: 'Jeder Termin wird vor der Zusage gegen Ihren Kalender geprüft. Überschneidungen sind ausgeschlossen.',
    },
    {
      icon: 'BellRing',
      title: 'SMS-Bestätigung und Erinnerung',
      description: 'Anrufer erhalten ihre Bestätigung sofort per SMS und eine Erinnerung vor dem Termin – für 40% weniger No-Shows.',
    },
    {
      icon: 'Clock',
      title: 'Buchungen außerhalb der Öffnungszeiten',
      description: 'Viele Kunden rufen abends oder am Wochenende an. Die KI bucht auch dann, und Ihr Kalender ist am Morgen gefüllt.',
    },
    {
      icon: 'Repeat',
      title: 'Verschieben und Absagen per Telefon',
      description: 'Auch Umbuchungen und Absagen erledigt der Assistent – frei gewordene Termine stehen sofort wieder zur Verfügung.',
    },
    {
      icon: 'Timer',
      title: 'Bis zu 10 Stunden pro Woche gespart',
      description: 'Zeit, die Ihr Team bisher am Telefon verbracht hat, steht wieder für Ihre Kunden zur Verfügung.',
    },
  ],
  howItWorks: {
    heading: 'So bucht die KI Ihre Termine',
    steps: [
      { title: 'Anruf annehmen', description: 'Der Assistent nimmt sofort ab und begrüßt den Anrufer in seiner Sprache.' },
      { title: 'Wunsch verstehen', description: 'Leistung, Wunschtermin und gegebenenfalls die Wunschperson werden erfragt.' },
      { title: 'Freien Termin finden', description: 'Die KI schlägt passende freie Zeiten vor und bucht den gewählten Termin.' },
      { title: 'Bestätigen', description: 'Der Anrufer erhält eine SMS-Bestätigung, Sie eine Benachrichtigung per E-Mail.' },
    ],
    note: 'Ein komplettes Gespräch dauert in der Regel unter 2 Minuten.',
  },
  industries: {
    heading: 'KI-Terminvergabe für Ihre Branche',
    links: branches.map((branch) => ({ label: branch.name, href: branchPath(branch.slug) })),
  },
  faq: [
    {
      question: 'Mit welchen Kalendern funktioniert die KI-Terminvergabe?',
      answer:
        'Der Assistent bucht direkt in Ihren bestehenden Kalender oder Ihre Branchensoftware, etwa ein Terminbuchungs-Tool oder eine Praxissoftware. Welche Anbindung passt, klären wir bei der Einrichtung.',
    },
    {
      question: 'Wie verhindert die KI Doppelbuchungen?',
      answer: 'Vor jeder Zusage prüft der Assistent den Termin gegen Ihren aktuellen Kalender. Ist der Termin inzwischen vergeben, schlägt er sofort eine Alternative vor.',
    },
    {
      question: 'Können Kunden Termine auch verschieben oder absagen?',
      answer: 'Ja. Der Assistent erkennt Anrufer anhand ihrer Angaben, verschiebt oder storniert den Termin und gibt den Zeitraum sofort wieder frei.',
    },
    {
      question: 'Was passiert mit Anrufen, die kein Termin sind?',
      answer:
        'Fragen beantwortet der Assistent anhand Ihrer Angaben, Rückrufwünsche nimmt er auf, und dringende Anliegen leitet er sofort an Ihr Team weiter.',
    },
    {
      question: 'Ist die Terminvergabe DSGVO-konform?',
      answer:
        'Ja. Alle Daten werden auf Servern in Deutschland verarbeitet und verschlüsselt gespeichert. Mit Ihnen schließen wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    },
    {
      question: 'Was kostet die KI-Terminvergabe?',
      answer: 'Sie zahlen nur die Gesprächszeit: 0,32\u202F€ bis 0,45\u202F€ pro Minute, je nach Volumen. Die ersten 14 Tage sind kostenlos.',
    },
  ],
  rating: RATINGS.top,
  cta: trialCta(
    'Lassen Sie Ihre Termine von der KI vergeben',
    'Testen Sie die KI-Terminvergabe 14 Tage kostenlos und ohne Risiko – Ihre Telefonnummer bleibt, wie sie ist.',
  ),
};
