import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { VOICE_SERVER_SECRET_ENV } from '@rufbereit/shared';
import { startServiceProcess } from '../core/service-process';
import type { Running, StandIn } from '../core/stand-in';
import type { VoicePlatform, VoicePlatformOptions } from './voice-platform-server';

/** The custom credential the local platform authenticates its server-URL requests with (a Bearer Token credential). */
export const LOCAL_SERVER_CREDENTIAL_ID = 'local-voice-server';

export interface RunningVoicePlatform extends Running {
  /** Its root: the control API under /__control. */
  url: string;
  /** The API's base URL (VOICE_PLATFORM_API_URL) and key (VOICE_PLATFORM_API_KEY). */
  apiUrl: string;
  apiKey: string;
  /** What the product puts into a number's `server.credentialId`, and the token the platform then sends. */
  serverCredential: { id: string; secret: string };
}

/**
 * Vapi (the voice platform, EU region): ours, in a process of its own, state in `{dataDir}/voice-platform.json`.
 * The token of its server-URL credential is VOICE_SERVER_SECRET when set, else new with every start.
 */
export const voicePlatformStandIn: StandIn<object, RunningVoicePlatform> = {
  name: 'voice-platform',
  standsInFor: 'Vapi (the voice platform, EU region)',
  emulator: 'ours (`voice-platform-server.ts`), in a child process',
  adds: [
    "the REST subset the product uses, as Vapi's official client (`@vapi-ai/server-sdk` v2) expects it (`vapi-routes.ts`, `vapi-contract.integration.test.ts`): phone numbers list/create/get/update/delete with their `server` {url, credentialId, headers, timeoutSeconds, backoffPlan}, calls list (createdAt/updatedAt filters, newest first) and get; `Authorization: Bearer local-voice-platform-key`, 401 and Vapi's `{message, error, statusCode}` errors otherwise",
    'a pool of five German test numbers (+49 30 23125 100–104, the block kept for film and broadcast) imported as `byo-phone-number`',
    "simulated inbound calls through `/__control/ring` (`call-simulation.ts`): the server messages Vapi sends (`assistant-request`, `status-update`, `transfer-destination-request`, `end-of-call-report`), typed with the SDK's `Vapi.ServerMessage…` types and authenticated by the number's credential (`Authorization: Bearer …`, or `X-Vapi-Secret`) and `server.headers`; the assistant-request's fixed 7.5 s limit, `timeoutSeconds` (20 s) for the rest, no retry without a `backoffPlan` (`server-url-delivery.ts`)",
    "a simulated assistant that follows the returned assistant by plain rules (`simulated-assistant.ts`: first message, language, transfer destinations) through a scenario library per industry (`scenarios.ts`), and a real WAV recording synthesised per call (`recording.ts`, served with Range)",
    'faults: server URL down or slow (`/__control/faults`), the report sent twice or never (`faults.report` of a ring); state at `/__control/calls/{id}` with every delivery',
  ],
  gaps: [
    'only `byo-phone-number` numbers; no assistants, squads, workflows, tools or credentials API (credentials come from the start or `/__control/credentials`, as from the dashboard), no outbound or web calls, no v2 paginated lists, no org-level server URL, no `fallbackDestination`',
    'the assistant is not a model: its lines come from a table (the system prompt, knowledge, formality and voice do not change them); no `conversation-update`, `speech-update`, `transcript` or `hang` messages; a transfer ends the call, with no second leg',
    'the recording is tones, not speech, served from the stand-in itself; timestamps follow the scenario\'s length while the messages go out at once (`endedAt` may lie a minute ahead)',
    "an assistant-request that fails still gets `status-update` ended and an `end-of-call-report` to the number's server (our reading of Vapi's ended reasons, not a documented sequence); no HMAC or OAuth credentials; no static IPs, no request encryption",
  ],
  async start(context) {
    const secret = context.env[VOICE_SERVER_SECRET_ENV] || randomBytes(24).toString('hex');
    const options: VoicePlatformOptions = {
      credentials: [{ id: LOCAL_SERVER_CREDENTIAL_ID, name: 'Rufbereit lokal', token: secret, headerName: 'Authorization', bearerPrefix: true }],
    };
    const platform = await startServiceProcess<VoicePlatform>(
      { name: 'voice platform', module: new URL('./voice-platform-server.ts', import.meta.url), start: 'startVoicePlatform', reusable: true },
      [path.join(context.dataDir, 'voice-platform.json'), context.ports.voicePlatform, options],
      // It calls the product's server URL like a partner elsewhere: behind the API in the CPU's queue.
      { nice: context.backgroundNice },
    );
    return { url: platform.url, apiUrl: platform.apiUrl, apiKey: platform.apiKey, serverCredential: { id: LOCAL_SERVER_CREDENTIAL_ID, secret }, stop: () => platform.stop() };
  },
};
