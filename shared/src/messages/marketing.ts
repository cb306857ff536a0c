/** German texts of the staff view 'Marketing' and of a request's attribution (issue 40, items 2 and 4). */
import type { VisitAttribution } from '../domain/site-analytics';
import { countText } from './common';

export const marketingMessages = {
  badDate: 'Bitte geben Sie ein gültiges Datum ein',
  badRange: 'Das Enddatum liegt vor dem Anfangsdatum',
  /** The range is read day by day from the aggregates: a bound keeps one call short. */
  rangeTooLong: (days: number) => `Bitte wählen Sie höchstens ${days} Tage`,
  unknownFormat: 'Unbekanntes Dateiformat',
} as const;

/** The labels of a request's attribution: the inbox's detail, the CRM note and the export use the same words. */
export const attributionLabels = {
  heading: 'Herkunft des Besuchs',
  entryPath: 'Einstiegsseite',
  source: 'Quelle',
  medium: 'Medium',
  campaign: 'Kampagne',
  referrerHost: 'Verweisende Website',
  none: 'Kein Besuch zugeordnet (z. B. ohne Statistik, anderes Gerät oder vor Mitternacht besucht).',
} as const satisfies Record<keyof VisitAttribution | 'heading' | 'none', string>;

export const marketingTexts = {
  title: 'Marketing',
  navLabel: 'Marketing',
  intro: 'Besuche, Anfragen und gewonnene Aufträge nach Seite, Quelle und Kampagne – ohne Cookies gezählt.',
  loading: 'Die Zahlen werden geladen …',
  loadFailed: 'Die Zahlen konnten nicht geladen werden.',
  empty: 'Im gewählten Zeitraum wurden keine Besuche gezählt.',
  rangeLegend: 'Zeitraum',
  fromLabel: 'Von',
  toLabel: 'Bis',
  apply: 'Anzeigen',
  exportCsv: 'CSV exportieren',
  exportFailed: 'Der Export ist fehlgeschlagen.',
  showTable: 'Als Tabelle anzeigen',
  visitsHeading: 'Besucher und Seitenaufrufe',
  dayColumn: 'Tag',
  visitors: 'Besucher',
  pageviews: 'Seitenaufrufe',
  visitsSummary: (visitors: number, pageviews: number, days: number): string =>
    `${countText(visitors, 'Besucher', 'Besucher')} und ${countText(pageviews, 'Seitenaufruf', 'Seitenaufrufe')} an ${countText(days, 'Tag', 'Tagen')}.`,
  pagesHeading: 'Meistbesuchte Seiten',
  industriesHeading: 'Branchenseiten',
  pageColumn: 'Seite',
  industryColumn: 'Branche',
  entries: 'Einstiege',
  sourcesHeading: 'Quellen und Kampagnen',
  referrersHeading: 'Verweisende Websites',
  sourceColumn: 'Quelle / Medium / Kampagne',
  referrerColumn: 'Website',
  visits: 'Besuche',
  requests: 'Anfragen',
  visitToRequest: 'Besuch → Anfrage',
  won: 'Gewonnen',
  wonValue: 'Auftragswert',
  requestToWon: 'Anfrage → Gewonnen',
  noCampaign: '(ohne)',
  noSources: 'Keine Besuche mit Kampagne oder verweisender Website im Zeitraum.',
  noPages: 'Keine Seitenaufrufe im Zeitraum.',
  tracksHeading: 'Demo-Aufnahmen',
  trackColumn: 'Aufnahme',
  playStarts: 'Gestartet',
  playFinishes: 'Zu Ende gehört',
  requestsAfterPlay: 'Danach angefragt',
  noTracks: 'Im Zeitraum wurde keine Demo-Aufnahme abgespielt.',
  formsHeading: 'Formulare',
  formColumn: 'Formular',
  formStarts: 'Begonnen',
  formSubmits: 'Gesendet',
  startToSubmit: 'Begonnen → Gesendet',
  formLabels: { contact: 'Kontaktformular', demoRequest: 'Demo-Anfrage', introCall: 'Kennenlerngespräch' },
  noRate: '–',
  /** The CSV export: one table, a row per day, page, industry, campaign, site, recording and form. */
  csv: {
    fileName: 'marketing',
    columns: [
      'Bereich',
      'Name',
      'Besucher / Besuche',
      'Seitenaufrufe',
      'Anfragen',
      'Gewonnen',
      'Auftragswert (EUR)',
      'Verloren',
      'Besuch → Anfrage (%)',
      'Anfrage → Gewonnen (%)',
      'Demo gestartet',
      'Demo zu Ende gehört',
      'Danach angefragt',
      'Formular begonnen',
      'Begonnen → Gesendet (%)',
    ],
    sections: { total: 'Gesamt', day: 'Tag', page: 'Seite', industry: 'Branche', campaign: 'Kampagne', referrer: 'Website', track: 'Aufnahme', form: 'Formular' },
  },
  cohortNote:
    'Anfragen und gewonnene Aufträge zählen am Tag der Anfrage: ein Auftrag, der heute gewonnen wird, erscheint beim Tag seiner Anfrage. Eine Anfrage wird dem Besuch desselben Tages zugeordnet.',
} as const;
