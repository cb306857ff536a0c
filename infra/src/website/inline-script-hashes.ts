import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Script types a browser executes (and CSP therefore checks); `application/ld+json` is data. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'importmap']);

/**
 * CSP source expressions (`'sha256-…'`) for every inline script of the built site. The prerendered
 * pages carry React's small inline runtime scripts; allowing exactly these by hash keeps
 * `script-src` free of 'unsafe-inline'.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
      hashes.add(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** Bodies of the executable inline `<script>` elements of one HTML document. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) bodies.push(match[2] ?? '');
  }
  return bodies;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
