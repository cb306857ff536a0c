import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiEvent, lambdaContext } from '../testing/api-event';
import { logger } from '../logger';
import { createHttpHandler } from './api-handler';
import { jsonResponse } from './responses';

/** The log lines a handler writes, as the Powertools logger prints them (JSON, one per line). */
function captureLogLines(): { lines: Array<Record<string, unknown>>; restore: () => void } {
  const lines: Array<Record<string, unknown>> = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
  return { lines, restore: () => spy.mockRestore() };
}

describe('every HTTP handler logs what correlates it with the access log and the trace', () => {
  const handler = createHttpHandler(() => {
    logger.info('handled');
    return Promise.resolve(jsonResponse(200, { ok: true }));
  });
  afterEach(() => {
    delete process.env._X_AMZN_TRACE_ID;
  });

  it("carries API Gateway's request id (the access log's requestId) and the X-Ray trace id on each line, and neither into the next invocation", async () => {
    const traceId = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
    process.env._X_AMZN_TRACE_ID = traceId;
    const first = captureLogLines();
    try {
      const event = apiEvent({ method: 'GET', path: '/api/x' });
      event.requestContext.requestId = 'Kx3vPgyBliAEJ-w=';
      await handler(event, lambdaContext('trace-correlation'));
    } finally {
      first.restore();
    }
    const handled = first.lines.find((line) => line.message === 'handled');
    expect(handled).toMatchObject({ correlation_id: 'Kx3vPgyBliAEJ-w=', xray_trace_id: '1-5759e988-bd862e3fe1be46a994272793' });

    const second = captureLogLines();
    try {
      const event = apiEvent({ method: 'GET', path: '/api/x' });
      event.requestContext.requestId = 'second-request';
      await handler(event, lambdaContext('trace-correlation'));
    } finally {
      second.restore();
    }
    expect(second.lines.find((line) => line.message === 'handled')?.correlation_id).toBe('second-request');
  });
});
