import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every user-visible text lives once, in a messages module (shared/ for the specification's texts,
 * web/src/content for the web's own): a feature, section, page, layout or component file refers to it
 * and never writes a sentence itself. This finds a sentence in their string literals, template
 * literals and JSX text.
 */

/** Tailwind utilities without a dash, colon or bracket (a class list may hold them between the others). */
const BARE_UTILITIES = new Set(
  'flex grid hidden block inline contents table relative absolute fixed sticky static underline italic uppercase lowercase capitalize truncate rounded border shadow transition container group peer grow shrink invisible visible isolate outline ring antialiased ordinal tabular-nums'.split(' '),
);
/** A token of a class list: `px-4`, `sm:grid-cols-2`, `w-[min(100%,42rem)]`, `!mt-0`, `group-hover:opacity-100`. */
const isUtility = (token: string): boolean => BARE_UTILITIES.has(token) || /^!?-?[a-z0-9]+(?:[-:/.[][a-z0-9\-:/.[\]()%#_,&>*=@'!]*)$/.test(token);
const isClassList = (words: string[]): boolean => words.every(isUtility) && words.some((word) => /[-:[]/.test(word));

/** Where a template literal has a placeholder (`${…}`): it may stand for a word, never makes a word of letters itself. */
const PLACEHOLDER = '\u0000';
/** Units after a number (`${ms} ms`): no words. */
const UNITS = new Set(['ms', 's', 'min', 'kB', 'KB', 'MB', 'GB', 'px', '%']);
/** A lowercase slug such as an anchor id (`demo-gespräche`): no text even with an umlaut. */
const SLUG = /^[a-z0-9äöüß]+(?:-[a-z0-9äöüß]+)+$/;

/** A CSS media query: `(max-width: 767px)`. */
const MEDIA_QUERY = /^\((?:min|max)-[\w-]+:\s*[\d.]+(?:px|rem|em)\)$/;
/** A srcset with density or width descriptors: `${…} 1x, ${…} 2x`. */
const SRCSET = /^(?:\S+\s+\d+(?:\.\d+)?[xw])(?:,\s*\S+\s+\d+(?:\.\d+)?[xw])*$/;

/** Source code in a string (an inline script the prerenderer writes into the page): braces, comparisons, calls. */
const looksLikeCode = (text: string): boolean => /[{}]|[=!]==|&&|\|\||\w\(/.test(text) || MEDIA_QUERY.test(text) || SRCSET.test(text);

/**
 * A German (or any) sentence: two or more words, at least one of them with a letter (a placeholder
 * standing alone counts as a word: `Regel ${n} entfernen`), or any umlaut or ß. Class lists and slugs excepted.
 */
export function looksLikeText(raw: string): boolean {
  const text = raw.trim();
  if (looksLikeCode(text)) return false;
  const tokens = text.split(/\s+/).filter(Boolean);
  const words = tokens.filter((token) => /\p{L}/u.test(token) && !UNITS.has(token));
  if (/[äöüßÄÖÜ]/.test(text)) return !(tokens.length === 1 && SLUG.test(text));
  const placeholders = tokens.filter((token) => token.includes(PLACEHOLDER) && !/\p{L}/u.test(token));
  return words.length >= 1 && words.length + placeholders.length >= 2 && !isClassList(words.map((word) => word.replaceAll(PLACEHOLDER, '')));
}

/** Attributes whose value no one reads: classes, ids, roles, addresses, test ids, input hints. */
const TECHNICAL_ATTRIBUTES = /^(className|class|id|htmlFor|role|href|src|srcSet|sizes|rel|target|type|name|autoComplete|inputMode|accept|pattern|method|lang|dir|d|viewBox|fill|stroke|xmlns|key|data-[\w-]+|aria-(describedby|labelledby|controls|owns|live|current|haspopup|hidden|expanded|selected|pressed|checked|busy|modal|invalid|required|disabled|orientation|sort|atomic|relevant))$/;
/** Calls whose string arguments are for developers (logs, thrown errors) or build classes. */
const DEVELOPER_CALLS = /^(console\.\w+|Error|TypeError|RangeError|cn|clsx|cva|twMerge|matchMedia|window\.matchMedia|querySelector|querySelectorAll|document\.querySelector|document\.querySelectorAll|closest|addEventListener|removeEventListener|import|require|toLocaleString|toLocaleDateString|toLocaleTimeString|Intl\.\w+)$/;

/** Inside a class that extends an error (`class X extends Error`): its `super(message)` is for developers. */
function extendsAnError(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isClassLike(current)) return (current.heritageClauses ?? []).some((clause) => clause.types.some((type) => /Error$/.test(type.expression.getText())));
  }
  return false;
}

function exempt(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isImportDeclaration(current) || ts.isExportDeclaration(current) || ts.isImportTypeNode(current)) return true;
    if (ts.isJsxAttribute(current)) return TECHNICAL_ATTRIBUTES.test(current.name.getText());
    if (ts.isCallExpression(current) || ts.isNewExpression(current)) {
      if (DEVELOPER_CALLS.test(current.expression.getText())) return true;
      if (current.expression.kind === ts.SyntaxKind.SuperKeyword && extendsAnError(current)) return true;
    }
    // A literal used as a type (a union of ids) or a property name is no text.
    if (ts.isLiteralTypeNode(current)) return true;
    if (ts.isPropertyAssignment(current) && current.name === node) return true;
  }
  return false;
}

/** The literal text of a node that can carry a sentence, or undefined. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  // `Geändert: ${time}` is text; `${base} px-4` a class list; `demo-${id}-titel` one id.
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(PLACEHOLDER);
  if (ts.isJsxText(node)) return node.text;
  return undefined;
}

/** Every sentence literal of one source file, as `line: text`. */
export function sentenceLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined && looksLikeText(text) && !exempt(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${line + 1}: ${text.trim().replace(/\s+/g, ' ').replaceAll(PLACEHOLDER, '${…}')}`);
    }
    // A template's spans are visited for their expressions only; its literal parts were read above.
    if (ts.isTemplateExpression(node)) return node.templateSpans.forEach((span) => visit(span.expression));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The folders that render the site; content/ (and shared/) hold their texts. */
const SCANNED = ['features', 'sections', 'pages', 'layout', 'components'];
const webSrc = path.dirname(fileURLToPath(import.meta.url));

describe('texts in the features, sections, pages, layout and components', () => {
  it('are never written as a sentence there: they come from shared/ or web/src/content', () => {
    const files = SCANNED.flatMap((folder) => sourceFiles(path.join(webSrc, folder)));
    expect(files.length).toBeGreaterThan(250);
    const literals = files.flatMap((file) =>
      sentenceLiterals(file, readFileSync(file, 'utf8')).map((hit) => `${path.relative(webSrc, file)}:${hit}`),
    );
    expect(literals).toEqual([]);
  });

  it('the check finds a sentence in JSX text, an attribute, a string and a template, and lets technical strings be', () => {
    const fixture = `
      import { x } from './ein modul mit leerzeichen';
      export function Panel({ time }: { time: string }) {
        console.error('Panel failed to load', time);
        const base = 'flex items-center gap-2 sm:grid-cols-2';
        const inlineScript = 'if(c&&c.version===1)document.documentElement.dataset.consent="ja"';
        const media = '(max-width: 767px)';
        const srcSet = \`\${a} 1x, \${b} 2x\`;
        return (
          <section className={\`\${base} px-4 text-sm\`} data-testid="panel" role="status" aria-label="Geöffnete Anfragen">
            <h2>Die Anfragen konnten nicht geladen werden.</h2>
            <p title={'Bitte erneut versuchen'}>{\`Geändert: \${time}\`}</p>
            <a href="https://example.com/a b">{time}</a>
          </section>
        );
      }
    `;
    expect(sentenceLiterals('panel.tsx', fixture)).toEqual([
      '10: Geöffnete Anfragen',
      '11: Die Anfragen konnten nicht geladen werden.',
      "12: Bitte erneut versuchen",
      '12: Geändert: ${…}',
    ]);
  });

  it('the check finds a German literal planted in a section, page, layout or component, and lets an error class be', () => {
    const section = `
      export class SectionCrash extends Error {
        constructor(id: string) { super(\`Absturz des Abschnitts \${id}\`); }
      }
      class Notice extends Base {
        constructor() { super('Bitte später erneut versuchen'); }
      }
      export function Teaser() {
        return <a href="/kontakt" aria-label="Zum Kontakt">Jetzt Kontakt aufnehmen</a>;
      }
    `;
    expect(sentenceLiterals('sections/teaser/teaser-section.tsx', section)).toEqual([
      '6: Bitte später erneut versuchen',
      '9: Zum Kontakt',
      '9: Jetzt Kontakt aufnehmen',
    ]);
    expect(SCANNED).toEqual(['features', 'sections', 'pages', 'layout', 'components']);
  });
});
