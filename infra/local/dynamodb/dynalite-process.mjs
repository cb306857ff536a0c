// Child-process entry of the local DynamoDB (dynamodb.ts): dynalite's LevelDB and JSON work runs on
// its own core instead of the API's event loop, as DynamoDB is a service of its own on AWS.
// Arguments: port, host, data directory. Ends with its parent (the IPC channel closes).
// In front of dynalite, fault injection for tests of a DynamoDB outage (like the other stand-ins'):
//   POST /__control/fail {"times": n} | {"forever": true}   next n (or all) API requests → 503
//   POST /__control/reset                                  no more faults
import dynalite from 'dynalite';

const [port, host, directory] = process.argv.slice(2);
// Tables are ACTIVE at once: nothing locally waits for the CREATING state of real DynamoDB.
const server = dynalite({ path: directory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });

const faults = { remaining: 0, forever: false };
const dynaliteListeners = server.listeners('request');
server.removeAllListeners('request');
server.on('request', (req, res) => {
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
});

server.once('error', (error) => {
  process.send?.({ error: error.code ?? error.message });
  process.exit(1);
});
server.listen(Number(port), host, () => process.send?.({ ready: true }));
process.on('disconnect', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
