import type { Vapi } from '@vapi-ai/server-sdk';
import { timeConversation } from './call-artifact';
import type { Scenario } from './scenarios';
import { ServerUrlDelivery, type Delivery, type NetworkFault } from './server-url-delivery';
import { assistantPlan, converse, type Conversation, type Destination, type Turn } from './simulated-assistant';
import type { StoredPhoneNumber, VoicePlatformStore } from './voice-platform-store';

/**
 * One simulated inbound call, from the ring to the end-of-call report, sending the number's server URL
 * the messages Vapi sends for an inbound call on a number without an assistant of its own, each typed
 * with the SDK's `Vapi.ServerMessage…` type:
 *   1. `assistant-request` to the number's `server` (https://docs.vapi.ai/server-url/events "Retrieving
 *      Assistants"; answered with `assistant`, `destination` or `error`: https://docs.vapi.ai/webhooks/assistant-request);
 *   2. `status-update` `in-progress` once the returned assistant takes the call;
 *   3. `transfer-destination-request` when the caller asks for a person and the assistant's transferCall tool
 *      names no destination ("Transfer Destination Request"), then `status-update` `forwarding` with the
 *      destination, the messages and the transcript so far;
 *   4. `status-update` `ended` with `endedReason`;
 *   5. `end-of-call-report` with `artifact` (messages, transcript, recordingUrl), `analysis.summary`,
 *      `endedReason`, `startedAt`/`endedAt`, `cost`/`costs` (https://docs.vapi.ai/server-url/end-of-call-report).
 * After the assistant-request, messages go to the returned assistant's `server` when it has a URL, else the
 * number's (precedence assistant.server → phoneNumber.server: https://docs.vapi.ai/server-url/setting-server-urls),
 * and only the types in the assistant's `serverMessages` (default: the SDK's list, which holds all of the above).
 * When the assistant-request fails, times out (7.5 s) or returns no assistant, the call ends with Vapi's
 * ended reason for it (`assistant-request-failed`, `…-returned-error`, `…-returned-no-assistant`,
 * `…-returned-invalid-assistant`, `…-returned-forwarding-phone-number`) and steps 4–5 still go to the number's server.
 * Faults of the control API: the report sent twice, or never (Vapi sends it once and does not retry).
 * Gaps: no org-level server URL, no `fallbackDestination`, no saved assistants (an `assistantId` answer is
 * invalid here), no `conversation-update`/`speech-update`/`hang` messages, no real transfer leg.
 */
export type CallState = 'ringing' | 'in-progress' | 'forwarding' | 'ended';
export type ReportFault = 'none' | 'twice' | 'never';

export interface SimulatedCall {
  id: string;
  to: string;
  from: string;
  scenario: Scenario;
  reportFault: ReportFault;
  state: CallState;
  /** True once the last message went out (or nothing more will). */
  settled: boolean;
  endedReason?: Vapi.CallEndedReason;
  deliveries: Delivery[];
}

export interface RingContext {
  store: VoicePlatformStore;
  /** The stand-in's own address, for the recording links. */
  publicUrl: string;
  fault: NetworkFault;
}

const DEFAULT_SERVER_MESSAGES = new Set(['conversation-update', 'end-of-call-report', 'function-call', 'hang', 'speech-update', 'status-update', 'tool-calls', 'transfer-destination-request', 'handoff-destination-request', 'user-interrupted', 'assistant.started']);
/** What a minute costs here (USD), split as Vapi splits it: transport and Vapi's own fee. */
const COST_PER_MINUTE = { transport: 0.01, vapi: 0.05 } as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDestination = (d: unknown): d is Destination => isRecord(d) && ((d.type === 'number' && typeof d.number === 'string') || (d.type === 'sip' && typeof d.sipUri === 'string'));
const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** The call's opening as the platform decides it from the assistant-request's answer. */
type Opening =
  | { kind: 'assistant'; assistant: Vapi.CreateAssistantDto }
  | { kind: 'ended'; endedReason: Vapi.CallEndedReason; turns: Turn[]; destination?: Destination };

function openingOf(ok: boolean, body: unknown): Opening {
  if (!ok) return { kind: 'ended', endedReason: 'assistant-request-failed', turns: [] };
  const answer = (isRecord(body) ? body : {}) as Vapi.ServerMessageResponseAssistantRequest;
  if (typeof answer.error === 'string' && answer.error !== '') return { kind: 'ended', endedReason: 'assistant-request-returned-error', turns: [{ role: 'bot', text: answer.error }] };
  if (isDestination(answer.destination)) return { kind: 'ended', endedReason: 'assistant-request-returned-forwarding-phone-number', turns: [], destination: answer.destination };
  if (isRecord(answer.assistant)) return { kind: 'assistant', assistant: answer.assistant };
  if (typeof answer.assistantId === 'string') return { kind: 'ended', endedReason: 'assistant-request-returned-invalid-assistant', turns: [] };
  return { kind: 'ended', endedReason: 'assistant-request-returned-no-assistant', turns: [] };
}

const systemPromptOf = (assistant: Vapi.CreateAssistantDto | undefined): string | undefined => {
  const messages = (assistant?.model as { messages?: Array<{ role?: unknown; content?: unknown }> } | undefined)?.messages;
  const system = Array.isArray(messages) ? messages.find((m) => m.role === 'system') : undefined;
  return typeof system?.content === 'string' ? system.content : undefined;
};

export async function ring(context: RingContext, simulated: SimulatedCall, phoneNumber: StoredPhoneNumber): Promise<void> {
  const { store } = context;
  const delivery = new ServerUrlDelivery((id) => store.credential(id), context.fault, (d) => simulated.deliveries.push(d));
  const createdAtMs = Date.now();
  const call: Vapi.Call = {
    id: simulated.id,
    orgId: phoneNumber.orgId,
    type: 'inboundPhoneCall',
    createdAt: new Date(createdAtMs).toISOString(),
    updatedAt: new Date(createdAtMs).toISOString(),
    status: 'ringing',
    phoneNumberId: phoneNumber.id,
    phoneCallTransport: 'sip',
    customer: { number: simulated.from },
  };
  store.addCall(call);
  const setState = (state: CallState, changes: Partial<Vapi.Call> = {}): void => {
    simulated.state = state;
    Object.assign(call, changes, { status: state, updatedAt: new Date().toISOString() });
    store.changed();
  };
  // What every message carries besides its own fields ("Common metadata" on the events page).
  const common = (assistant?: Vapi.CreateAssistantDto) => ({
    phoneNumber: { ...phoneNumber },
    customer: { number: simulated.from },
    call: structuredClone(call),
    timestamp: Date.now(),
    ...(assistant ? { assistant } : {}),
  });

  if (!phoneNumber.server?.url || phoneNumber.assistantId || phoneNumber.squadId || phoneNumber.workflowId) {
    // No server URL: nowhere to ask (and nothing to tell); a saved assistant, squad or workflow is not modelled here.
    const endedReason: Vapi.CallEndedReason = phoneNumber.server?.url ? 'assistant-not-found' : 'call-start-error-neither-assistant-nor-server-set';
    simulated.endedReason = endedReason;
    setState('ended', { endedReason, endedAt: new Date().toISOString() });
    simulated.settled = true;
    return;
  }
  const numberServer = phoneNumber.server;
  const assistantRequest: Vapi.ServerMessageAssistantRequest = { type: 'assistant-request', ...common() };
  const answered = await delivery.send(numberServer, assistantRequest);
  const opening = openingOf(answered.ok, answered.body);
  const assistant = opening.kind === 'assistant' ? opening.assistant : undefined;
  const server: Vapi.Server = assistant?.server?.url ? assistant.server : numberServer;
  const allowed = (type: string): boolean => (assistant?.serverMessages ? (assistant.serverMessages as string[]).includes(type) : DEFAULT_SERVER_MESSAGES.has(type));
  const send = async (message: Vapi.ServerMessageMessage): Promise<{ ok: boolean; body: unknown }> =>
    allowed(String(message.type)) ? delivery.send(server, message) : { ok: false, body: undefined };

  const startedAtMs = Date.now();
  let conversation: Conversation;
  if (opening.kind === 'assistant') {
    setState('in-progress', { startedAt: new Date(startedAtMs).toISOString(), assistant: opening.assistant });
    const statusInProgress: Vapi.ServerMessageStatusUpdate = { type: 'status-update', status: 'in-progress', ...common(assistant) };
    await send(statusInProgress);
    conversation = await converse(simulated.scenario, assistantPlan(opening.assistant), async () => {
      const request: Vapi.ServerMessageTransferDestinationRequest = { type: 'transfer-destination-request', ...common(assistant) };
      const result = await send(request);
      const response = (isRecord(result.body) ? result.body : {}) as Vapi.ServerMessageResponseTransferDestinationRequest;
      return result.ok && isDestination(response.destination) ? response.destination : undefined;
    });
  } else {
    conversation = { turns: opening.turns, endedReason: opening.endedReason, summary: '', language: 'de', ...(opening.destination ? { transferredTo: opening.destination } : {}) };
  }

  const timed = timeConversation(conversation.turns, startedAtMs, systemPromptOf(assistant));
  const recordingUrl = timed.messages.length > 0 && assistant?.artifactPlan?.recordingEnabled !== false ? `${context.publicUrl}/recordings/${call.id}.wav` : undefined;
  const artifact: Vapi.Artifact = {
    messages: timed.messages,
    transcript: timed.transcript,
    ...(recordingUrl ? { recordingUrl, recording: { mono: { combinedUrl: recordingUrl } } } : {}),
  };
  if (conversation.transferredTo) {
    setState('forwarding', { destination: conversation.transferredTo });
    const forwarding: Vapi.ServerMessageStatusUpdate = {
      type: 'status-update',
      status: 'forwarding',
      destination: conversation.transferredTo,
      messages: timed.messages,
      transcript: timed.transcript,
      ...common(assistant),
    };
    await send(forwarding);
  }

  const endedAtMs = startedAtMs + Math.round(timed.durationSeconds * 1000);
  const minutes = round(timed.durationSeconds / 60, 4);
  const costs: Vapi.ServerMessageEndOfCallReportCostsItem[] = [
    { type: 'transport', minutes, cost: round(minutes * COST_PER_MINUTE.transport, 4) },
    { type: 'vapi', subType: 'normal', minutes, cost: round(minutes * COST_PER_MINUTE.vapi, 4) },
  ];
  const cost = round(costs.reduce((sum, c) => sum + c.cost, 0), 4);
  const analysis: Vapi.Analysis = conversation.summary ? { summary: conversation.summary } : {};
  simulated.endedReason = conversation.endedReason;
  setState('ended', {
    endedReason: conversation.endedReason,
    startedAt: new Date(startedAtMs).toISOString(),
    endedAt: new Date(endedAtMs).toISOString(),
    artifact,
    analysis,
    cost,
    costs,
    messages: timed.messages,
  });
  const statusEnded: Vapi.ServerMessageStatusUpdate = { type: 'status-update', status: 'ended', endedReason: conversation.endedReason, ...common(assistant) };
  await send(statusEnded);

  const report: Vapi.ServerMessageEndOfCallReport = {
    type: 'end-of-call-report',
    endedReason: conversation.endedReason,
    artifact,
    analysis,
    startedAt: new Date(startedAtMs).toISOString(),
    endedAt: new Date(endedAtMs).toISOString(),
    cost,
    costs,
    ...(conversation.transferredTo ? { destination: conversation.transferredTo } : {}),
    ...common(assistant),
  };
  const times = simulated.reportFault === 'never' ? 0 : simulated.reportFault === 'twice' ? 2 : 1;
  for (let i = 0; i < times; i++) await send(report);
  simulated.settled = true;
}
