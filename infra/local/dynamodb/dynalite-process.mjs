// Child-process entry of the local DynamoDB (dynamodb.ts): dynalite's LevelDB and JSON work runs on
// its own core instead of the API's event loop, as DynamoDB is a service of its own on AWS.
// Arguments: port, host, storage (`disk`: LevelDB in the data directory; `memory`: memory-level, nothing
// kept), data directory, background port, its slots and longest wait (ms). Ends with its parent (the IPC
// channel closes).
// In front of dynalite, fault injection for tests of a DynamoDB outage (like the other stand-ins'):
//   POST /__control/fail {"times": n} | {"forever": true}   next n (or all) API requests → 503
//   POST /__control/reset                                  no more faults
// The background port serves the same tables to the event targets and scheduled handlers behind the
// API's requests (background-gate.mjs): on AWS their writes never queue in front of the API's, here
// one dynalite serves both.
import { createServer } from 'node:http';
import dynalite from 'dynalite';
import { createPriorityGate } from './background-gate.mjs';

const [port, host, storage, directory, backgroundPort, backgroundSlots, backgroundMaxWaitMs] = process.argv.slice(2);
if (storage !== 'disk' && storage !== 'memory') throw new Error(`dynalite-process: storage must be disk or memory, not ${storage}`);
// Tables are ACTIVE at once: nothing locally waits for the CREATING state of real DynamoDB. Without a
// path dynalite keeps its data in memory (memory-level).
const server = dynalite({ ...(storage === 'disk' ? { path: directory } : {}), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });

const faults = { remaining: 0, forever: false };
const dynaliteListeners = server.listeners('request');
server.removeAllListeners('request');
/** Fault injection, then dynalite: the same for both ports. */
function serve(req, res) {
  if (req.method === 'POST' && (req.url === '/__control/fail' || req.url === '/__control/reset')) {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = () => {
        try {
          return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        } catch {
          return {};
        }
      };
      const body = req.url === '/__control/fail' ? parsed() : {};
      faults.forever = body.forever === true;
      faults.remaining = typeof body.times === 'number' && body.times > 0 ? Math.floor(body.times) : 0;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ faults }));
    });
    return;
  }
  if (faults.forever || faults.remaining > 0) {
    if (!faults.forever) faults.remaining--;
    req.resume();
    const error = { __type: 'com.amazonaws.dynamodb.v20120810#ServiceUnavailableException', message: 'Service unavailable (local fault injection)' };
    res.writeHead(503, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(error));
    return;
  }
  for (const listener of dynaliteListeners) listener.call(server, req, res);
}
const gate = createPriorityGate({ slots: Number(backgroundSlots), maxWaitMs: Number(backgroundMaxWaitMs), serve });
server.on('request', gate.foreground);
const background = createServer(gate.background);

const listening = (httpServer, listenPort) =>
  new Promise((resolve, reject) => {
    httpServer.once('error', (error) => reject(Object.assign(error, { port: listenPort })));
    httpServer.listen(Number(listenPort), host, resolve);
  });
Promise.all([listening(server, port), listening(background, backgroundPort)]).then(
  () => process.send?.({ ready: true }),
  (error) => {
    process.send?.({ error: error.code ?? error.message, port: Number(error.port) });
    process.exit(1);
  },
);
process.on('disconnect', () => {
  let open = 2;
  const closed = () => --open === 0 && process.exit(0);
  for (const httpServer of [server, background]) {
    httpServer.close(closed);
    httpServer.closeAllConnections();
  }
});
