import sesModule from 'aws-ses-v2-local';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { PortInUseError, closeServer, localUrl, readBody, sendJson } from '../core/http-util';
import { LOCAL_HOST } from '../core/ports';

export interface LocalSes {
  endpoint: string;
  /** The mail view (HTML) is at the root, the JSON store at /store. */
  storeUrl: string;
  stop(): Promise<void>;
}

type StartSes = typeof sesModule;
// The package is CommonJS with `exports.default`; depending on the loader (node ESM, tsx, vitest)
// the import yields the function or the module object around it.
const startSesServer: StartSes =
  typeof sesModule === 'function' ? sesModule : (sesModule as unknown as { default: StartSes }).default;

/**
 * aws-ses-v2-local in-process. Its mail store lives in memory (per process). In front of it, fault
 * injection for tests of a mail outage (like the Pipedrive fake's and the event bus's):
 *   POST /__control/fail {"times": n} | {"forever": true}   next n (or all) send requests → 503
 *   POST /__control/reset                                  no more faults
 */
export async function startSes(port: number): Promise<LocalSes> {
  const server = await startSesServer({ host: LOCAL_HOST, port });
  // Express hands a listen error to the callback, which the package ignores: it resolves anyway.
  if (!server.listening) throw new PortInUseError('SES (aws-ses-v2-local)', port);
  injectFaults(server);
  const endpoint = localUrl(port);
  return { endpoint, storeUrl: `${endpoint}/store`, stop: () => closeServer(server) };
}

const SERVICE_UNAVAILABLE = `<ErrorResponse><Error><Type>Receiver</Type><Code>ServiceUnavailable</Code><Message>Service unavailable (local fault injection)</Message></Error></ErrorResponse>`;

/** Puts the fault switch in front of the package's request listener (only sends fail; the store stays readable). */
function injectFaults(server: Server): void {
  const faults = { remaining: 0, forever: false };
  const original = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && (req.url === '/__control/fail' || req.url === '/__control/reset')) {
      void readBody(req, 10_000).then((raw) => {
        const body = req.url === '/__control/fail' ? (JSON.parse(raw.toString('utf8') || '{}') as { times?: unknown; forever?: unknown }) : {};
        faults.forever = body.forever === true;
        faults.remaining = typeof body.times === 'number' && body.times > 0 ? Math.floor(body.times) : 0;
        sendJson(res, 200, { faults });
      });
      return;
    }
    const sending = req.method === 'POST' && (req.url === '/' || req.url?.startsWith('/v2/email/outbound-emails'));
    if (sending && (faults.forever || faults.remaining > 0)) {
      if (!faults.forever) faults.remaining--;
      res.writeHead(503, { 'content-type': 'text/xml' }).end(SERVICE_UNAVAILABLE);
      return;
    }
    for (const listener of original) listener.call(server, req, res);
  });
}
