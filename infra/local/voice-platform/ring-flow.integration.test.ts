import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VapiClient, type Vapi } from '@vapi-ai/server-sdk';
import { closeServer, readBody } from '../core/http-util';
import { poolNumber } from './number-pool';
import { ASSISTANT_REQUEST_TIMEOUT_MS } from './server-url-delivery';
import { startTestVoicePlatform, type VoicePlatform } from './voice-platform-server';

/**
 * A ring through the control API, received by a small server standing in for our /api/voice routes (they
 * are not this stand-in's to build): the exact sequence of Vapi's server messages, their authentication,
 * what the simulated assistant does with the assistant the receiver returns, and the faults.
 */
const SECRET = 'ring-flow-secret';
const CALLER = '+4915112345678';
let platform: VoicePlatform;
let vapi: VapiClient;
let receiver: Server;
let receiverUrl: string;

interface Received {
  headers: IncomingMessage['headers'];
  message: Vapi.ServerMessageMessage & { type: string };
}
let received: Received[] = [];
/** What the receiver answers per message type (default: 200 {}); a function may wait. */
let answers: Record<string, (message: Received['message']) => Promise<{ status: number; body: unknown }> | { status: number; body: unknown }> = {};

const germanAssistant = (extra: Partial<Vapi.CreateAssistantDto> = {}): Vapi.CreateAssistantDto => ({
  name: 'Praxis Sonnenschein',
  firstMessage: 'Praxis Sonnenschein, guten Tag! Wie kann ich helfen?',
  transcriber: { provider: 'deepgram', language: 'de' },
  model: { provider: 'openai', model: 'gpt-4o', messages: [{ role: 'system', content: 'Du bist die Telefonassistenz der Praxis Sonnenschein.' }] },
  ...extra,
});

beforeAll(async () => {
  platform = await startTestVoicePlatform({ credentials: [{ id: 'cred-ring', name: 'Ring', token: SECRET, headerName: 'Authorization', bearerPrefix: true }] });
  vapi = new VapiClient({ token: platform.apiKey, baseUrl: platform.apiUrl, maxRetries: 0 });
  receiver = createServer((req, res) => {
    void (async () => {
      const body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8')) as { message: Received['message'] };
      received.push({ headers: req.headers, message: body.message });
      const answer = await (answers[body.message.type]?.(body.message) ?? { status: 200, body: {} });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/voice/events`;
});
afterAll(async () => {
  await closeServer(receiver);
  await platform.stop();
});
afterEach(async () => {
  received = [];
  answers = {};
  await fetch(`${platform.url}/__control/reset`, { method: 'POST' });
});

async function numberWithServer(index: number, server: Vapi.Server): Promise<string> {
  const number = (await vapi.phoneNumbers.list()).find((n) => n.number === poolNumber(index));
  await vapi.phoneNumbers.update({ id: number?.id ?? '', body: { provider: 'byo-phone-number', server } });
  return poolNumber(index);
}

interface CallState {
  state: string;
  settled: boolean;
  endedReason?: string;
  deliveries: Array<{ type: string; outcome: string; status: number; attempt: number; credentialId?: string; headerNames: string[] }>;
}

async function ringAndWait(to: string, scenario: string, faults?: unknown): Promise<{ callId: string; state: CallState }> {
  const rang = await fetch(`${platform.url}/__control/ring`, { method: 'POST', body: JSON.stringify({ to, from: CALLER, scenario, faults }) });
  expect(rang.status).toBe(201);
  const { callId } = (await rang.json()) as { callId: string };
  for (;;) {
    const state = (await (await fetch(`${platform.url}/__control/calls/${callId}`)).json()) as CallState;
    if (state.settled) return { callId, state };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const types = (): string[] => received.map((r) => (r.message.type === 'status-update' ? `status-update:${(r.message as Vapi.ServerMessageStatusUpdate).status}` : r.message.type));

describe('a simulated call rings a number and sends its server URL what Vapi sends', () => {
  it('asks for the assistant, follows it, and reports the call: the exact sequence, each with the credential', async () => {
    const to = await numberWithServer(0, { url: receiverUrl, credentialId: 'cred-ring' });
    answers['assistant-request'] = () => ({ status: 200, body: { assistant: germanAssistant() } });
    const { callId, state } = await ringAndWait(to, 'friseursalons-termin');

    expect(types()).toEqual(['assistant-request', 'status-update:in-progress', 'status-update:ended', 'end-of-call-report']);
    for (const r of received) expect(r.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(state).toMatchObject({ state: 'ended', endedReason: 'assistant-ended-call' });
    // The control API tells which credential and headers went out, never their values.
    expect(state.deliveries[0]).toMatchObject({ credentialId: 'cred-ring', headerNames: ['authorization', 'content-type'] });
    expect(JSON.stringify(state)).not.toContain(SECRET);

    const request = received[0]?.message as Vapi.ServerMessageAssistantRequest;
    expect(request.call).toMatchObject({ id: callId, type: 'inboundPhoneCall', status: 'ringing' });
    expect(request.phoneNumber).toMatchObject({ number: to, provider: 'byo-phone-number' });
    expect(request.customer).toEqual({ number: CALLER });

    const report = received[3]?.message as Vapi.ServerMessageEndOfCallReport;
    expect(report.endedReason).toBe('assistant-ended-call');
    const said = (report.artifact.messages ?? []).map((m) => `${m.role}: ${'message' in m ? m.message : ''}`);
    expect(said[0]).toBe('system: Du bist die Telefonassistenz der Praxis Sonnenschein.');
    expect(said[1]).toBe('bot: Praxis Sonnenschein, guten Tag! Wie kann ich helfen?');
    expect(said[2]).toBe('user: Guten Tag, ich hätte gern einen Termin für einen Haarschnitt mit Färben.');
    expect(said[3]).toBe('bot: Sehr gern. Wann passt es Ihnen am besten?');
    expect(report.artifact.transcript).toMatch(/^AI: Praxis Sonnenschein, guten Tag!.*\nUser: Guten Tag, ich hätte gern einen Termin/);
    expect(report.analysis.summary).toBe('Terminwunsch für einen Haarschnitt mit Färben am Donnerstagvormittag.');
    expect(Date.parse(report.endedAt ?? '') - Date.parse(report.startedAt ?? '')).toBeGreaterThan(10_000);
    expect(report.cost).toBeGreaterThan(0);

    // The recording is a real WAV file of the call's length, served with Range.
    const recordingUrl = report.artifact.recordingUrl ?? '';
    expect(report.artifact.recording?.mono?.combinedUrl).toBe(recordingUrl);
    const wav = Buffer.from(await (await fetch(recordingUrl)).arrayBuffer());
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28);
    expect(seconds).toBeCloseTo((Date.parse(report.endedAt ?? '') - Date.parse(report.startedAt ?? '')) / 1000, 1);
    const part = await fetch(recordingUrl, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    // The API tells the same call.
    expect(await vapi.calls.get({ id: callId })).toMatchObject({ id: callId, status: 'ended', endedReason: 'assistant-ended-call', analysis: { summary: report.analysis.summary } });
  });

  it('authenticates with the legacy X-Vapi-Secret credential and sends server.headers as given', async () => {
    await fetch(`${platform.url}/__control/credentials`, { method: 'POST', body: JSON.stringify({ id: 'cred-legacy', token: 'legacy-secret', headerName: 'X-Vapi-Secret', bearerPrefix: false }) });
    const to = await numberWithServer(1, { url: receiverUrl, credentialId: 'cred-legacy', headers: { 'x-stage': 'local' } });
    answers['assistant-request'] = () => ({ status: 200, body: { error: 'Diese Nummer ist nicht vergeben.' } });
    await ringAndWait(to, 'zahnarztpraxen-termin');
    expect(received[0]?.headers['x-vapi-secret']).toBe('legacy-secret');
    expect(received[0]?.headers.authorization).toBeUndefined();
    expect(received[0]?.headers['x-stage']).toBe('local');
  });

  it('transfers an urgent call to the destination the assistant was given, with the forwarding status', async () => {
    const to = await numberWithServer(2, { url: receiverUrl, credentialId: 'cred-ring' });
    const destination = { type: 'number' as const, number: '+4930123456', message: 'Ich verbinde Sie mit der Praxis.' };
    answers['assistant-request'] = () => ({
      status: 200,
      body: { assistant: germanAssistant({ model: { provider: 'openai', model: 'gpt-4o', tools: [{ type: 'transferCall', destinations: [destination] }] } }) },
    });
    const { state } = await ringAndWait(to, 'zahnarztpraxen-dringend');
    expect(types()).toEqual(['assistant-request', 'status-update:in-progress', 'status-update:forwarding', 'status-update:ended', 'end-of-call-report']);
    const forwarding = received[2]?.message as Vapi.ServerMessageStatusUpdate;
    expect(forwarding.destination).toEqual(destination);
    expect(forwarding.transcript).toContain('User: Mir ist eine Krone abgebrochen');
    const report = received[4]?.message as Vapi.ServerMessageEndOfCallReport;
    expect(report.endedReason).toBe('assistant-forwarded-call');
    expect(report.destination).toEqual(destination);
    expect(report.artifact.messages?.at(-1)).toMatchObject({ role: 'bot', message: 'Ich verbinde Sie mit der Praxis.' });
    expect(state.endedReason).toBe('assistant-forwarded-call');
  });

  it('asks our server for the destination when the transfer tool names none, and takes the request when it answers none', async () => {
    const to = await numberWithServer(3, { url: receiverUrl, credentialId: 'cred-ring' });
    answers['assistant-request'] = () => ({ status: 200, body: { assistant: germanAssistant({ model: { provider: 'openai', model: 'gpt-4o', tools: [{ type: 'transferCall' }] } }) } });
    answers['transfer-destination-request'] = () => ({ status: 200, body: { error: 'Außerhalb der Öffnungszeiten' } });
    await ringAndWait(to, 'tierarztpraxen-ausserhalb');
    expect(types()).toEqual(['assistant-request', 'status-update:in-progress', 'transfer-destination-request', 'status-update:ended', 'end-of-call-report']);
    const report = received[4]?.message as Vapi.ServerMessageEndOfCallReport;
    expect(report.endedReason).toBe('assistant-ended-call');
    expect(report.destination).toBeUndefined();
    expect(report.analysis.summary).toMatch(/Keine Weiterleitung/);

    received = [];
    answers['transfer-destination-request'] = () => ({ status: 200, body: { destination: { type: 'number', number: '+4930999' } } });
    await ringAndWait(to, 'tierarztpraxen-ausserhalb');
    expect(types()).toEqual(['assistant-request', 'status-update:in-progress', 'transfer-destination-request', 'status-update:forwarding', 'status-update:ended', 'end-of-call-report']);
  });

  it("speaks the caller's language only when the assistant can (transcriber language multi)", async () => {
    const to = await numberWithServer(4, { url: receiverUrl, credentialId: 'cred-ring' });
    answers['assistant-request'] = () => ({ status: 200, body: { assistant: germanAssistant() } });
    await ringAndWait(to, 'kosmetikstudios-englisch');
    const german = received.at(-1)?.message as Vapi.ServerMessageEndOfCallReport;
    expect(german.artifact.messages?.find((m) => m.role === 'bot' && 'message' in m && m.message.startsWith('Sehr gern'))).toBeDefined();

    received = [];
    answers['assistant-request'] = () => ({ status: 200, body: { assistant: germanAssistant({ transcriber: { provider: 'deepgram', language: 'multi' } }) } });
    await ringAndWait(to, 'kosmetikstudios-englisch');
    const english = received.at(-1)?.message as Vapi.ServerMessageEndOfCallReport;
    expect(english.artifact.messages?.filter((m) => m.role === 'bot').map((m) => ('message' in m ? m.message : ''))).toContain('Yes, of course. When would suit you best?');
    expect(english.analysis.summary).toBe('Appointment request for a facial treatment on Friday afternoon.');
  });

  it('sends only the message types of the assistant’s serverMessages, to the assistant’s own server URL when it has one', async () => {
    const to = await numberWithServer(0, { url: receiverUrl, credentialId: 'cred-ring' });
    const elsewhere = receiverUrl.replace('/events', '/assistant-events');
    answers['assistant-request'] = () => ({ status: 200, body: { assistant: germanAssistant({ serverMessages: ['end-of-call-report'], server: { url: elsewhere, credentialId: 'cred-ring' } }) } });
    const { state } = await ringAndWait(to, 'physiotherapiepraxen-rueckruf');
    expect(types()).toEqual(['assistant-request', 'end-of-call-report']);
    expect(state.deliveries.map((d) => (d as unknown as { url: string }).url)).toEqual([receiverUrl, elsewhere]);
  });
});

describe('faults of the server URL and of the report', () => {
  it('sends the report twice, or never, when told', async () => {
    const to = await numberWithServer(1, { url: receiverUrl, credentialId: 'cred-ring' });
    answers['assistant-request'] = () => ({ status: 200, body: { assistant: germanAssistant() } });
    await ringAndWait(to, 'friseursalons-rueckruf', { report: 'twice' });
    const reports = received.filter((r) => r.message.type === 'end-of-call-report');
    expect(reports).toHaveLength(2);
    expect(reports[0]?.message.call?.id).toBe(reports[1]?.message.call?.id);

    received = [];
    const { callId } = await ringAndWait(to, 'friseursalons-rueckruf', { report: 'never' });
    expect(types()).toEqual(['assistant-request', 'status-update:in-progress', 'status-update:ended']);
    // The call is still there for the reconciliation to find.
    expect((await vapi.calls.get({ id: callId })).artifact?.transcript).toMatch(/Rückruf/);
  });

  it('with the server URL down, the assistant-request fails once, and the report is not retried', async () => {
    const to = await numberWithServer(2, { url: receiverUrl, credentialId: 'cred-ring' });
    await fetch(`${platform.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ serverUrl: 'down' }) });
    const { callId, state } = await ringAndWait(to, 'zahnarztpraxen-termin');
    expect(received).toEqual([]);
    expect(state.endedReason).toBe('assistant-request-failed');
    expect(state.deliveries.map((d) => `${d.type}:${d.outcome}:${d.attempt}`)).toEqual(['assistant-request:unreachable:1', 'status-update:unreachable:1', 'end-of-call-report:unreachable:1']);
    expect(await vapi.calls.get({ id: callId })).toMatchObject({ status: 'ended', endedReason: 'assistant-request-failed' });
  });

  it('retries a failed report only as the server’s backoffPlan says', async () => {
    const to = await numberWithServer(3, { url: receiverUrl, credentialId: 'cred-ring', backoffPlan: { type: { value: 'fixed' }, maxRetries: 2, baseDelaySeconds: 0 } });
    answers['assistant-request'] = () => ({ status: 200, body: { assistant: germanAssistant({ serverMessages: ['end-of-call-report'] }) } });
    answers['end-of-call-report'] = () => ({ status: 503, body: {} });
    const { state } = await ringAndWait(to, 'zahnarztpraxen-termin');
    expect(state.deliveries.map((d) => `${d.type}:${d.status}:${d.attempt}`)).toEqual(['assistant-request:200:1', 'end-of-call-report:503:1', 'end-of-call-report:503:2', 'end-of-call-report:503:3']);
  });

  it(
    'gives a slow server URL 7.5 s for the assistant-request, whatever its timeoutSeconds, then ends the call',
    async () => {
      const to = await numberWithServer(4, { url: receiverUrl, credentialId: 'cred-ring', timeoutSeconds: 60 });
      answers['assistant-request'] = () => ({ status: 200, body: { assistant: germanAssistant() } });
      await fetch(`${platform.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ serverUrl: 'slow', delayMs: ASSISTANT_REQUEST_TIMEOUT_MS + 5_000, times: 1 }) });
      const { state } = await ringAndWait(to, 'friseursalons-termin');
      // Our server received the request (it was slow, not down); the platform gave up and ended the call.
      expect(types()).toEqual(['assistant-request', 'status-update:ended', 'end-of-call-report']);
      expect(state.deliveries[0]).toMatchObject({ type: 'assistant-request', outcome: 'timeout', status: 0 });
      expect(state.endedReason).toBe('assistant-request-failed');
    },
    ASSISTANT_REQUEST_TIMEOUT_MS * 4,
  );

  it('rings only numbers it has, with a known scenario and E.164 numbers', async () => {
    const ring = (body: unknown) => fetch(`${platform.url}/__control/ring`, { method: 'POST', body: JSON.stringify(body) });
    expect((await ring({ to: '+499999999', from: CALLER, scenario: 'friseursalons-termin' })).status).toBe(404);
    expect((await ring({ to: poolNumber(0), from: CALLER, scenario: 'nope' })).status).toBe(400);
    expect((await ring({ to: poolNumber(0), from: '0151 123\r\n', scenario: 'friseursalons-termin' })).status).toBe(400);
    const listed = (await (await fetch(`${platform.url}/__control/scenarios`)).json()) as { scenarios: Array<{ id: string; industry: string }> };
    expect(listed.scenarios.map((s) => s.id)).toEqual(expect.arrayContaining(['friseursalons-termin', 'zahnarztpraxen-dringend', 'physiotherapiepraxen-rueckruf', 'tierarztpraxen-ausserhalb', 'kosmetikstudios-englisch']));
  });
});
