/**
 * Keeps the one shape of a use case (ports.ts says it): every exported function of a use-case module
 * that returns a Promise takes `(deps, input)`, its ports first in an object named `deps`, then at
 * most one argument for what the request carries. Parsed with the compiler, so a new positional
 * port or a trailing `now` fails here and not in review.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const folder = dirname(fileURLToPath(import.meta.url));

interface ExportedFunction {
  name: string;
  node: ts.SignatureDeclaration;
}

const isExported = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function exportedFunctions(source: ts.SourceFile): ExportedFunction[] {
  const found: ExportedFunction[] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) found.push({ name: statement.name.text, node: statement });
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && ts.isIdentifier(declaration.name)) {
          found.push({ name: declaration.name.text, node: init });
        }
      }
    }
  }
  return found;
}

/** A use case does I/O: it is async or says it returns a Promise. Pure helpers (texts, cursors, sorting) are not held to the shape. */
function isUseCase({ node }: ExportedFunction, source: ts.SourceFile): boolean {
  const async = (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []).some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
  return async || (node.type?.getText(source).startsWith('Promise<') ?? false);
}

/** What is wrong with a use case's parameters, or undefined when it has the shape. */
function shapeProblem(fn: ExportedFunction, source: ts.SourceFile): string | undefined {
  const params = fn.node.parameters;
  if (params.length > 2) return `${fn.name} takes ${params.length} parameters; a use case takes (deps, input)`;
  const first = params[0];
  if (first && first.name.getText(source) !== 'deps') return `${fn.name} takes ${first.name.getText(source)} first; a use case takes its ports as one \`deps\` object`;
  return undefined;
}

const parse = (fileName: string, text: string): ts.SourceFile => ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);

const problemsIn = (source: ts.SourceFile): string[] =>
  exportedFunctions(source)
    .filter((fn) => isUseCase(fn, source))
    .flatMap((fn) => shapeProblem(fn, source) ?? []);

describe('use-case shape', () => {
  const modules = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

  it('finds the use-case modules', () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules)('%s: every exported use case takes (deps, input)', (name) => {
    expect(problemsIn(parse(name, readFileSync(join(folder, name), 'utf8')))).toEqual([]);
  });

  it('catches positional ports, a trailing clock and a deps object that is not first', () => {
    const source = parse(
      'fixture.ts',
      [
        'export async function positional(records: R, storage: S, userId: string): Promise<void> {}',
        'export async function portFirst(repository: R, input: I): Promise<void> {}',
        'export const arrow = async (deps: D, input: I, now = new Date()): Promise<void> => {};',
        'export function promised(query: Q, deps: D): Promise<void> { return Promise.resolve(); }',
        'export async function fine(deps: D, input: I): Promise<void> {}',
        'export async function noInput(deps: D): Promise<void> {}',
        'export function pure(a: string, b: string, c: string): string { return a + b + c; }',
        'async function internal(a: A, b: B, c: C): Promise<void> {}',
      ].join('\n'),
    );
    expect(problemsIn(source)).toEqual([
      'positional takes 3 parameters; a use case takes (deps, input)',
      'portFirst takes repository first; a use case takes its ports as one `deps` object',
      'arrow takes 3 parameters; a use case takes (deps, input)',
      'promised takes query first; a use case takes its ports as one `deps` object',
    ]);
  });
});
