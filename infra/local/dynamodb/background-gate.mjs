// The priority gate of the local DynamoDB (dynalite-process.mjs). dynalite is one process with one
// queue, serving the API and the event targets alike; after a burst of form posts the targets'
// backlog (hundreds of requests at once) filled that queue and every API write waited behind it,
// where on AWS both are served side by side. So the background port's requests enter dynalite only
// while no API request is inside, a few at a time, in arrival order; one that has waited
// `maxWaitMs` enters anyway (still within its slots), so a steady stream of API requests delays the
// background but never starves it into its Lambda timeout.

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} Listener
 * @param {{ slots: number, maxWaitMs: number, serve: Listener, now?: () => number }} options
 * @returns {{ foreground: Listener, background: Listener, load: () => { foreground: number, background: number, waiting: number } }}
 */
export function createPriorityGate({ slots, maxWaitMs, serve, now = () => performance.now() }) {
  const limit = Number.isInteger(slots) && slots > 0 ? slots : 1;
  let foregroundInside = 0;
  let backgroundInside = 0;
  /** @type {Array<{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, since: number }>} */
  const waiting = [];
  let timer;
  /** Calls `done` once, when the answer is sent or the connection closes. */
  const onAnswered = (res, done) => {
    let called = false;
    const once = () => {
      if (called) return;
      called = true;
      done();
    };
    res.once('finish', once);
    res.once('close', once);
  };
  const admit = () => {
    while (backgroundInside < limit && waiting.length > 0) {
      const next = waiting[0];
      // Its client gave up while it waited (e.g. the Lambda timeout): nothing to serve.
      if (next.res.destroyed || next.res.writableEnded) {
        waiting.shift();
        continue;
      }
      if (foregroundInside > 0 && now() - next.since < maxWaitMs) break;
      waiting.shift();
      backgroundInside++;
      onAnswered(next.res, () => {
        backgroundInside--;
        admit();
      });
      serve(next.req, next.res);
    }
    // The oldest waits for the API to pause; if it does not, it enters once it has waited its longest.
    clearTimeout(timer);
    if (waiting.length > 0 && backgroundInside < limit) timer = setTimeout(admit, Math.max(0, maxWaitMs - (now() - waiting[0].since))).unref();
  };
  return {
    foreground: (req, res) => {
      foregroundInside++;
      onAnswered(res, () => {
        foregroundInside--;
        if (foregroundInside === 0) admit();
      });
      serve(req, res);
    },
    background: (req, res) => {
      waiting.push({ req, res, since: now() });
      admit();
    },
    load: () => ({ foreground: foregroundInside, background: backgroundInside, waiting: waiting.length }),
  };
}
