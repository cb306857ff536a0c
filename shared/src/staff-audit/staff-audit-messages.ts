/** German texts of the staff audit log. */
import { BAD_CURSOR_MESSAGE } from '../common/common-messages';

export const auditMessages = { badCursor: BAD_CURSOR_MESSAGE } as const;

export const auditTexts = {
  title: 'Protokoll',
  navLabel: 'Protokoll',
  intro: 'Wer hat wann was getan: Rechte, DSGVO-Löschungen und -Auskünfte, Exporte, Status und Notizen, heruntergeladene Dokumente, Termine, Demo-Aufnahmen, erneut gestartete Schritte.',
  empty: 'Noch keine Einträge.',
  loadFailed: 'Das Protokoll konnte nicht geladen werden.',
  columnWhen: 'Wann',
  columnWho: 'Wer',
  columnWhat: 'Was',
  columnTarget: 'Betrifft',
} as const;

/** Per action (keyed literally so messages import no schema module; shared/src/labels-cover.test.ts checks they cover the domain's list). */
export const auditActionLabels = {
  roleGranted: 'Administratorrechte vergeben',
  roleRevoked: 'Administratorrechte entzogen',
  gdprErasure: 'DSGVO-Löschung',
  gdprExport: 'DSGVO-Datenauskunft',
  requestExport: 'CSV-Export (Filter)',
  selectionExport: 'CSV-Export (Auswahl)',
  rerun: 'Schritt erneut gestartet',
  retryNow: 'Schritt jetzt erneut versucht',
  bulkStatus: 'Status mehrerer Anfragen geändert',
  demoStatus: 'Status einer Anfrage geändert',
  noteAdded: 'Notiz hinzugefügt',
  documentDownload: 'Kundendokument heruntergeladen',
  slotsBlocked: 'Termine gesperrt',
  slotsFreed: 'Termine freigegeben',
  introCallCancelled: 'Kennenlerngespräch abgesagt',
  demoTrackCreated: 'Demo-Aufnahme angelegt',
  demoTrackUpdated: 'Demo-Aufnahme geändert',
  demoTrackDeleted: 'Demo-Aufnahme gelöscht',
  demoTracksReordered: 'Reihenfolge der Demo-Aufnahmen geändert',
  trialStarted: 'Testzugang eingerichtet',
} as const satisfies Record<string, string>;

/**
 * The list an export or a status change of several requests concerned, as staff call it (the log stores
 * the API's `contacts`/`demo-requests`, the inbox kinds; keyed literally so messages import no schema module).
 */
export const auditListLabels = {
  contacts: 'Kontaktanfragen',
  'demo-requests': 'Demo-Anfragen',
} as const;

/** One count of an entry's detail: how many, singular, plural. */
type AuditCount = readonly [count: number, one: string, many: string];

/** '3 Kontaktanfragen, 1 Demo-Anfrage' (counts of 0 left out), or 'keine Daten'. */
const countsText = (parts: readonly AuditCount[]): string =>
  parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`)
    .join(', ') || 'keine Daten';

/** What a GDPR erasure or export found, counted (the numbers only: the entry never names the person). */
export interface GdprAuditCounts {
  contacts: number;
  demoRequests: number;
  introCalls: number;
  documents: number;
  audioFiles: number;
  uploadTickets: number;
  pipedrivePersons: number;
}

/** The detail (and, where it is not an id, the target) of the audit entries the admin routes write. */
export const auditDetails = {
  /** An erasure counts documents and MP3s together as files. */
  gdprErasure: (n: GdprAuditCounts): string =>
    countsText([
      [n.contacts, 'Kontaktanfrage', 'Kontaktanfragen'],
      [n.demoRequests, 'Demo-Anfrage', 'Demo-Anfragen'],
      [n.introCalls, 'Kennenlerngespräch', 'Kennenlerngespräche'],
      [n.documents + n.audioFiles, 'Datei', 'Dateien'],
      [n.uploadTickets, 'offener Upload', 'offene Uploads'],
      [n.pipedrivePersons, 'Pipedrive-Person', 'Pipedrive-Personen'],
    ]),
  gdprExportTarget: 'Datenauskunft',
  gdprExport: (n: GdprAuditCounts): string =>
    countsText([
      [n.contacts, 'Kontaktanfrage', 'Kontaktanfragen'],
      [n.demoRequests, 'Demo-Anfrage', 'Demo-Anfragen'],
      [n.introCalls, 'Kennenlerngespräch', 'Kennenlerngespräche'],
      [n.documents, 'Dokument', 'Dokumente'],
      [n.audioFiles, 'MP3-Datei', 'MP3-Dateien'],
      [n.uploadTickets, 'offener Upload', 'offene Uploads'],
      [n.pipedrivePersons, 'Pipedrive-Person', 'Pipedrive-Personen'],
    ]),
  slotsBlocked: (blocked: number, booked: number): string =>
    countsText([
      [blocked, 'Termin gesperrt', 'Termine gesperrt'],
      [booked, 'gebuchter Termin nicht gesperrt', 'gebuchte Termine nicht gesperrt'],
    ]),
  slotsFreed: (freed: number): string => countsText([[freed, 'Termin freigegeben', 'Termine freigegeben']]),
  /** The inbox's selection set to one status: how many requests, and the status's label. */
  bulkStatus: (count: number, statusLabel: string): string => `${count} ${count === 1 ? 'Anfrage' : 'Anfragen'} → ${statusLabel}`,
} as const;
