/**
 * The voice platform behind the product's telephone numbers, as the use cases see it: whatever platform
 * takes the calls (Vapi today: adapters/vapi-voice-platform.ts), these are the operations the product
 * needs of it. Times are ISO 8601 strings as the platform gives them.
 */
export interface VoiceNumber {
  id: string;
  /** E.164, e.g. +493023125100. */
  number: string;
  name?: string;
  /** Where the platform sends the number's call events; none until the product sets it. */
  serverUrl?: string;
  /** The platform's credential it authenticates those requests with. */
  serverCredentialId?: string;
}

export type VoiceCallStatus = 'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended' | 'not-found' | 'deletion-failed';

export interface VoiceCallTurn {
  speaker: 'assistant' | 'caller';
  text: string;
  /** Seconds from the start of the call. */
  at: number;
}

export interface VoiceCall {
  id: string;
  numberId?: string;
  /** The caller's number as the platform saw it (E.164), when it had one. */
  callerNumber?: string;
  createdAt: string;
  status?: VoiceCallStatus;
  /** The platform's reason, e.g. `customer-ended-call`, `assistant-forwarded-call`, `assistant-request-failed`. */
  endedReason?: string;
  startedAt?: string;
  endedAt?: string;
  /** What was said, in order (system prompts left out). */
  turns: VoiceCallTurn[];
  transcript?: string;
  summary?: string;
  /** The platform's link to the recording (not to be relied on: the product copies the file). */
  recordingUrl?: string;
  /** Where the call was forwarded to (a number or SIP address), if it was. */
  forwardedTo?: string;
  /** USD. */
  cost?: number;
}

export interface VoicePlatform {
  listNumbers(): Promise<VoiceNumber[]>;
  /** Points the number's call events at `server` (its URL and credential), or takes them away (`null`). */
  setNumberServer(numberId: string, server: { url: string; credentialId?: string } | null): Promise<VoiceNumber>;
  /** Every call created at or after `since`, newest first. */
  listCallsSince(since: Date): Promise<VoiceCall[]>;
  /** The call, or undefined when the platform has none with this id. */
  getCall(callId: string): Promise<VoiceCall | undefined>;
}
