/**
 * The voice platform port (use-cases/voice-platform-port.ts) on Vapi, through its official Node client
 * (`@vapi-ai/server-sdk` v2), in Vapi's EU region unless VOICE_PLATFORM_API_URL points elsewhere (the
 * local stand-in): https://docs.vapi.ai/security-and-privacy/eu-region. The calls it makes:
 *   GET   /phone-number?limit=                       listNumbers        https://docs.vapi.ai/api-reference/phone-numbers/list
 *   GET   /phone-number/{id}, PATCH {provider, server} setNumberServer  https://docs.vapi.ai/api-reference/phone-numbers/update
 *   GET   /call?createdAtGe=&createdAtLe=&limit=      listCallsSince     https://docs.vapi.ai/api-reference/calls/list
 *   GET   /call/{id}                                  getCall            https://docs.vapi.ai/api-reference/calls/get
 * The key travels as `Authorization: Bearer` (the SDK's). Errors become VoicePlatformError without the key;
 * 401/403 are permanent (the same key will not start working by itself).
 */
import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import { VapiClient, VapiError, VapiTimeoutError, type Vapi } from '@vapi-ai/server-sdk';
import { ConfigError, voicePlatformSettings } from '../config';
import type { VoiceCall, VoiceCallTurn, VoiceNumber, VoicePlatform } from '../use-cases/voice-platform-port';

export class VoicePlatformError extends Error {
  override name = 'VoicePlatformError';
  readonly permanent: boolean;
  constructor(
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.permanent = status === 401 || status === 403;
  }
}

/** Vapi's largest page of a list endpoint. */
const PAGE_SIZE = 1_000;
const REQUEST_TIMEOUT_SECONDS = 10;

type AnyPhoneNumber = Vapi.ListPhoneNumbersResponseItem;

function voiceNumberOf(n: AnyPhoneNumber): VoiceNumber | undefined {
  if (!n.number) return undefined;
  return {
    id: n.id,
    number: n.number,
    ...(n.name ? { name: n.name } : {}),
    ...(n.server?.url ? { serverUrl: n.server.url } : {}),
    ...(n.server?.credentialId ? { serverCredentialId: n.server.credentialId } : {}),
  };
}

/** A call as the product keeps it, from Vapi's call object (also what an end-of-call report's `call` + `artifact` carry). */
export function voiceCallOf(call: Vapi.Call): VoiceCall {
  const artifact = call.artifact;
  const turns: VoiceCallTurn[] = (artifact?.messages ?? []).flatMap((m) =>
    (m.role === 'bot' || m.role === 'user') && 'message' in m ? [{ speaker: m.role === 'bot' ? 'assistant' : 'caller', text: m.message, at: m.secondsFromStart }] : [],
  );
  const destination = call.destination;
  const recordingUrl = artifact?.recordingUrl ?? artifact?.recording?.mono?.combinedUrl;
  return {
    id: call.id,
    createdAt: call.createdAt,
    turns,
    ...(call.phoneNumberId ? { numberId: call.phoneNumberId } : {}),
    ...(call.customer?.number ? { callerNumber: call.customer.number } : {}),
    ...(call.status ? { status: call.status } : {}),
    ...(call.endedReason ? { endedReason: call.endedReason } : {}),
    ...(call.startedAt ? { startedAt: call.startedAt } : {}),
    ...(call.endedAt ? { endedAt: call.endedAt } : {}),
    ...(artifact?.transcript ? { transcript: artifact.transcript } : {}),
    ...(call.analysis?.summary ? { summary: call.analysis.summary } : {}),
    ...(recordingUrl ? { recordingUrl } : {}),
    ...(destination ? { forwardedTo: destination.type === 'number' ? destination.number : destination.sipUri } : {}),
    ...(call.cost !== undefined ? { cost: call.cost } : {}),
  };
}

function platformError(what: string, error: unknown): VoicePlatformError {
  if (error instanceof VapiError) return new VoicePlatformError(`Vapi ${what}: HTTP ${error.statusCode ?? 0}`, error.statusCode ?? 0, { cause: error.body });
  if (error instanceof VapiTimeoutError) return new VoicePlatformError(`Vapi ${what}: timed out`, 0);
  return new VoicePlatformError(`Vapi ${what}: ${error instanceof Error ? error.message : String(error)}`, 0);
}

export class VapiVoicePlatform implements VoicePlatform {
  constructor(private readonly client: VapiClient) {}

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw platformError(what, error);
    }
  }

  async listNumbers(): Promise<VoiceNumber[]> {
    const numbers = await this.call('list phone numbers', () => this.client.phoneNumbers.list({ limit: PAGE_SIZE }));
    return numbers.flatMap((n) => voiceNumberOf(n) ?? []);
  }

  async setNumberServer(numberId: string, server: { url: string; credentialId?: string } | null): Promise<VoiceNumber> {
    // The update's body is typed per provider: the number's own provider is read first.
    const current = await this.call('get phone number', () => this.client.phoneNumbers.get({ id: numberId }));
    // No URL left: the platform has nowhere to send the number's calls (and no assistant to ask for).
    const next: Vapi.Server = server ? { url: server.url, ...(server.credentialId ? { credentialId: server.credentialId } : {}) } : {};
    const body = { provider: current.provider, server: next } as Vapi.UpdatePhoneNumbersRequestBody;
    const updated = await this.call('update phone number', () => this.client.phoneNumbers.update({ id: numberId, body }));
    const number = voiceNumberOf(updated);
    if (!number) throw new VoicePlatformError(`Vapi update phone number: ${numberId} has no number`, 0);
    return number;
  }

  async listCallsSince(since: Date): Promise<VoiceCall[]> {
    // Newest first, a page at a time: each next page ends where the last one's oldest call was (its
    // duplicates dropped by id), until a page comes back short.
    const seen = new Map<string, VoiceCall>();
    let before: string | undefined;
    for (;;) {
      const page = await this.call('list calls', () =>
        this.client.calls.list({ createdAtGe: since.toISOString(), ...(before ? { createdAtLe: before } : {}), limit: PAGE_SIZE }),
      );
      const fresh = page.filter((c) => !seen.has(c.id));
      for (const c of fresh) seen.set(c.id, voiceCallOf(c));
      if (page.length < PAGE_SIZE || fresh.length === 0) break;
      before = page.at(-1)?.createdAt;
    }
    return [...seen.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  }

  async getCall(callId: string): Promise<VoiceCall | undefined> {
    try {
      return voiceCallOf(await this.client.calls.get({ id: callId }));
    } catch (error) {
      if (error instanceof VapiError && error.statusCode === 404) return undefined;
      throw platformError('get call', error);
    }
  }
}

async function keyFromParameter(name: string): Promise<string> {
  const key = await getParameter(name, { decrypt: true, maxAge: 300 });
  if (!key) throw new ConfigError(`SSM parameter ${name} is empty`);
  return key;
}

/** The platform configured from VOICE_PLATFORM_* environment variables (see ../config.ts). */
export async function voicePlatformFromEnv(): Promise<VapiVoicePlatform> {
  const settings = voicePlatformSettings();
  const token = settings.apiKey ?? (await keyFromParameter(settings.apiKeyParameter ?? ''));
  return new VapiVoicePlatform(new VapiClient({ token, baseUrl: settings.apiUrl, timeoutInSeconds: REQUEST_TIMEOUT_SECONDS }));
}
