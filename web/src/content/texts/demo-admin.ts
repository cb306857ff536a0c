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
} as const;
