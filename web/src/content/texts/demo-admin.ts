/** The demo administration's own texts (the specification's are in shared: demoAdminMessages). */
export const demoAdminTexts = {
  loadFailed: 'Die Demos konnten nicht geladen werden.',
  editNamed: (title: string) => `„${title}“ bearbeiten`,
  deleteNamed: (title: string) => `„${title}“ löschen`,
  edit: 'Bearbeiten',
  close: 'Schließen',
  editDescription: (title: string) => `Titel, Beschreibung, Kategorie oder Audio-Datei von „${title}“ ändern.`,
  createDescription: 'Titel, Beschreibung, Kategorie und Audio-Datei der neuen Demo.',
  newAudioFile: 'Neue Audio-Datei',
  audioFile: 'Audio-Datei',
  // The list order: drag the handle, or with the keyboard (dnd-kit's keyboard sensor, German announcements).
  orderHint: 'Die Reihenfolge gilt für die öffentliche Demo-Liste und den Player: Ziehen Sie eine Demo am Griff an ihre Stelle, oder nutzen Sie die Tastatur.',
  moveNamed: (title: string) => `„${title}“ verschieben`,
  sortable: 'verschiebbar',
  dragInstructions:
    'Zum Verschieben Leertaste oder Eingabetaste drücken. Mit den Pfeiltasten nach oben oder unten verschieben, mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen.',
  pickedUp: (title: string, position: number, total: number) => `„${title}“ aufgenommen, Position ${position} von ${total}.`,
  movedTo: (title: string, position: number, total: number) => `„${title}“ ist jetzt auf Position ${position} von ${total}.`,
  dropped: (title: string, position: number, total: number) => `„${title}“ abgelegt auf Position ${position} von ${total}.`,
  cancelled: (title: string, position: number, total: number) => `Verschieben abgebrochen. „${title}“ bleibt auf Position ${position} von ${total}.`,
  savingOrder: 'Reihenfolge wird gespeichert …',
} as const;
