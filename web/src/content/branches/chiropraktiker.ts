import { siteSettings } from '@rufbereit/shared';
import { RATINGS, trialCta } from '../common';
import type { BranchContent } from './types';

export const chiropraktiker: BranchContent = {
  slug: 'chiropraktiker',
  name: 'Chiropraktiker',
  seo: {
    title: `KI-Telefonassistent für Chiropraktiker – +30% Termine | ${siteSettings.brandName}`,
    description:
      'Der KI-Telefonassistent vereinbart Erst- und Folgebehandlungen, beantwortet Fragen zu Ablauf und Kosten und erinnert per SMS: +30% Termine, 3 Stunden weniger Verwaltung pro Tag, 95% Zufriedenheit.',
    keywords: [
      'KI-Telefonassistent Chiropraktiker',
      'Chiropraktik Termin buchen',
      'Terminvergabe Chiropraxis',
      'Telefonassistent Praxis Chiropraktik',
      'No-Shows reduzieren Praxis',
    ],
  },
  hero: {
    eyebrow: 'Für Chiropraktiker',
    title: 'Wir halten Ihnen am Telefon den Rücken frei',
    subtitle:
      'Der KI-Telefonassistent vereinbart Erst- und Folgebehandlungen, beantwortet Fragen zu Ablauf und Kosten und nimmt jeden Anruf an, während Sie behandeln.',
    imageAlt: 'Chiropraktiker behandelt die Wirbelsäule eines Patienten',
  },
  benefitsHeading: 'Ihre Vorteile als Chiropraktiker',
  benefits: [
    {
      icon: 'CalendarCheck',
      title: 'Erstbehandlung und Folgetermine',
      description:
        'Für neue Patienten plant der Assistent einen längeren Ersttermin mit Anamnese ein, für Folgebehandlungen kürzere Zeitfenster – ganz nach Ihren Vorgaben.',
    },
    {
      icon: 'BellRing',
      title: 'Erinnerungen, die wirken',
      description: 'Automatische SMS-Erinnerungen reduzieren No-Shows um bis zu 40%.',
    },
    {
      icon: 'MessageSquare',
      title: 'Fragen zum Ablauf',
      description:
        'Was bringe ich mit, was kostet eine Sitzung, übernimmt die private Krankenversicherung die Kosten? Der Assistent beantwortet die häufigsten Fragen.',
    },
    {
      icon: 'Clock',
      title: 'Mehr Zeit für Behandlungen',
      description:
        'Terminabsprachen und Rückrufe übernimmt der Assistent – 3 Stunden weniger Verwaltungsaufwand pro Tag.',
    },
    {
      icon: 'PhoneForwarded',
      title: 'Akute Beschwerden weitergeleitet',
      description:
        'Bei akuten Schmerzen leitet der Assistent den Anruf an Sie weiter oder bietet den nächsten freien Akuttermin an.',
    },
  ],
  successStory: {
    heading: 'Volle Terminbücher, freie Hände',
    text: 'In der Chiropraktik sind Sie mit beiden Händen beim Patienten. Der KI-Telefonassistent sorgt dafür, dass trotzdem jeder Anruf angenommen und jeder Termin eingetragen wird.',
    metrics: [
      { metric: '+30%', description: 'mehr Termine' },
      { metric: '3 Std.', description: 'weniger Verwaltungsaufwand pro Tag' },
      { metric: '95%', description: 'Patientenzufriedenheit' },
    ],
  },
  faq: [
    {
      question: 'Was kostet der KI-Telefonassistent?',
      answer:
        'Sie zahlen nur die tatsächliche Gesprächszeit: 0,32\u202F€ bis 0,45\u202F€ pro Minute, je nach Volumen – je mehr Minuten, desto günstiger. Es gibt keine lange Vertragsbindung, und die ersten 14 Tage sind kostenlos.',
    },
    {
      question: 'Wie reduziert der Assistent Terminausfälle?',
      answer:
        'Jeder gebuchte Termin wird per SMS bestätigt, vor dem Termin folgt eine Erinnerung. Diese Erinnerungen reduzieren No-Shows um bis zu 40%. Wer absagen muss, kann direkt einen neuen Termin vereinbaren.',
    },
    {
      question: 'Sind die Patientendaten sicher?',
      answer:
        'Ja. Alle Daten werden auf Servern in Deutschland verarbeitet und verschlüsselt gespeichert – 100% DSGVO-konform, mit Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    },
    {
      question: 'Funktioniert der Assistent mit meinem Terminsystem?',
      answer:
        'Der Assistent bucht direkt in Ihren bestehenden Kalender oder Ihre Praxissoftware. Ihre Telefonnummer bleibt unverändert.',
    },
    {
      question: 'Was passiert bei akuten Schmerzen?',
      answer:
        'Der Assistent erkennt dringende Anliegen, leitet den Anruf an Sie weiter oder bietet den nächsten freien Akuttermin an – ganz nach den Regeln, die Sie festlegen.',
    },
    {
      question: 'Wie schnell kann ich starten?',
      answer:
        'Die Grundeinrichtung ist in wenigen Tagen erledigt. In der 14-tägigen Konfigurationsphase stimmen wir Begrüßung, Terminarten und Weiterleitungen gemeinsam ab.',
    },
  ],
  rating: RATINGS.standard,
  cta: trialCta(
    'Mehr Termine, weniger Telefon',
    'Testen Sie den KI-Telefonassistenten 14 Tage kostenlos – ohne lange Vertragsbindung.',
  ),
};
