/** German texts of the staff audit log. */
import type { AuditAction } from '../domain/staff-audit';

export const auditMessages = { badCursor: 'Ungültige Seitenangabe' } as const;

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

export const auditActionLabels: Record<AuditAction, string> = {
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
};

/**
 * The list an export or a status change of several requests concerned, as staff call it (the log stores
 * the API's `contacts`/`demo-requests`, the inbox kinds; keyed literally so messages import no domain module).
 */
export const auditListLabels = {
  contacts: 'Kontaktanfragen',
  'demo-requests': 'Demo-Anfragen',
} as const;
