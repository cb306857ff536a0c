import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScripts } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rufbereit-hashes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hashes executable inline scripts of every page, once each, and ignores external scripts and JSON-LD', () => {
    const runtime = 'requestAnimationFrame(function(){$RT=performance.now()});';
    const page = (extra: string) =>
      `<!doctype html><html><head><script type="module" crossorigin src="/assets/a.js"></script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
      `<body><script>${runtime}</script>${extra}</body></html>`;
    mkdirSync(path.join(dir, 'kontakt'));
    writeFileSync(path.join(dir, 'index.html'), page(''));
    writeFileSync(path.join(dir, 'kontakt', 'index.html'), page('<script type="module">import "/assets/b.js";</script>'));
    writeFileSync(path.join(dir, 'notes.txt'), '<script>not html</script>');

    expect(inlineScriptHashes(dir)).toEqual([sha256(runtime), sha256('import "/assets/b.js";')].sort());
  });

  it('reads script bodies exactly as served', () => {
    expect(inlineScripts('<SCRIPT TYPE="text/javascript">\n a()\n</SCRIPT >')).toEqual(['\n a()\n']);
    expect(inlineScripts('<script type="application/ld+json">{}</script><script src="/x.js"></script>')).toEqual([]);
  });
});
