import type { LucideIcon } from 'lucide-react';
import BellOff from 'lucide-react/icons/bell-off';
import CalendarX from 'lucide-react/icons/calendar-x';
import Languages from 'lucide-react/icons/languages';
import PhoneCall from 'lucide-react/icons/phone-call';
import Smile from 'lucide-react/icons/smile';
import Wallet from 'lucide-react/icons/wallet';

/** Challenge item (spec: entities): id, title, icon, challenge text, solution text, metric. */
export interface ChallengeItem {
  id: string;
  title: string;
  icon: LucideIcon;
  challenge: string;
  solution: string;
  metric: { value: string; label: string };
}

export const challengesContent = {
  eyebrow: 'Herausforderungen & Lösungen',
  heading: 'Typische Herausforderungen – und wie der KI-Telefonassistent sie löst',
  intro:
    'Verpasste Anrufe, volle Terminbücher, ein gestresstes Team: Das kennen viele Betriebe. So nimmt Ihnen der KI-Telefonassistent die Arbeit am Telefon ab.',
  howItWorksHeading: 'So funktioniert es',
  duration: 'Ein komplettes Gespräch dauert unter 2 Minuten.',
  demoHeading: 'Erleben Sie den Assistenten in Aktion',
  demoText:
    'Ein Anrufer fragt nach freien Terminen – der KI-Telefonassistent prüft den Kalender und schlägt passende Zeiten vor. Freundlich, schnell und ohne Warteschleife.',
  challengeLabel: 'Herausforderung',
  solutionLabel: 'Lösung',
  cardsHeading: 'Sechs Herausforderungen, sechs Lösungen',
  closingHeading: 'Bereit, keinen Anruf mehr zu verpassen?',
  closingText: 'Hören Sie selbst, wie natürlich der KI-Telefonassistent Anrufe annimmt – und testen Sie ihn jetzt live.',
  cta: 'KI-Anruf testen',
  ctaTarget: 'test-agents',
} as const;

export const howItWorksSteps = [
  { title: 'Anrufannahme', description: 'Der Assistent nimmt jeden Anruf sofort an – ohne Warteschleife.' },
  { title: 'Erkennung', description: 'Er erkennt die Sprache und das Anliegen des Anrufers.' },
  { title: 'Terminplanung', description: 'Er findet einen freien Termin und trägt ihn direkt in Ihren Kalender ein.' },
  { title: 'Bestätigung', description: 'Der Anrufer erhält eine SMS-Bestätigung, Sie eine Zusammenfassung.' },
] as const;

export const challengeItems: readonly ChallengeItem[] = [
  {
    id: 'no-shows',
    title: 'Verpasste Termine',
    icon: CalendarX,
    challenge: 'Kunden vergessen ihre Termine oder sagen nicht rechtzeitig ab – die Zeit bleibt ungenutzt.',
    solution: 'Automatische SMS-Bestätigungen und Erinnerungen, Umbuchungen jederzeit per Anruf.',
    metric: { value: '70%', label: 'weniger verpasste Termine' },
  },
  {
    id: 'staff-cost',
    title: 'Hohe Personalkosten',
    icon: Wallet,
    challenge: 'Für die Telefonannahme braucht es zusätzliches Personal – oder Ihr Team telefoniert statt zu arbeiten.',
    solution: 'Der Assistent übernimmt Routineanrufe und Terminbuchungen vollständig.',
    metric: { value: '30%', label: 'geringere Personalkosten' },
  },
  {
    id: 'interruptions',
    title: 'Ständige Unterbrechungen',
    icon: BellOff,
    challenge: 'Das Telefon klingelt mitten in der Behandlung oder beim Haarschnitt.',
    solution: 'Die KI nimmt Anrufe an, Ihr Team arbeitet ungestört weiter und bekommt eine Zusammenfassung.',
    metric: { value: '70%', label: 'weniger Unterbrechungen' },
  },
  {
    id: 'satisfaction',
    title: 'Genervte Anrufer',
    icon: Smile,
    challenge: 'Besetzte Leitungen und lange Warteschleifen verärgern Ihre Kunden.',
    solution: 'Sofortige Annahme ohne Wartezeit – freundlich, kompetent und immer gleich gut gelaunt.',
    metric: { value: '93%', label: 'zufriedene Anrufer' },
  },
  {
    id: 'availability',
    title: 'Erreichbarkeit außerhalb der Öffnungszeiten',
    icon: PhoneCall,
    challenge: 'Abends, am Wochenende und an Feiertagen gehen Anrufe – und damit Kunden – verloren.',
    solution: 'Rund um die Uhr erreichbar: Jeder Anruf wird angenommen, jeder Terminwunsch erfasst.',
    metric: { value: '100%', label: 'Anrufannahme' },
  },
  {
    id: 'languages',
    title: 'Sprachbarrieren',
    icon: Languages,
    challenge: 'Nicht alle Anrufer sprechen Deutsch – Missverständnisse kosten Zeit und Termine.',
    solution: 'Der Assistent erkennt die Sprache automatisch und antwortet in über 50 Sprachen.',
    metric: { value: '50+', label: 'Sprachen' },
  },
];
