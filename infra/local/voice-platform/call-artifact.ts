import type { Vapi } from '@vapi-ai/server-sdk';
import type { SpokenSpan } from './recording';
import type { Turn } from './simulated-assistant';

/**
 * A conversation's turns on the call's clock, as Vapi records them (`artifact.messages`: `bot`/`user`
 * messages with `time`, `endTime`, `secondsFromStart`, `duration` in seconds; the system prompt first as a `system`
 * message; `artifact.transcript` as `AI: …` / `User: …` lines; https://docs.vapi.ai/server-url/end-of-call-report).
 * Each turn takes its words at 2.5 words a second, with 0.8 s between turns: the call's length follows
 * what was said, while the simulation itself sends its messages at once (timestamps may lie ahead of the
 * wall clock by the call's length).
 */
const WORDS_PER_SECOND = 2.5;
const PAUSE_SECONDS = 0.8;
/** The first turn starts after the line is picked up. */
const PICK_UP_SECONDS = 0.5;

export interface TimedConversation {
  messages: Vapi.ArtifactMessagesItem[];
  transcript: string;
  spans: SpokenSpan[];
  durationSeconds: number;
}

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000;

export function timeConversation(turns: readonly Turn[], startedAtMs: number, systemPrompt: string | undefined): TimedConversation {
  const messages: Vapi.ArtifactMessagesItem[] = systemPrompt ? [{ role: 'system', message: systemPrompt, time: startedAtMs, secondsFromStart: 0 }] : [];
  const spans: SpokenSpan[] = [];
  let at = PICK_UP_SECONDS;
  for (const turn of turns) {
    const duration = round(Math.max(1, turn.text.split(/\s+/).length / WORDS_PER_SECOND));
    const time = startedAtMs + Math.round(at * 1000);
    messages.push({ role: turn.role, message: turn.text, time, endTime: time + Math.round(duration * 1000), secondsFromStart: round(at), duration });
    spans.push({ role: turn.role, start: at, end: at + duration });
    at += duration + PAUSE_SECONDS;
  }
  const transcript = turns.map((t) => `${t.role === 'bot' ? 'AI' : 'User'}: ${t.text}`).join('\n');
  return { messages, transcript, spans, durationSeconds: round(at) };
}
