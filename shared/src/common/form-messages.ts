/** Texts every form shares: the shared text rules' messages (text-rules.ts) and the submit button while it sends. */

/** Messages of the shared text rules (text-rules.ts; not in the spec; ours). */
export const textMessages = {
  /** Ill-formed Unicode, control characters, invisible or direction-changing characters. */
  invalidCharacters: 'Die Eingabe enthält unzulässige Zeichen',
  /** A name without a single letter. */
  nameInvalid: 'Bitte geben Sie einen gültigen Namen ein',
} as const;

/** The submit button of a public form while it sends (specification: contact form states). */
export const FORM_SUBMITTING_LABEL = 'Wird gesendet...';
