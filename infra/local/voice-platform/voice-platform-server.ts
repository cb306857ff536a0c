import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeServer, listen, localUrl, readBody, sendJson } from '../core/http-util';
import { handleControl, type ControlContext } from './control-routes';
import { synthesiseRecording, type SpokenSpan } from './recording';
import type { NetworkFault } from './server-url-delivery';
import { INVALID_KEY_MESSAGE, VapiHttpError, vapiErrorBody } from './vapi-errors';
import { routeApi } from './vapi-routes';
import { VoicePlatformStore, type BearerCredential } from './voice-platform-store';

/**
 * The local voice platform: Vapi's REST API subset (vapi-routes.ts) behind its Bearer key, the control API
 * that rings numbers (control-routes.ts), and the recordings (recording.ts). The API answers
 * 401 `{ message, error: "Unauthorized", statusCode: 401 }` without `Authorization: Bearer <key>`, as
 * Vapi's API does (https://docs.vapi.ai/api-reference/phone-numbers/create: "Authorization: Bearer").
 */
export const LOCAL_VOICE_PLATFORM_KEY = 'local-voice-platform-key';

export interface VoicePlatformOptions {
  /** The API key it accepts. Default LOCAL_VOICE_PLATFORM_KEY. */
  apiKey?: string;
  /** Credentials the dashboard would hold, for `server.credentialId` (e.g. the product's server-URL secret). */
  credentials?: BearerCredential[];
}

export interface VoicePlatform {
  /** Its root: the control API under /__control, the recordings under /recordings. */
  url: string;
  /** The API's base URL for the official client (`new VapiClient({ baseUrl, token })`). */
  apiUrl: string;
  apiKey: string;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

function serveRecording(context: ControlContext, req: IncomingMessage, res: ServerResponse, callId: string): void {
  const call = context.store.call(callId);
  const messages = call?.artifact?.messages;
  if (!call?.artifact?.recordingUrl || !messages || !call.startedAt) return sendJson(res, 404, vapiErrorBody(404, 'Not Found'));
  // The recording follows the messages' own timing: one tone per message, silence between.
  const spans: SpokenSpan[] = messages.flatMap((m) =>
    (m.role === 'bot' || m.role === 'user') && 'duration' in m ? [{ role: m.role, start: m.secondsFromStart, end: m.secondsFromStart + (m.duration ?? 0) }] : [],
  );
  const durationSeconds = call.endedAt ? (Date.parse(call.endedAt) - Date.parse(call.startedAt)) / 1000 : Math.max(0, ...spans.map((s) => s.end));
  const wav = synthesiseRecording(spans, durationSeconds);
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range) {
    const start = range[1] ? Number(range[1]) : Math.max(0, wav.length - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), wav.length - 1) : wav.length - 1;
    if (start >= wav.length || start > end) {
      res.writeHead(416, { 'content-range': `bytes */${wav.length}` });
      return void res.end();
    }
    res.writeHead(206, { 'content-type': 'audio/wav', 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${wav.length}`, 'content-length': end - start + 1 });
    return void res.end(req.method === 'HEAD' ? undefined : wav.subarray(start, end + 1));
  }
  res.writeHead(200, { 'content-type': 'audio/wav', 'accept-ranges': 'bytes', 'content-length': wav.length });
  res.end(req.method === 'HEAD' ? undefined : wav);
}

export async function startVoicePlatform(stateFile: string, port: number, options: VoicePlatformOptions = {}): Promise<VoicePlatform> {
  const apiKey = options.apiKey ?? LOCAL_VOICE_PLATFORM_KEY;
  const store = new VoicePlatformStore(stateFile);
  for (const credential of options.credentials ?? []) store.putCredential(credential);
  const fault: NetworkFault = { mode: 'none', delayMs: 0, remaining: 0, forever: false };
  const context: ControlContext = { store, fault, publicUrl: '', calls: new Map(), running: new Set() };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname.startsWith('/__control/')) return await handleControl(context, req, res, url.pathname.slice('/__control/'.length));
      const recording = /^\/recordings\/([^/]+)\.wav$/.exec(url.pathname);
      if (recording && (req.method === 'GET' || req.method === 'HEAD')) return serveRecording(context, req, res, recording[1] ?? '');
      if (req.headers.authorization !== `Bearer ${apiKey}`) return sendJson(res, 401, vapiErrorBody(401, INVALID_KEY_MESSAGE));
      const raw = req.method === 'POST' || req.method === 'PATCH' ? await readBody(req, MAX_BODY_BYTES) : Buffer.alloc(0);
      const parsed: unknown = raw.length ? JSON.parse(raw.toString('utf8')) : {};
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new VapiHttpError(400, 'the body must be a JSON object');
      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      const answer = routeApi(store, { method: req.method ?? 'GET', parts, query: url.searchParams, body: parsed as Record<string, unknown> });
      sendJson(res, answer.status, answer.body);
    } catch (error) {
      const status = error instanceof VapiHttpError ? error.status : error instanceof SyntaxError ? 400 : 500;
      const message = error instanceof VapiHttpError ? error.messages : status === 400 ? 'the body is not valid JSON' : 'Internal Server Error';
      if (status === 500) console.error(`[voice-platform] ${req.method} ${url.pathname}: ${String(error)}`);
      if (!res.headersSent) sendJson(res, status, vapiErrorBody(status, message));
    }
  };
  const server = createServer((req, res) => void handle(req, res));
  await listen(server, port, 'voice platform');
  // Port 0: the system's free port (the stand-ins tier's tests).
  const url = localUrl(port || (server.address() as AddressInfo).port);
  context.publicUrl = url;
  return {
    url,
    apiUrl: url,
    apiKey,
    stop: async () => {
      await closeServer(server);
      await Promise.allSettled([...context.running]);
      store.flush();
    },
  };
}

/** The same platform for the stand-ins tier: a free port, its state in a fresh temporary file. */
export async function startTestVoicePlatform(options: VoicePlatformOptions = {}): Promise<VoicePlatform> {
  const dir = await mkdtemp(path.join(tmpdir(), 'voice-platform-'));
  const platform = await startVoicePlatform(path.join(dir, 'state.json'), 0, options);
  return {
    ...platform,
    stop: async () => {
      await platform.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
