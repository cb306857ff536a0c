import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../core/http-util';
import { ring, type ReportFault, type RingContext, type SimulatedCall } from './call-simulation';
import { scenarioById, scenarios } from './scenarios';
import type { NetworkFault } from './server-url-delivery';

/**
 * The control API (local only, no key), documented in docs/local-environment.md:
 *   POST /__control/ring        {"to": "+49…", "from": "+49…", "scenario": "…", "faults"?: {"report": "twice"|"never"}}
 *                               → 201 {"callId"}; the call runs on by itself (call-simulation.ts)
 *   GET  /__control/calls/{id}  its state: ringing | in-progress | forwarding | ended, `settled` once the last
 *                               message went out, the ended reason and every delivery (type, url, outcome, status,
 *                               the header names and the credential's id: no secret)
 *   GET  /__control/scenarios   the scenario library (scenarios.ts)
 *   POST /__control/faults      {"serverUrl": "down"|"slow", "delayMs"?: n, "times"?: n}: the next n (or all)
 *                               requests to server URLs fail as refused, or are answered `delayMs` late
 *   POST /__control/reset       no more faults
 *   POST /__control/credentials {"id", "token", "name"?, "headerName"?, "bearerPrefix"?}: a Bearer Token credential
 *                               as Vapi's dashboard makes it, for `server.credentialId`
 *   GET  /__control/state       numbers, credentials (tokens left out) and the number of calls
 */
export interface ControlContext extends RingContext {
  calls: Map<string, SimulatedCall>;
  /** Rings in flight, so stop() can wait for them. */
  running: Set<Promise<void>>;
}

/** The simulated calls kept for GET /__control/calls/{id} (the Vapi call objects stay in the store). */
const MAX_CONTROL_CALLS = 500;
const E164 = /^\+[1-9]\d{1,14}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function callState(call: SimulatedCall): Record<string, unknown> {
  const { scenario, ...rest } = call;
  return { ...rest, scenario: scenario.id };
}

export async function handleControl(context: ControlContext, req: IncomingMessage, res: ServerResponse, action: string): Promise<void> {
  const { store, calls, fault } = context;
  if (req.method === 'GET') {
    if (action === 'scenarios') return sendJson(res, 200, { scenarios });
    if (action === 'state') {
      const credentials = store.credentials.map(({ token: _token, ...rest }) => rest);
      return sendJson(res, 200, { phoneNumbers: store.phoneNumbers, credentials, calls: store.calls.length, fault });
    }
    const match = /^calls\/([^/]+)$/.exec(action);
    const call = match ? calls.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (call) return sendJson(res, 200, callState(call));
    return sendJson(res, 404, { error: 'unknown call or control action' });
  }
  if (req.method !== 'POST') return sendJson(res, 404, { error: 'unknown control action' });
  const raw = await readBody(req, 64 * 1024);
  const parsed: unknown = raw.length ? JSON.parse(raw.toString('utf8')) : {};
  const body = isRecord(parsed) ? parsed : {};

  if (action === 'ring') {
    const { to, from } = body;
    const scenario = typeof body.scenario === 'string' ? scenarioById(body.scenario) : undefined;
    if (typeof to !== 'string' || typeof from !== 'string' || !E164.test(to) || !E164.test(from)) return sendJson(res, 400, { error: 'to and from must be E.164 numbers, e.g. +493023125100' });
    if (!scenario) return sendJson(res, 400, { error: 'unknown scenario: GET /__control/scenarios lists them' });
    const phoneNumber = store.phoneNumberByNumber(to);
    if (!phoneNumber) return sendJson(res, 404, { error: `no phone number ${to} on this platform` });
    const report = isRecord(body.faults) ? body.faults.report : undefined;
    const reportFault: ReportFault = report === 'twice' || report === 'never' ? report : 'none';
    const call: SimulatedCall = { id: randomUUID(), to, from, scenario, reportFault, state: 'ringing', settled: false, deliveries: [] };
    calls.set(call.id, call);
    if (calls.size > MAX_CONTROL_CALLS) calls.delete(calls.keys().next().value ?? '');
    const running = ring(context, call, phoneNumber)
      .catch((error: unknown) => console.error(`[voice-platform] call ${call.id}: ${String(error)}`))
      .finally(() => {
        call.settled = true;
        context.running.delete(running);
      });
    context.running.add(running);
    return sendJson(res, 201, { callId: call.id });
  }
  if (action === 'faults') {
    const mode = body.serverUrl;
    if (mode !== 'down' && mode !== 'slow') return sendJson(res, 400, { error: 'serverUrl must be "down" or "slow"' });
    const times = typeof body.times === 'number' && body.times > 0 ? Math.floor(body.times) : 0;
    Object.assign(fault, { mode, delayMs: typeof body.delayMs === 'number' && body.delayMs >= 0 ? body.delayMs : 10_000, remaining: times, forever: times === 0 } satisfies NetworkFault);
    return sendJson(res, 200, { fault });
  }
  if (action === 'reset') {
    Object.assign(fault, { mode: 'none', delayMs: 0, remaining: 0, forever: false } satisfies NetworkFault);
    return sendJson(res, 200, { fault });
  }
  if (action === 'credentials') {
    const { id, token } = body;
    if (typeof id !== 'string' || id === '' || typeof token !== 'string' || token === '' || /[\r\n]/.test(token)) return sendJson(res, 400, { error: 'id and token are required' });
    const headerName = typeof body.headerName === 'string' && /^[A-Za-z0-9-]+$/.test(body.headerName) ? body.headerName : 'Authorization';
    store.putCredential({ id, token, name: typeof body.name === 'string' ? body.name : id, headerName, bearerPrefix: body.bearerPrefix !== false });
    return sendJson(res, 200, { id, headerName });
  }
  sendJson(res, 404, { error: 'unknown control action' });
}
