/**
 * A legal or info page (Impressum, Datenschutz, AGB, AVV). Headings carry their own numbering
 * ("1. Verantwortlicher", "§ 5 Preise") so the page renders them as they are.
 */
export interface LegalDocument {
  title: string;
  intro?: string;
  /** Date of the current version, ISO 8601 (YYYY-MM-DD); the page formats it ("Stand: …"). */
  updated: string;
  sections: LegalSection[];
}

export interface LegalSection {
  /** Anchor id (ASCII, kebab-case), unique within the document. */
  id: string;
  heading: string;
  /** Paragraphs in order; each is one <p>. */
  paragraphs: string[];
  /** Bullet list shown after the paragraphs. */
  list?: string[];
  /** Paragraphs shown after the list (a list often sits between an introduction and a closing text). */
  afterList?: string[];
}
