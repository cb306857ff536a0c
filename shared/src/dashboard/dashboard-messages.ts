/** German texts of the admin dashboard. */
import { countText } from '../common/common-messages';

export const dashboardMessages = { badDay: 'Ungültiges Datum' } as const;

export const dashboardTexts = {
  title: 'Übersicht',
  intro: 'Anfragen, Demo-Verlauf und Zustellung auf einen Blick.',
  navLabel: 'Übersicht',
  loading: 'Die Übersicht wird geladen …',
  loadFailed: 'Die Übersicht konnte nicht geladen werden.',
  empty: 'In den letzten 90 Tagen sind keine Anfragen eingegangen.',
  requestsHeading: 'Anfragen der letzten 90 Tage',
  perDay: 'Pro Tag',
  perWeek: 'Pro Woche',
  /** Per kind (keyed literally so messages import no schema module; shared/src/labels-cover.test.ts checks they cover the domain's list). */
  kindLabels: { contact: 'Kontaktanfragen', demo_request: 'Demo-Anfragen', intro_call: 'Kennenlerngespräche' },
  dayColumn: 'Tag',
  weekColumn: 'Woche',
  showTable: 'Als Tabelle anzeigen',
  funnelHeading: 'Demo-Verlauf',
  stageColumn: 'Stufe',
  reachedColumn: 'Erreicht',
  currentColumn: 'Aktuell',
  conversionColumn: 'Weiter zur nächsten Stufe',
  overallLabel: 'Abschlussquote gesamt',
  lostLabel: 'Verloren',
  firstActionHeading: 'Zeit bis zur ersten Bearbeitung',
  firstActionNone: 'Noch keine Anfrage bearbeitet.',
  healthHeading: 'CRM und E-Mail (letzte 7 Tage)',
  crmLabel: 'CRM',
  mailLabel: 'E-Mail',
  upcomingHeading: 'Nächste Kennenlerngespräche',
  upcomingNone: 'Keine Kennenlerngespräche geplant.',
  /** A summary sentence for screen readers and as the chart's caption. */
  requestsSummary: (contacts: number, demos: number, calls: number): string =>
    `In den letzten 90 Tagen: ${countText(contacts, 'Kontaktanfrage', 'Kontaktanfragen')}, ${countText(demos, 'Demo-Anfrage', 'Demo-Anfragen')} und ${countText(calls, 'Kennenlerngespräch', 'Kennenlerngespräche')}.`,
  funnelSummary: (pending: number, won: number, overall: string): string =>
    `Von ${countText(pending, 'Demo-Anfrage', 'Demo-Anfragen')} ${won === 1 ? 'wurde' : 'wurden'} ${won.toLocaleString('de-DE')} gewonnen (${overall}).`,
  /** 'Median: 1 Minute (aus 1 bearbeiteten Anfrage)', 'Median: 5 Minuten (aus 12 bearbeiteten Anfragen)'. */
  medianText: (minutes: number, count: number): string =>
    `Median: ${countText(minutes, 'Minute', 'Minuten')} (aus ${countText(count, 'bearbeiteten Anfrage', 'bearbeiteten Anfragen')})`,
  noRate: '–',
  /** Read after a linked figure by screen readers. */
  showInInbox: 'in der Anfragenliste anzeigen',
  legend: 'Farben',
} as const;
