import {
  Building2,
  CalendarX,
  Clock,
  Coffee,
  PhoneIncoming,
  PiggyBank,
  Server,
  ShieldCheck,
  Smile,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';

export interface BenefitClaim {
  icon: LucideIcon;
  /** The figure as shown, e.g. 'bis zu 30%'. */
  value: string;
  label: string;
  description: string;
}

/** Marketing claims of the specification (spec: product description), figures verbatim. */
export const benefitClaims: readonly BenefitClaim[] = [
  {
    icon: TrendingUp,
    value: 'bis zu 30%',
    label: 'mehr Umsatz',
    description: 'Jeder angenommene Anruf kann ein gebuchter Termin sein.',
  },
  {
    icon: Clock,
    value: '24/7',
    label: 'erreichbar',
    description: 'Rund um die Uhr, auch an Wochenenden und Feiertagen.',
  },
  {
    icon: PhoneIncoming,
    value: '100%',
    label: 'Anrufannahme',
    description: 'Kein Besetztzeichen, keine Mailbox, keine Warteschleife.',
  },
  {
    icon: ShieldCheck,
    value: '100%',
    label: 'DSGVO-konform',
    description: 'Datenschutz nach DSGVO, mit Vertrag zur Auftragsverarbeitung.',
  },
  {
    icon: Server,
    value: 'Deutsche Server',
    label: 'Hosting in Deutschland',
    description: 'Ihre Daten liegen in deutschen Rechenzentren.',
  },
  {
    icon: CalendarX,
    value: '70%',
    label: 'weniger verpasste Termine',
    description: 'Dank Bestätigung und Erinnerung per SMS.',
  },
  {
    icon: PiggyBank,
    value: '30%',
    label: 'geringere Personalkosten',
    description: 'Ihr Team telefoniert weniger und kümmert sich um die Kundschaft vor Ort.',
  },
  {
    icon: Coffee,
    value: '70%',
    label: 'weniger Unterbrechungen',
    description: 'Konzentriert arbeiten, ohne ständig ans Telefon zu müssen.',
  },
  {
    icon: Smile,
    value: '93%',
    label: 'zufriedene Anrufer',
    description: 'Freundlich, geduldig und ohne Wartezeit.',
  },
  {
    icon: Building2,
    value: '1.000+',
    label: 'Unternehmen',
    description: 'vertrauen bereits auf den KI-Telefonassistenten.',
  },
];

/** The heading of the landing page's 'benefits' section. */
export const benefitsHeading = {
  eyebrow: 'Vorteile',
  title: 'Messbar mehr Zeit, Termine und Umsatz',
  intro: 'Was Betriebe erreichen, die ihr Telefon dem KI-Telefonassistenten überlassen.',
} as const;
