import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { expect, onTestFinished, vi } from 'vitest';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { PROOF_OF_WORK_HEADER, type StoredRequest, type TableName } from '@rufbereit/shared';
import { startLocalEnvironment, type LocalEnvironment, type LocalEnvironmentOptions } from '../../infra/local/environment';
import type { DeadLetterRecord } from '../../infra/local/events/event-bus';
import type { CallState, ReportFault } from '../../infra/local/voice-platform/call-simulation';
import type { Delivery } from '../../infra/local/voice-platform/server-url-delivery';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { reuseLocalProcesses } from '../../infra/local/core/process-pool';
import { needsProof, proofHeader } from './proof-of-work';
import { TEST_CHALLENGE_MAX_NUMBER } from './test-settings';
import { PORT_ATTEMPTS, arePortsFree, currentWorkerId, environmentPorts, isPortInUse, testPortOffset, testSitePort } from './test-ports';
import { restoreProcessEnvironment } from './process-environment';

/**
 * A local environment of its own, for a file that injects faults or needs other settings (the others
 * share their worker's: sharedTestEnvironment below): fresh data in a temp directory, ports of the
 * worker that runs the file (test-ports.ts: a block something holds moves it to the next band), fast
 * retry back-off. TEST_PORT_SHIFT moves every port, so two checkouts can run their suites side
 * by side.
 */
export async function startTestEnvironment(options: LocalEnvironmentOptions = {}): Promise<LocalEnvironment> {
  const environmentBefore = { ...process.env };
  // The worker starts one environment after the other: the stand-ins whose module keeps nothing of a start
  // (SES, S3, the CRM fake, Cognito) and the Lambda process start again in the processes of the environment
  // before (infra/local/core/process-pool.ts).
  reuseLocalProcesses();
  const local = await startOnFreePorts(options);
  return {
    ...local,
    // Files with an environment of their own run one after the other in their worker (isolate: false), so
    // the next file's environment must start as this one did: the settings this one wrote into the process's
    // environment are taken back, and our modules are loaded anew. The API's handlers run in this process
    // (the local gateway), and their module-level state (SDK clients made for this environment's endpoints,
    // the player pages' template cache) belonged to this environment. The packages in node_modules stay
    // loaded: they hold no environment's state, and loading them once per worker is what the sharing saves.
    stop: async () => {
      await local.stop();
      restoreProcessEnvironment(environmentBefore);
      vi.resetModules();
    },
  };
}

async function startOnFreePorts(options: LocalEnvironmentOptions): Promise<LocalEnvironment> {
  const shift = Number(process.env.TEST_PORT_SHIFT ?? 0);
  const worker = currentWorkerId();
  for (let attempt = 0; ; attempt++) {
    const portOffset = testPortOffset(worker, attempt) + shift;
    const lastAttempt = attempt + 1 >= PORT_ATTEMPTS;
    // Something outside this run holds a port of the block: the next band's slot is nobody's.
    if (!lastAttempt && !(await arePortsFree(environmentPorts(portOffset, testSitePort(portOffset))))) continue;
    try {
      return await startLocalEnvironment({
        dataDir: await mkdtemp(path.join(tmpdir(), 'rufbereit-it-')),
        fresh: true,
        // Fresh data for every environment: nothing to keep on disk (~20 % less of dynalite's CPU per request).
        dynamoStorage: 'memory',
        quiet: true,
        serveSite: false,
        portOffset,
        sitePort: testSitePort(portOffset),
        retryBaseMs: 20,
        // Healing in seconds, not hours: the retry policy scaled by 1/1000 (first retry ~30 ms, at most
        // 3.6 s apart, window 86 s), the sweeper every second. Every 250 ms it cost 1.5 s of CPU per 20 s
        // of an idle environment (the Lambda process and dynalite), every second 0.47 s: with two to four
        // environments alive through the tier, ~40 s of CPU, for at most ¾ s more per retry a test waits for.
        deliveryRetryScale: 1 / 1000,
        sweepIntervalMs: 1_000,
        // Tests post at once and in bursts from one address; the spam protection's own tests turn these on.
        minFillSeconds: 0,
        // A real proof of work for every post at a lower difficulty (test-settings.ts).
        challengeMaxNumber: TEST_CHALLENGE_MAX_NUMBER,
        requestsPerClientPerHour: 1_000_000,
        throttles: false,
        ...options,
      });
    } catch (error) {
      // Taken between the check and the start.
      if (!isPortInUse(error) || lastAttempt) throw error;
    }
  }
}

/**
 * POSTs JSON. A form route (proofOfWork in the route table) gets a freshly solved challenge, as the
 * browser sends it, unless `headers` carries one (or `proof: false` leaves it out).
 */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}, { proof = true } = {}): Promise<{ status: number; json: unknown }> {
  const solved = proof && needsProof(url) && !(PROOF_OF_WORK_HEADER in headers) ? await proofHeader(new URL(url).origin) : {};
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...solved, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

export async function getStoredRequest(local: LocalEnvironment, table: TableName, id: string): Promise<StoredRequest | undefined> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    const { Item } = await client.send(new GetCommand({ TableName: table, Key: { id } }));
    return Item as StoredRequest | undefined;
  } finally {
    client.destroy();
  }
}

interface PipedriveRecord {
  id: number;
  [field: string]: unknown;
}
export interface PipedriveFakeState {
  faults: { remaining: number; forever: boolean };
  counters: { requests: number; failed: number };
  persons: PipedriveRecord[];
  deals: PipedriveRecord[];
  notes: PipedriveRecord[];
  /** Requests the stand-in received, newest last (the token redacted from `url`). */
  requests: Array<{ method: string; url: string; tokenIn: 'header' | 'query' | 'none' }>;
}

export async function pipedriveState(local: LocalEnvironment): Promise<PipedriveFakeState> {
  return (await fetch(`${local.urls.pipedrive}/__control/state`)).json() as Promise<PipedriveFakeState>;
}

export async function pipedriveControl(local: LocalEnvironment, action: 'fail' | 'reset' | 'rate-limit', body: unknown = {}): Promise<void> {
  await controlStandIn(local.urls.pipedrive, 'pipedrive', action, body);
}

/**
 * A stand-in's fault switch (`POST /__control/<action>`). A fault switched on inside a test is switched off
 * when that test ends, passed, failed or timed out: a test that stops midway must not leave the next tests
 * of its file against a broken partner (one CRM test timing out on a busy CI machine failed three more).
 * A fault switched on in a hook is the hook's file's to end.
 */
async function controlStandIn(baseUrl: string, name: string, action: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__control/${action}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${name} control ${action}: ${response.status}`);
  if (action !== 'reset' && expect.getState().currentTestName !== undefined) {
    onTestFinished(() => controlStandIn(baseUrl, name, 'reset', {}));
  }
}

export interface SentMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  /** As parsed by the SES stand-in; content base64. */
  attachments?: { filename?: string; contentType: string; content: string }[];
}

export async function sentMails(local: LocalEnvironment): Promise<SentMail[]> {
  const store = (await (await fetch(local.urls.sesStore)).json()) as { emails: SentMail[] };
  return store.emails;
}

export async function deadLetters(local: LocalEnvironment): Promise<DeadLetterRecord[]> {
  const text = await readFile(local.deadLetterFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DeadLetterRecord);
}

/** A unique e-mail address per test, so tests sharing an environment never see each other's data. */
export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@beispiel.de`;

/** Fault injection of the local event bus: `fail` makes PutEvents answer 500 ({times} or {forever}), `reset` ends it. */
export async function eventBusControl(local: LocalEnvironment, action: 'fail' | 'reset', body: unknown = {}): Promise<void> {
  await controlStandIn(local.urls.eventBus, 'event bus', action, body);
}

/**
 * Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. The default is
 * generous: it only runs out when something is wrong, and a first event after an environment starts waits
 * for the Lambda process to load its handlers, which takes seconds while `npm test` runs every stage at once.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 45_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fault injection of the local SES: `fail` makes sending answer 503 ({times} or {forever}), `reset` ends it. */
/** The local DynamoDB's fault switch (dynalite-process.mjs): its API answers 503 while failing. */
export async function dynamoControl(local: LocalEnvironment, action: 'fail' | 'reset', body: unknown = {}): Promise<void> {
  await controlStandIn(local.urls.dynamodb, 'dynamodb', action, body);
}

/**
 * The local voice platform's fault switch (`POST /__control/faults`): `{serverUrl: 'down'}` or
 * `{serverUrl: 'slow', delayMs, times?}`; switched off when the test ends, like every other stand-in's.
 */
export async function voicePlatformControl(local: LocalEnvironment, action: 'faults' | 'reset', body: unknown = {}): Promise<void> {
  await controlStandIn(local.urls.voicePlatform, 'voice platform', action, body);
}

/** A simulated call as `GET /__control/calls/{id}` tells it. */
export interface SimulatedCallState {
  id: string;
  to: string;
  from: string;
  scenario: string;
  reportFault: ReportFault;
  state: CallState;
  settled: boolean;
  endedReason?: string;
  deliveries: Delivery[];
}

/** Rings a number of the local voice platform (`POST /__control/ring`) and answers the call's id. */
export async function ringNumber(local: LocalEnvironment, ring: { to: string; from: string; scenario: string; faults?: { report: ReportFault } }): Promise<string> {
  const response = await fetch(`${local.urls.voicePlatform}/__control/ring`, { method: 'POST', body: JSON.stringify(ring) });
  if (response.status !== 201) throw new Error(`voice platform ring: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { callId: string }).callId;
}

/** The call once its last message went out (or nothing more will). */
export function settledCall(local: LocalEnvironment, callId: string): Promise<SimulatedCallState> {
  return eventually(
    async () => {
      const state = (await (await fetch(`${local.urls.voicePlatform}/__control/calls/${callId}`)).json()) as SimulatedCallState;
      return state.settled ? state : undefined;
    },
    45_000,
    `simulated call ${callId} to settle`,
  );
}

export async function sesControl(local: LocalEnvironment, action: 'fail' | 'reset', body: unknown = {}): Promise<void> {
  await controlStandIn(local.urls.ses, 'ses', action, body);
}

const SHARED_ENVIRONMENT = Symbol.for('rufbereit.tests.sharedEnvironment');

/**
 * The environment the files of one vitest worker share (vitest.config.ts runs the integration and
 * security tiers with `isolate: false`, so a worker keeps its process, its modules and this environment
 * from one file to the next). Started by the first file that asks, stopped when the worker ends (each
 * stand-in's process ends with its parent). Every test makes its own accounts and addresses
 * (`uniqueEmail`), so files never read each other's data. Before handing it over, the previous file's
 * event deliveries are waited for, so none of them runs into the next file's measurements.
 * Files that inject faults or need other settings call startTestEnvironment instead (and run isolated).
 */
export async function sharedTestEnvironment(): Promise<LocalEnvironment> {
  const holder = globalThis as { [SHARED_ENVIRONMENT]?: Promise<LocalEnvironment> };
  holder[SHARED_ENVIRONMENT] ??= startTestEnvironment();
  const local = await holder[SHARED_ENVIRONMENT];
  await local.whenIdle();
  return local;
}

/**
 * A fixed wait that proves an absence: nothing (a retry, a mail, a record) comes back within `ms`. The only
 * kind of fixed wait the tests keep; everything that should happen is polled for (`eventually`,
 * `whenIdle`) or triggered (`runScheduledTasks`).
 */
export const waitToProveAbsence = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
