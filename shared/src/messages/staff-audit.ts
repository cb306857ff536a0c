/** German texts of the staff audit log. */

export const auditMessages = { badCursor: 'Ungültige Seitenangabe' } as const;

export const auditTexts = {
  title: 'Protokoll',
  navLabel: 'Protokoll',
  intro: 'Wer hat wann was getan: Rechte, DSGVO-Löschungen und -Auskünfte, Exporte, erneut gestartete Schritte.',
  empty: 'Noch keine Einträge.',
  loadFailed: 'Das Protokoll konnte nicht geladen werden.',
  columnWhen: 'Wann',
  columnWho: 'Wer',
  columnWhat: 'Was',
  columnTarget: 'Betrifft',
} as const;
