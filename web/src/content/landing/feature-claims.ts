import { CalendarCheck, ClipboardList, Clock, Languages, PhoneForwarded, Workflow, type LucideIcon } from 'lucide-react';

export interface FeatureClaim {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Optional bullet points under the description. */
  points?: readonly string[];
}

/** The six feature claims of the specification (spec: product description), in its order. */
export const featureClaims: readonly FeatureClaim[] = [
  {
    icon: Clock,
    title: '24/7-Erreichbarkeit',
    description:
      'Ihr Telefon ist rund um die Uhr besetzt – nachts, am Wochenende und an Feiertagen. Kein Anruf landet mehr auf der Mailbox.',
  },
  {
    icon: PhoneForwarded,
    title: 'Intelligente Weiterleitung dringender Anrufe',
    description:
      'Der Assistent erkennt dringende Anliegen und leitet sie nach Ihren Regeln sofort an Sie oder die zuständige Person im Team weiter.',
  },
  {
    icon: ClipboardList,
    title: 'Erfassung von Kundeninformationen',
    description:
      'Name, Telefonnummer und Anliegen werden vollständig aufgenommen und Ihnen als Zusammenfassung per E-Mail geschickt.',
  },
  {
    icon: Workflow,
    title: 'Integration in bestehende Systeme',
    description: 'Der Assistent arbeitet mit der Software, die Sie bereits nutzen:',
    points: ['Ihr Terminbuchungstool', 'Ihre Praxisverwaltungssoftware für Tierarztpraxen', 'Ihr CRM-System', 'Ihre Team-App'],
  },
  {
    icon: CalendarCheck,
    title: 'Terminverwaltung',
    description:
      'Termine werden direkt in Ihren Kalender gebucht, verschoben oder abgesagt – ohne Doppelbuchungen, mit Bestätigung und Erinnerung per SMS.',
  },
  {
    icon: Languages,
    title: 'Mehrsprachigkeit',
    description:
      'Der Assistent erkennt die Sprache des Anrufers bei der Begrüßung und spricht über 50 Sprachen – Deutsch ist voreingestellt.',
  },
];

/** The heading of the landing page's 'features' section. */
export const featureClaimsHeading = {
  eyebrow: 'Funktionen',
  title: 'Alles, was ein perfektes Telefonat braucht',
  intro: 'Der KI-Telefonassistent nimmt jeden Anruf an, versteht das Anliegen und erledigt es – so wie Ihre beste Mitarbeiterin am Empfang.',
} as const;
