import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@rufbereit/shared';
import { branchPath, pagePath } from './page-path';

describe('pagePath', () => {
  it('gives the path of a named page as the route table writes it', () => {
    expect(pagePath('adminAuditLog')).toBe('/admin/audit-log');
    expect(pagePath('home')).toBe('/');
    expect(pagePath('contact', { alias: true, hash: 'contact' })).toBe('/contact#contact');
    expect(pagePath('aiBooking', { alias: true })).toBe('/ki-terminbuchung');
    expect(branchPath('friseursalons')).toBe('/branchen/friseursalons');
  });

  it('does not compile for an unknown page, and a page without alias throws', () => {
    // @ts-expect-error: no page of that name
    expect(() => pagePath('nonsense')).toThrow();
    // @ts-expect-error: the industry pages have no fixed path (branchPath names them)
    pagePath('branch');
    expect(() => pagePath('imprint', { alias: true })).toThrow(/no alias/);
  });
});

/** Every path and alias of the route table, and the prefixes of its families (`/admin/…`, `/branchen/…`). */
const routePaths = new Set(siteRoutes.flatMap((route) => [route.path, ...route.aliases]));
const routePrefixes = [...new Set(siteRoutes.map((route) => route.path.split('/')[1]).filter(Boolean))].map((first) => `/${first}/`);

/** The path part of a link (`/kontakt#x`, `/?section=y`, `/branchen/${slug}`) is a page of the route table. */
const isPagePath = (text: string): boolean => {
  const pathPart = text.split(/[?#]|\$\{/)[0]!;
  if (pathPart.startsWith('//')) return false;
  return routePaths.has(pathPart) || routePaths.has(pathPart.replace(/\/$/, '')) || routePrefixes.some((prefix) => pathPart.startsWith(prefix));
};

/** A slash handed to a string method (`href.startsWith('/')`) tests a URL's shape; it names no page. */
const STRING_METHODS = new Set(['startsWith', 'endsWith', 'includes', 'indexOf', 'split', 'join']);
const isStringMethodArgument = (node: ts.Node): boolean =>
  ts.isCallExpression(node.parent) && ts.isPropertyAccessExpression(node.parent.expression) && STRING_METHODS.has(node.parent.expression.name.text);

/** The lines of a source file that write a page path in a string or template literal (comments are no literals). */
export function pagePathLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = `${node.head.text}\${…}`;
    if (text !== undefined && text.startsWith('/') && isPagePath(text) && !isStringMethodArgument(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${line + 1}: ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('page paths in web/src', () => {
  it('are named through pagePath/branchPath, never typed by hand', () => {
    const files = sourceFiles(webSrc);
    expect(files.length).toBeGreaterThan(300);
    const literals = files.flatMap((file) => pagePathLiterals(file, readFileSync(file, 'utf8')).map((hit) => `${path.relative(webSrc, file)}:${hit}`));
    expect(literals).toEqual([]);
  });

  it('the check catches a hand-typed page path in JSX, an object, a template and a comparison, and lets comments, API paths and assets be', () => {
    const fixture = `
      import { x } from '/kontakt';
      // A link to /kontakt in a comment.
      export const a = <Link href="/kontakt">Kontakt</Link>;
      export const b = { to: '/admin/audit-log', label };
      export const c = \`/branchen/\${slug}\`;
      export const d = pathname === '/';
      export const e = '/kostenlos-testen#form';
      export const f = apiPath('me') + '/api/me' + '/media/a.mp3' + '/favicon.svg' + '//host';
      export const g = href.startsWith('/') && !href.startsWith('//');
    `;
    expect(pagePathLiterals('fixture.tsx', fixture)).toEqual([
      '4: /kontakt',
      '5: /admin/audit-log',
      '6: /branchen/${…}',
      '7: /',
      '8: /kostenlos-testen#form',
    ]);
  });
});
