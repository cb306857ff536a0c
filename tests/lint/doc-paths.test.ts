import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The recipes (docs/how-to.md, or docs/how-to/*.md) name real files so a newcomer can follow them:
 * every repository path written in backticks, and every relative link, must exist. A move or rename
 * that forgets the recipes fails here instead of leaving them to rot.
 *
 * Not checked: placeholders (`shared/src/<feature>/<feature>.ts`, `{name}`, `*`, `…`), and a path
 * followed by PENDING_MARK: written before a restructure of that part had landed, to be verified
 * once it has. A marked path that exists is a stale mark and fails, so the mark is removed (and the
 * path checked from then on) as soon as the restructure is in.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
export const PENDING_MARK = '(web, to verify after the web restructure)';

/** The top-level folders a path in the docs may start with (anything else in backticks is code, a package or a URL path). */
const topLevelFolders = (root: string): Set<string> =>
  new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
      .map((entry) => entry.name),
  );

/** A span that is a placeholder or a pattern, not one file. */
const PLACEHOLDER = /[<>{}*…]|\.\.\./;
/** A repository-relative path: segments of file-name characters, an optional trailing slash, an optional `:line` or `#anchor`. */
const REPO_PATH = /^([\w.@-]+(?:\/[\w.@[\]-]+)+\/?)(?::\d+(?:-\d+)?|#[\w-]+)?$/;

export interface PathProblem {
  line: number;
  path: string;
  problem: 'missing' | 'stale mark';
}

/**
 * The problems of one markdown document: `repo`-relative backticked paths and links (relative to
 * `docDir`) that do not exist, and pending marks on paths that do.
 */
export function pathProblems(markdown: string, docDir: string, repo: string = repoRoot, folders: Set<string> = topLevelFolders(repo)): PathProblem[] {
  const problems: PathProblem[] = [];
  // Fenced code blocks show commands, not claims about the tree.
  const lines = markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, '')).split('\n');
  lines.forEach((text, index) => {
    const line = index + 1;
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      const span = match[1] ?? '';
      const found = REPO_PATH.exec(span);
      if (PLACEHOLDER.test(span) || !found?.[1] || !folders.has(span.split('/')[0] ?? '')) continue;
      const after = text.slice((match.index ?? 0) + match[0].length).trimStart();
      const exists = existsSync(path.join(repo, found[1]));
      if (after.startsWith(PENDING_MARK)) {
        if (exists) problems.push({ line, path: found[1], problem: 'stale mark' });
      } else if (!exists) problems.push({ line, path: found[1], problem: 'missing' });
    }
    // Markdown links to files of the repository (not URLs, not anchors of the same page).
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = (match[1] ?? '').split('#')[0] ?? '';
      if (target === '' || /^[a-z]+:/i.test(target) || PLACEHOLDER.test(target)) continue;
      if (!existsSync(path.resolve(docDir, target))) problems.push({ line, path: target, problem: 'missing' });
    }
  });
  return problems;
}

/** docs/how-to.md and the files of docs/how-to/, if that folder exists. */
function recipeDocuments(): string[] {
  const docs = path.join(repoRoot, 'docs');
  const folder = path.join(docs, 'how-to');
  const inFolder = existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).map((file) => path.join(folder, file)) : [];
  const single = readdirSync(docs).filter((file) => /^how-to.*\.md$/.test(file)).map((file) => path.join(docs, file));
  return [...single, ...inFolder];
}

describe('the paths in the recipes (docs/how-to)', () => {
  const documents = recipeDocuments();

  it('has a recipe document to check', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents.map((file) => [path.relative(repoRoot, file), file]))('%s names only files that exist', (_name, file) => {
    expect(pathProblems(readFileSync(file, 'utf8'), path.dirname(file))).toEqual([]);
  });

  it('finds a planted missing path and link, a stale mark, and leaves placeholders, packages, code and marked paths alone', () => {
    const planted = [
      'Edit `shared/src/contact/contact.ts` and `shared/src/contact/no-such-file.ts:12`.',
      'Placeholders: `shared/src/<feature>/<feature>.ts`, `services/src/handlers/{handler}.ts`, `web/src/features/*/api.ts`.',
      'Not paths: `@rufbereit/shared`, `zod/mini`, `/api/admin/audit-log`, `npx tsx scripts/generate-shared-index.ts`, `a/b`.',
      `Pending: \`web/src/lib/not-yet-there.ts\` ${PENDING_MARK}; stale: \`shared/src/index.ts\` ${PENDING_MARK}.`,
      'Links: [ok](architecture.md), [anchor](#top), [web](https://example.com/x), [gone](gone.md#part).',
      '```bash',
      'cat shared/src/nowhere/in-a-fence.ts `shared/src/nowhere/in-a-fence.ts`',
      '```',
    ].join('\n');
    expect(pathProblems(planted, path.join(repoRoot, 'docs'))).toEqual([
      { line: 1, path: 'shared/src/contact/no-such-file.ts', problem: 'missing' },
      { line: 4, path: 'shared/src/index.ts', problem: 'stale mark' },
      { line: 5, path: 'gone.md', problem: 'missing' },
    ]);
  });
});
