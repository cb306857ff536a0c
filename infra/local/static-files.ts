import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
};
export const contentTypeOf = (file: string): string => types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
const compressible = (type: string): boolean => /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(type);

export interface StaticFile {
  body: Buffer;
  contentType: string;
  encoding?: 'br' | 'gzip';
  lastModified: Date;
}

/**
 * Reads a built file, compressed like CloudFront does for text (brotli, else gzip) — Lighthouse
 * measures the local site, so it must not be penalised for what the CDN does in AWS. Compressed
 * bodies are cached per file version.
 */
export function createStaticFiles(root: string): { read(relativeFile: string, acceptEncoding: string | undefined): Promise<StaticFile> } {
  const cache = new Map<string, { mtimeMs: number; raw: Buffer; br?: Buffer; gzip?: Buffer }>();
  return {
    async read(relativeFile, acceptEncoding) {
      const file = path.join(root, relativeFile);
      const info = await stat(file);
      let entry = cache.get(file);
      if (!entry || entry.mtimeMs !== info.mtimeMs) {
        entry = { mtimeMs: info.mtimeMs, raw: await readFile(file) };
        cache.set(file, entry);
      }
      const contentType = contentTypeOf(file);
      const base = { contentType, lastModified: info.mtime };
      if (!compressible(contentType) || entry.raw.length < 1024) return { ...base, body: entry.raw };
      const accepts = (acceptEncoding ?? '').toLowerCase();
      if (/\bbr\b/.test(accepts)) {
        entry.br ??= await promisify(brotliCompress)(entry.raw);
        return { ...base, body: entry.br, encoding: 'br' };
      }
      if (/\bgzip\b/.test(accepts)) {
        entry.gzip ??= await promisify(gzip)(entry.raw);
        return { ...base, body: entry.gzip, encoding: 'gzip' };
      }
      return { ...base, body: entry.raw };
    },
  };
}
