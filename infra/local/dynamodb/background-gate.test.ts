import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPriorityGate } from './background-gate.mjs';

/** A request and its answer, as far as the gate looks at them. */
function exchange(name: string): { req: IncomingMessage; res: ServerResponse; answer(): void; hangUp(): void } {
  const res = Object.assign(new EventEmitter(), { name, destroyed: false, writableEnded: false });
  return {
    req: Object.assign(new EventEmitter(), { name }) as unknown as IncomingMessage,
    res: res as unknown as ServerResponse,
    answer: () => {
      res.writableEnded = true;
      res.emit('finish');
      res.emit('close');
    },
    hangUp: () => {
      res.destroyed = true;
      res.emit('close');
    },
  };
}

describe('the priority gate of the local DynamoDB', () => {
  let served: string[];
  const serve = (req: IncomingMessage): void => {
    served.push((req as unknown as { name: string }).name);
  };
  beforeEach(() => {
    served = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('lets a background request in only once no API request is inside', () => {
    const gate = createPriorityGate({ slots: 4, maxWaitMs: 2_000, serve });
    const api = exchange('api');
    const target = exchange('target');
    gate.foreground(api.req, api.res);
    gate.background(target.req, target.res);
    expect(served).toEqual(['api']);
    expect(gate.load()).toEqual({ foreground: 1, background: 0, waiting: 1 });
    api.answer();
    expect(served).toEqual(['api', 'target']);
    expect(gate.load()).toEqual({ foreground: 0, background: 1, waiting: 0 });
  });

  it('never holds up an API request, even with every background slot taken', () => {
    const gate = createPriorityGate({ slots: 1, maxWaitMs: 2_000, serve });
    const target = exchange('target');
    gate.background(target.req, target.res);
    const api = exchange('api');
    gate.foreground(api.req, api.res);
    expect(served).toEqual(['target', 'api']);
  });

  it('lets at most `slots` background requests in at once, in arrival order', () => {
    const gate = createPriorityGate({ slots: 2, maxWaitMs: 2_000, serve });
    const targets = ['t1', 't2', 't3'].map(exchange);
    for (const t of targets) gate.background(t.req, t.res);
    expect(served).toEqual(['t1', 't2']);
    targets[1]?.answer();
    expect(served).toEqual(['t1', 't2', 't3']);
  });

  it('lets a background request in after maxWaitMs although API requests keep coming', () => {
    const gate = createPriorityGate({ slots: 4, maxWaitMs: 2_000, serve });
    const api = exchange('api');
    gate.foreground(api.req, api.res);
    const target = exchange('target');
    gate.background(target.req, target.res);
    vi.advanceTimersByTime(1_999);
    expect(served).toEqual(['api']);
    vi.advanceTimersByTime(1);
    expect(served).toEqual(['api', 'target']);
  });

  it('skips a waiting request whose client hung up', () => {
    const gate = createPriorityGate({ slots: 4, maxWaitMs: 2_000, serve });
    const api = exchange('api');
    gate.foreground(api.req, api.res);
    const gone = exchange('gone');
    const target = exchange('target');
    gate.background(gone.req, gone.res);
    gate.background(target.req, target.res);
    gone.hangUp();
    api.answer();
    expect(served).toEqual(['api', 'target']);
    expect(gate.load()).toEqual({ foreground: 0, background: 1, waiting: 0 });
  });
});
