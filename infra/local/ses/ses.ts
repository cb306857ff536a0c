import sesModule from 'aws-ses-v2-local';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PortInUseError, closeServer, listen, localUrl, readBody, sendJson } from '../core/http-util';
import { LOCAL_ACCOUNT_ID, LOCAL_HOST, LOCAL_REGION } from '../core/ports';
import { parseSendRequest, sandboxRefusal, sesEventEntry, simulate, SuppressionList, type SendRequest } from './ses-simulator';

export interface LocalSes {
  endpoint: string;
  /** The mail view (HTML) is at the root, the JSON store at /store. */
  storeUrl: string;
  stop(): Promise<void>;
}

export interface LocalSesOptions {
  /** The local event bus (PutEvents) that receives SES's events, and its name. Without it no events are sent. */
  eventBus?: { url: string; name: string };
  /** SES_SANDBOX=1: only verified identities (and the simulator's addresses) may be mailed. */
  sandbox?: boolean;
  /** Verified identities: addresses or domains. */
  verifiedIdentities?: string[];
  /** Delay of the events after the send (SES reports them a moment later). */
  eventDelayMs?: number;
}

type StartSes = typeof sesModule;
// The package is CommonJS with `exports.default`; depending on the loader (node ESM, tsx, vitest)
// the import yields the function or the module object around it.
const startSesServer: StartSes =
  typeof sesModule === 'function' ? sesModule : (sesModule as unknown as { default: StartSes }).default;

const errorXml = (type: 'Sender' | 'Receiver', code: string, message: string): string =>
  `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>${type}</Type><Code>${code}</Code><Message>${message.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</Message></Error><RequestId>local</RequestId></ErrorResponse>`;

/** SES's answers hold only SES's limit of a raw message (10 MB) and some headroom. */
const MAX_BODY = 14 * 1024 * 1024;

/**
 * aws-ses-v2-local on an internal port, and in front of it on `port` our layer: the mailbox simulator,
 * the account's suppression list, the sandbox and SES's events through the local event bus (the gaps
 * ses-simulator.ts lists), and fault injection for tests of a mail outage:
 *   POST /__control/fail {"times": n} | {"forever": true}   next n (or all) send requests → 503
 *   POST /__control/reset                                  no more faults
 * Everything else (the mail view, GET /store) is passed through unchanged.
 */
export async function startSes(port: number, options: LocalSesOptions = {}): Promise<LocalSes> {
  const inner = await startSesServer({ host: LOCAL_HOST, port: 0 });
  // Express hands a listen error to the callback, which the package ignores: it resolves anyway.
  if (!inner.listening) throw new PortInUseError('SES (aws-ses-v2-local)', port);
  const innerUrl = localUrl((inner.address() as AddressInfo).port);
  // The package keeps its mails in module state: a process that serves one start after another
  // (service-process.ts, `reusable`) begins each start with none, as a new process does.
  await fetch(`${innerUrl}/clear-store`, { method: 'POST' });
  const faults = { remaining: 0, forever: false };
  const suppression = new SuppressionList();
  const pending = new Set<NodeJS.Timeout>();

  const publish = (request: SendRequest, messageId: string, sentAt: Date): void => {
    const bus = options.eventBus;
    // SES publishes events only for sends through a configuration set with an event destination.
    if (!bus || !request.configurationSet) return;
    const outcomes = simulate(request.recipients, suppression);
    const timer = setTimeout(() => {
      pending.delete(timer);
      const ctx = { busName: bus.name, region: LOCAL_REGION, account: LOCAL_ACCOUNT_ID, sentAt, now: new Date() };
      const entries = outcomes.flatMap(({ address, events }) => events.map((event) => sesEventEntry(request, messageId, address, event, ctx)));
      void fetch(bus.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSEvents.PutEvents' },
        body: JSON.stringify({ Entries: entries }),
      }).catch((error: unknown) => console.error(`[ses] publishing SES events failed: ${String(error)}`));
    }, options.eventDelayMs ?? 100);
    pending.add(timer);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req, MAX_BODY);
    if (req.method === 'POST' && (req.url === '/__control/fail' || req.url === '/__control/reset')) {
      const control = req.url === '/__control/fail' ? (JSON.parse(body.toString('utf8') || '{}') as { times?: unknown; forever?: unknown }) : {};
      faults.forever = control.forever === true;
      faults.remaining = typeof control.times === 'number' && control.times > 0 ? Math.floor(control.times) : 0;
      return sendJson(res, 200, { faults });
    }
    const sending = req.method === 'POST' && (req.url === '/' || req.url?.startsWith('/v2/email/outbound-emails'));
    if (sending && (faults.forever || faults.remaining > 0)) {
      if (!faults.forever) faults.remaining--;
      res.writeHead(503, { 'content-type': 'text/xml' }).end(errorXml('Receiver', 'ServiceUnavailable', 'Service unavailable (local fault injection)'));
      return;
    }
    const send = sending && req.url === '/' ? parseSendRequest(new URLSearchParams(body.toString('utf8'))) : undefined;
    if (send && options.sandbox) {
      const refusal = sandboxRefusal(send, options.verifiedIdentities ?? [], LOCAL_REGION);
      if (refusal) {
        res.writeHead(400, { 'content-type': 'text/xml' }).end(errorXml('Sender', 'MessageRejected', refusal));
        return;
      }
    }
    const sentAt = new Date();
    const answer = await fetch(`${innerUrl}${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers: Object.fromEntries(Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host' && entry[0] !== 'content-length')),
      ...(body.length ? { body: new Uint8Array(body) } : {}),
    });
    const text = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }).end(text);
    const messageId = send && answer.ok ? /<MessageId>([^<]+)<\/MessageId>/.exec(text.toString('utf8'))?.[1] : undefined;
    if (send && messageId) publish(send, messageId, sentAt);
  };

  const front = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/xml' }).end(errorXml('Receiver', 'InternalFailure', String(error)));
    });
  });
  try {
    await listen(front, port, 'SES');
  } catch (error) {
    await closeServer(inner);
    throw error;
  }
  const endpoint = localUrl(port);
  return {
    endpoint,
    storeUrl: `${endpoint}/store`,
    stop: async () => {
      for (const timer of pending) clearTimeout(timer);
      await Promise.all([closeServer(front), closeServer(inner)]);
    },
  };
}
