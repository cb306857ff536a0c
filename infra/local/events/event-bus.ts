import { appendFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BusEvent, EventRule } from '@rufbereit/shared';
import { closeServer, listen, localUrl, readBody, sendJson } from '../core/http-util';
import { matchTargets, type MatchedTarget } from './rule-matcher';
import { retryDelayMs, toBusEvent, type PutEventsEntry } from './put-events';

export interface DeadLetterRecord {
  time: string;
  ruleId: string;
  target: string;
  attempts: number;
  lastError: { name: string; message: string };
  event: BusEvent;
}

export interface EventBusOptions {
  port: number;
  busName: string;
  account: string;
  region: string;
  rules: ReadonlyArray<EventRule>;
  /** The SES configuration set the handlers send through: rules with `ownConfigurationSet` take only its events. */
  configurationSet: string;
  maxAttempts: number;
  retryBaseMs: number;
  /** JSON lines of events whose target kept failing (the SQS dead-letter queue of the stack). */
  deadLetterFile: string;
  invoke: (handler: string, event: BusEvent) => Promise<unknown>;
  log: (line: string) => void;
}

export interface LocalEventBus {
  endpoint: string;
  /** Resolves once no delivery is running or waiting for a retry. */
  whenIdle(): Promise<void>;
  stop(): Promise<void>;
}

const AMZ_JSON = 'application/x-amz-json-1.1';
const MAX_ENTRIES = 10;

/**
 * EventBridge's PutEvents (JSON 1.1 protocol) on a local port. Each accepted entry is matched
 * against the stack's rules and handed to every matching target after the answer is sent, with
 * retries and a dead-letter record, as the CDK stack configures its targets.
 */
export async function startEventBus(options: EventBusOptions): Promise<LocalEventBus> {
  const stopping = new AbortController();
  const faults = { remaining: 0, forever: false };
  let inFlight = 0;
  let idleWaiters: Array<() => void> = [];
  const settle = (): void => {
    if (--inFlight > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  };
  const whenIdle = (): Promise<void> => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve)));

  async function deliver(event: BusEvent, { ruleId, target }: MatchedTarget): Promise<void> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
      if (stopping.signal.aborted) return;
      try {
        await options.invoke(target.handler, event);
        return;
      } catch (error) {
        lastError = error;
        const message = error instanceof Error ? error.message : String(error);
        options.log(`[event-bus] ${target.handler} attempt ${attempt}/${options.maxAttempts} for ${event['detail-type']} ${event.id} failed: ${message}`);
        if (attempt < options.maxAttempts) {
          const aborted = await sleep(retryDelayMs(attempt, options.retryBaseMs), false, { signal: stopping.signal }).catch(() => true);
          if (aborted) return;
        }
      }
    }
    const record: DeadLetterRecord = {
      time: new Date().toISOString(),
      ruleId,
      target: target.handler,
      attempts: options.maxAttempts,
      lastError: lastError instanceof Error ? { name: lastError.name, message: lastError.message } : { name: 'Error', message: String(lastError) },
      event,
    };
    await appendFile(options.deadLetterFile, `${JSON.stringify(record)}\n`);
    options.log(`[event-bus] ${target.handler} gave up on ${event.id}; dead-letter record in ${options.deadLetterFile}`);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/__control/idle') {
        await whenIdle();
        return sendJson(res, 200, { idle: true });
      }
      // Fault injection for tests of an EventBridge outage (like the Pipedrive fake's):
      //   POST /__control/fail {"times": n} | {"forever": true}   next n (or all) PutEvents → 500
      //   POST /__control/reset                                  no more faults
      if (req.method === 'POST' && (url.pathname === '/__control/fail' || url.pathname === '/__control/reset')) {
        const body = url.pathname.endsWith('fail') ? (JSON.parse((await readBody(req, 10_000)).toString('utf8') || '{}') as { times?: unknown; forever?: unknown }) : {};
        faults.forever = body.forever === true;
        faults.remaining = typeof body.times === 'number' && body.times > 0 ? Math.floor(body.times) : 0;
        return sendJson(res, 200, { faults });
      }
      const target = req.headers['x-amz-target'];
      if (req.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
        return sendJson(res, 400, { __type: 'UnknownOperationException', message: `Unsupported operation ${String(target)}` }, { 'content-type': AMZ_JSON });
      }
      if (faults.forever || faults.remaining > 0) {
        if (!faults.forever) faults.remaining--;
        return sendJson(res, 500, { __type: 'InternalException', message: 'Service unavailable (local fault injection)' }, { 'content-type': AMZ_JSON });
      }
      let entries: PutEventsEntry[];
      try {
        const body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8')) as { Entries?: unknown };
        if (!Array.isArray(body.Entries) || body.Entries.length === 0 || body.Entries.length > MAX_ENTRIES) throw new Error(`Entries must hold 1 to ${MAX_ENTRIES} items`);
        entries = body.Entries as PutEventsEntry[];
      } catch (error) {
        return sendJson(res, 400, { __type: 'ValidationException', message: error instanceof Error ? error.message : 'invalid request' }, { 'content-type': AMZ_JSON });
      }

      const results = entries.map((entry) => toBusEvent(entry, { account: options.account, region: options.region, busName: options.busName }));
      const deliveries = results.flatMap((r) => (r.ok ? matchTargets(options.rules, r.event, { configurationSet: options.configurationSet }).map((m) => ({ event: r.event, matched: m })) : []));
      // Counted before answering, so a caller that awaits PutEvents and then whenIdle() sees them.
      inFlight += deliveries.length;
      sendJson(
        res,
        200,
        {
          FailedEntryCount: results.filter((r) => !r.ok).length,
          Entries: results.map((r) => (r.ok ? { EventId: r.event.id } : { ErrorCode: r.errorCode, ErrorMessage: r.errorMessage })),
        },
        { 'content-type': AMZ_JSON },
      );
      for (const { event, matched } of deliveries) {
        setImmediate(() => {
          deliver(event, matched)
            .catch((error: unknown) => options.log(`[event-bus] delivery crashed: ${String(error)}`))
            .finally(settle);
        });
      }
    })();
  });
  await listen(server, options.port, 'EventBridge (local event bus)');

  return {
    endpoint: localUrl(options.port),
    whenIdle,
    stop: async () => {
      stopping.abort();
      await closeServer(server);
    },
  };
}
