import { statSync } from 'node:fs';
import path from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { VIEWER_ADDRESS_HEADER } from '@rufbereit/shared';
import { closeServer, listen, localUrl } from '../core/http-util';
import { EMBEDDABLE_PATH_PATTERN, securityHeaders } from '../../src/website/security-headers';
import { inlineScriptHashes } from '../../src/website/inline-script-hashes';
import { PAGE_CACHE, REDIRECT_CACHE, matchesPathPattern, resolveSitePath, safeDecode } from './path-rules';
import { peerAddress, type ApiOrigin, type MediaOrigin } from '../core/edge';
import { createStaticFiles } from './static-files';

const NOT_FOUND_CACHE = 'no-cache';

export interface SiteServerOptions {
  port: number;
  /** The built site (web/dist); undefined serves only /api and /media (tests, `npm run dev`). */
  distDir?: string;
  /** `/api/*` and the player pages go to the API (the gateway's handler). */
  api: ApiOrigin;
  /** `/media/*` comes from the media bucket. */
  media: MediaOrigin;
  connectSources: readonly string[];
  /** Served as /runtime-config.json, the file the stack deploys next to the site (website.ts). */
  runtimeConfig: Record<string, string>;
  log: (line: string) => void;
  /** Compress the whole site at start-up (`npm start`, the benchmark) instead of on first request. */
  precompress?: boolean;
}

const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export interface LocalSite {
  url: string;
  /** Resolves when `precompress` has compressed every text file (at once without it). */
  precompressed: Promise<void>;
  stop(): Promise<void>;
}

/** The stand-in for CloudFront + the site bucket: same path rules, headers and origins. */
export async function startSiteServer(options: SiteServerOptions): Promise<LocalSite> {
  const { distDir } = options;
  const files = distDir ? createStaticFiles(distDir) : undefined;
  const precompressed = options.precompress && files ? files.warm() : Promise.resolve();
  // The same headers CloudFront's response headers policies send, incl. the inline script hashes.
  const headerOptions = { connectSources: options.connectSources, scriptHashes: distDir ? inlineScriptHashes(distDir) : [] };
  // Two sets, as CloudFront has two policies: built once, not for every request (each response copies them).
  const framable = Object.freeze(securityHeaders({ ...headerOptions, embeddable: true }));
  const ownSite = Object.freeze(securityHeaders({ ...headerOptions, embeddable: false }));
  const headersFor = (decodedPath: string): Readonly<Record<string, string>> => (matchesPathPattern(EMBEDDABLE_PATH_PATTERN, decodedPath) ? framable : ownSite);
  const exists = (relativeFile: string): boolean => {
    if (!distDir) return false;
    try {
      return statSync(path.join(distDir, relativeFile)).isFile();
    } catch {
      return false;
    }
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    const decodedPath = safeDecode(rawUrl.split('?')[0] ?? '/');
    const headers = headersFor(decodedPath);
    if (decodedPath === RUNTIME_CONFIG_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      const body = JSON.stringify(options.runtimeConfig);
      res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': PAGE_CACHE, 'content-length': String(Buffer.byteLength(body)) });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
    const action = resolveSitePath(rawUrl, exists);

    switch (action.kind) {
      case 'redirect':
        res.writeHead(301, { ...headers, location: action.location, 'cache-control': REDIRECT_CACHE });
        return void res.end();
      case 'api':
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        // As the CloudFront Function of /api/* does (cloudfront-function-code.ts): the viewer's address
        // replaces whatever the client sent; the gateway sees the edge's own address as its source.
        req.headers[VIEWER_ADDRESS_HEADER] = peerAddress(req.socket.remoteAddress);
        return options.api(req, res, { sourceIp: peerAddress(req.socket.localAddress) });
      case 'playerPage':
        // As the player pages' CloudFront Function does (cloudfront-function-code.ts): the API path, the
        // query as it came, the viewer's address; the page's own response headers (framable or not).
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        req.url = action.apiUrl;
        req.headers[VIEWER_ADDRESS_HEADER] = peerAddress(req.socket.remoteAddress);
        return options.api(req, res, { sourceIp: peerAddress(req.socket.localAddress) });
      case 'media':
        return options.media(action.key, req, res, headers);
      case 'file':
      case 'notFound': {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.writeHead(405, { ...headers, allow: 'GET, HEAD' });
          return void res.end();
        }
        const status = action.kind === 'file' ? 200 : 404;
        if (!files || !exists(action.file)) {
          res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': NOT_FOUND_CACHE });
          return void res.end(status === 404 ? 'Seite nicht gefunden' : '');
        }
        const file = await files.read(action.file, req.headers['accept-encoding']);
        res.writeHead(status, {
          ...headers,
          'content-type': file.contentType,
          'content-length': String(file.body.length),
          'cache-control': action.kind === 'file' ? action.cacheControl : NOT_FOUND_CACHE,
          'last-modified': file.lastModified.toUTCString(),
          vary: 'Accept-Encoding',
          ...(file.encoding ? { 'content-encoding': file.encoding } : {}),
        });
        return void res.end(req.method === 'HEAD' ? undefined : file.body);
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.log(`[site] ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Interner Fehler');
    });
  });
  await listen(server, options.port, 'site');
  // A failed warm-up only means compression happens on first request again.
  precompressed.catch((error: unknown) => options.log(`precompressing the site failed: ${String(error)}`));
  return { url: localUrl(options.port), precompressed: precompressed.catch(() => undefined), stop: () => closeServer(server) };
}
