/**
 * Keeps the error contract and the one home of each kind of thing in the services (docs/decisions/0019):
 * - a handler is parse → use case → respond: no try/catch, no `.catch(…)`, no `new HttpError` (a use case
 *   says no with a Refusal, http/refusal-status.ts maps it to a status);
 * - every Lambda function is built on a chain of http/lambda-chains.ts: only that module calls middy(), and a
 *   handler module exports `handler` as the result of a call (a factory or a chain), never a bare function;
 * - only config.ts reads process.env (testing/ is test support, never bundled).
 * Parsed with the compiler, so a comment or a string that mentions them does not count.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));
const handlersDir = join(root, 'handlers');

const parse = (fileName: string, text: string): ts.SourceFile => ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);

function nodesOf(source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const lineOf = (source: ts.SourceFile, node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** What a handler module does that belongs in a use case or in http/: try/catch, `.catch(…)`, `new HttpError`, a bare `handler`. */
export function handlerProblems(source: ts.SourceFile): string[] {
  const problems: string[] = [];
  for (const node of nodesOf(source)) {
    if (ts.isTryStatement(node)) problems.push(`line ${lineOf(source, node)}: try/catch (a use case refuses; the error middleware answers)`);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'catch') {
      problems.push(`line ${lineOf(source, node)}: .catch(…) (a use case refuses; the error middleware answers)`);
    }
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'HttpError') {
      problems.push(`line ${lineOf(source, node)}: new HttpError (throw a Refusal in the use case; http/refusal-status.ts maps it)`);
    }
  }
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === 'handler') problems.push('handler is a bare function: build it on a chain of http/lambda-chains.ts');
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(source) !== 'handler') continue;
      if (!declaration.initializer || !ts.isCallExpression(declaration.initializer)) problems.push('handler is not built by a call: build it on a chain of http/lambda-chains.ts');
    }
  }
  return problems;
}

/** `process.env` read anywhere. */
export const environmentReads = (source: ts.SourceFile): number[] =>
  nodesOf(source)
    .filter((node) => ts.isPropertyAccessExpression(node) && node.getText(source) === 'process.env')
    .map((node) => lineOf(source, node));

/** A call of middy's default export (a chain built outside http/lambda-chains.ts). */
export function buildsAChain(source: ts.SourceFile): boolean {
  const names = source.statements.flatMap((statement) =>
    ts.isImportDeclaration(statement) && (statement.moduleSpecifier as ts.StringLiteral).text === '@middy/core' && statement.importClause?.name && !statement.importClause.isTypeOnly
      ? [statement.importClause.name.text]
      : [],
  );
  return nodesOf(source).some((node) => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.includes(node.expression.text));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const read = (path: string): ts.SourceFile => parse(path, readFileSync(path, 'utf8'));

describe('handler shape', () => {
  const handlers = readdirSync(handlersDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const modules = sourceFiles(root).map((path) => relative(root, path));

  it('finds the handlers and the modules', () => {
    expect(handlers.length).toBeGreaterThan(40);
    expect(modules.length).toBeGreaterThan(150);
  });

  it.each(handlers)('handlers/%s is parse → use case → respond on a chain', (name) => {
    expect(handlerProblems(read(join(handlersDir, name)))).toEqual([]);
  });

  it('reads the environment only in config.ts', () => {
    const readers = modules.filter((path) => path !== 'config.ts' && environmentReads(read(join(root, path))).length > 0);
    expect(readers).toEqual([]);
  });

  it('builds the middy chains only in http/lambda-chains.ts', () => {
    expect(modules.filter((path) => buildsAChain(read(join(root, path))))).toEqual([join('http', 'lambda-chains.ts')]);
  });

  it('catches a planted try/catch, .catch, HttpError, bare handler, environment read and chain of its own', () => {
    const planted = parse(
      'planted.ts',
      [
        "import middy from '@middy/core';",
        'export const handler = async (event: unknown) => {',
        '  try { await work(); } catch (error) { throw new HttpError(404, { message: "x" }); }',
        '  await other().catch(() => undefined);',
        '  return process.env.TABLE;',
        '};',
        'const chain = middy();',
      ].join('\n'),
    );
    expect(handlerProblems(planted)).toEqual([
      expect.stringContaining('line 3: try/catch'),
      expect.stringContaining('line 3: new HttpError'),
      expect.stringContaining('line 4: .catch'),
      'handler is not built by a call: build it on a chain of http/lambda-chains.ts',
    ]);
    expect(environmentReads(planted)).toEqual([5]);
    expect(buildsAChain(planted)).toBe(true);
    // Comments and strings that name them are not code.
    const prose = parse('prose.ts', "// try { } catch, new HttpError(400), process.env\nexport const handler = createHttpHandler(async () => ({ statusCode: 200, body: 'process.env' }));");
    expect(handlerProblems(prose)).toEqual([]);
    expect(environmentReads(prose)).toEqual([]);
    expect(buildsAChain(prose)).toBe(false);
  });
});
