import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * German texts live only in shared/ (each feature's `…-messages.ts`): a use case or handler builds its
 * mails, CRM notes, audit details and refusals from them and never writes German itself, so a text is
 * changed in one place and the same words reach the screen, the mail and the CRM. This finds German in
 * the string and template literals of services/src (use cases, handlers, HTTP, events, adapters; the
 * test fixtures of testing/ aside): an umlaut or ß, German quotes, or a word German has and English has not.
 */
const GERMAN_WORDS =
  /\b(?:der|das|und|nicht|ist|sind|Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|wurde|wurden|mit|ein|eine|einen|einem|einer|zu|von|bei|auf|des|dem|oder|wird|werden|kein|keine|noch|nach|bitte|Bitte|Hallo|nein|Neue|Anfrage|Termin|Nachricht|Firma|Telefon|Datenschutz)\b/;
const looksGerman = (text: string): boolean => /[äöüßÄÖÜ„“]/.test(text) || GERMAN_WORDS.test(text);

/** Every German literal of one source file, as `line: text`. */
export function germanLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('${…}');
    const inImport = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
    if (text !== undefined && !inImport && looksGerman(text)) {
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
    }
    if (ts.isTemplateExpression(node)) return node.templateSpans.forEach((span) => visit(span.expression));
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  return found;
}

const services = import.meta.dirname;
const sourceFiles = readdirSync(services, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith(`testing${path.sep}`));

describe('texts in the services', () => {
  it('are never written in German in a use case, handler or adapter: they come from shared/', () => {
    expect(sourceFiles).toContain(path.join('use-cases', 'notification-mail.ts'));
    expect(sourceFiles).toContain(path.join('handlers', 'bulk-set-demo-status.ts'));
    const literals = sourceFiles.flatMap((name) => germanLiterals(name, readFileSync(path.join(services, name), 'utf8')).map((hit) => `${name}:${hit}`));
    expect(literals).toEqual([]);
  });

  it('finds a planted German sentence, label and subject, and lets English and technical strings be', () => {
    const fixture = [
      "import { x } from './Die Anfrage';",
      "const subject = `Neue Kontaktanfrage: ${name}`;",
      "const reason = 'Der Termin wurde abgesagt.';",
      "const rows = [['Firma', company], ['Datenschutz akzeptiert', yes ? 'ja' : 'nein']];",
      "throw new Error('the CRM answered 503 for the note');",
      "const header = 'text/calendar; method=CANCEL; charset=UTF-8';",
      "const greeting = `Guten Tag ${name}, vielen Dank für Ihre Buchung.`;",
    ].join('\n');
    expect(germanLiterals('probe.ts', fixture)).toEqual([
      '2: Neue Kontaktanfrage: ${…}',
      '3: Der Termin wurde abgesagt.',
      '4: Firma',
      '4: Datenschutz akzeptiert',
      '4: nein',
      '7: Guten Tag ${…}, vielen Dank für Ihre Buchung.',
    ]);
  });
});
