/** The texts of the shared UI pieces in components/ (dialogs, loading states, the consent checkbox). */
export const uiTexts = {
  loading: 'Wird geladen...',
  retry: 'Erneut versuchen',
  saving: 'Wird gespeichert...',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  imageLoading: 'Bild wird geladen …',
  /** "Ich bin damit einverstanden, dass meine Angaben {purpose}. Weitere Informationen finden Sie in der Datenschutzerklärung." */
  consent: {
    before: 'Ich bin damit einverstanden, dass meine Angaben',
    after: '. Weitere Informationen finden Sie in der',
    privacyLink: 'Datenschutzerklärung',
  },
} as const;
