import type { Vapi } from '@vapi-ai/server-sdk';
import type { CallerLanguage, Scenario, ScenarioIntent } from './scenarios';

/**
 * The assistant's side of a simulated call, by plain rules from the assistant our server returned
 * (`assistant-request`, https://docs.vapi.ai/server-url/events "Retrieving Assistants"), no model:
 * - it opens with its `firstMessage` (none when unset);
 * - it speaks its language: the transcriber's `language` (`de`, `de-DE`, …; Vapi's default transcriber is
 *   English), or the caller's when that is `multi` or the same;
 * - it transfers when the caller asks for a person and it has a `transferCall` tool: to the tool's first
 *   number or SIP destination, or, when the tool has none, to what our server answers to
 *   `transfer-destination-request` (https://docs.vapi.ai/server-url/events "Transfer Destination Request");
 *   without either it takes the request instead;
 * - its other lines come from the table below (formal German or English); the summary is built from the
 *   scenario's topic in its language.
 * Gaps: its wording ignores the system prompt, the knowledge, the formality and the voice; it never ends a
 * call on silence or a time limit.
 */
export type Destination = Vapi.ServerMessageStatusUpdateDestination;
export type TransferSource = { kind: 'tool'; destination: Destination } | { kind: 'server' } | { kind: 'none' };

export interface AssistantPlan {
  language: CallerLanguage | 'multi';
  firstMessage?: string;
  transfer: TransferSource;
}

export interface Turn {
  role: 'bot' | 'user';
  text: string;
}

export interface Conversation {
  turns: Turn[];
  transferredTo?: Destination;
  endedReason: Vapi.CallEndedReason;
  summary: string;
  /** The language the assistant spoke. */
  language: CallerLanguage;
}

type ToolLike = { type?: unknown; destinations?: unknown };
const isDestination = (d: unknown): d is Destination =>
  typeof d === 'object' && d !== null && (((d as { type?: unknown }).type === 'number' && typeof (d as { number?: unknown }).number === 'string') || ((d as { type?: unknown }).type === 'sip' && typeof (d as { sipUri?: unknown }).sipUri === 'string'));

export function assistantPlan(assistant: Vapi.CreateAssistantDto): AssistantPlan {
  const raw = (assistant.transcriber as { language?: unknown } | undefined)?.language;
  const code = typeof raw === 'string' ? raw.slice(0, 2).toLowerCase() : 'en';
  const language = code === 'mu' ? 'multi' : code === 'de' ? 'de' : 'en';
  const tools = ((assistant.model as { tools?: unknown } | undefined)?.tools ?? []) as ToolLike[];
  const transferTool = Array.isArray(tools) ? tools.find((tool) => tool.type === 'transferCall') : undefined;
  const destination = Array.isArray(transferTool?.destinations) ? transferTool.destinations.find(isDestination) : undefined;
  const transfer: TransferSource = destination ? { kind: 'tool', destination } : transferTool ? { kind: 'server' } : { kind: 'none' };
  return { language, firstMessage: assistant.firstMessage || undefined, transfer };
}

export const spokenLanguage = (plan: AssistantPlan, caller: CallerLanguage): CallerLanguage => (plan.language === 'multi' ? caller : plan.language);

/** The assistant's answer to each caller line, per intent; for an intent that asks for a person, the first answer is the one without a transfer. */
const replies: Record<ScenarioIntent, Record<CallerLanguage, readonly string[]>> = {
  termin: {
    de: ['Sehr gern. Wann passt es Ihnen am besten?', 'Ich habe Ihren Wunsch notiert. Wir bestätigen den Termin mit einem Rückruf. Unter welcher Nummer erreichen wir Sie?', 'Vielen Dank für Ihren Anruf. Auf Wiederhören!'],
    en: ['Of course. When would suit you best?', 'I have noted your request. We will confirm the appointment with a call back. Which number can we reach you on?', 'Thank you for calling. Goodbye!'],
  },
  englisch: {
    de: ['Sehr gern. Wann passt es Ihnen am besten?', 'Ich habe Ihren Wunsch notiert. Wir bestätigen den Termin mit einem Rückruf. Unter welcher Nummer erreichen wir Sie?', 'Vielen Dank für Ihren Anruf. Auf Wiederhören!'],
    en: ['Yes, of course. When would suit you best?', 'I have noted your request. We will confirm the appointment with a call back. Which number can we reach you on?', 'Thank you for calling. Goodbye!'],
  },
  dringend: {
    de: ['Das klingt dringend. Ich kann Sie gerade leider nicht persönlich verbinden. Ich gebe Ihr Anliegen sofort weiter, und Sie werden schnellstmöglich zurückgerufen.', 'Das ist notiert. Auf Wiederhören!'],
    en: ['That sounds urgent. I am afraid I cannot put you through right now. I will pass your request on at once, and you will be called back as soon as possible.', 'That is noted. Goodbye!'],
  },
  rueckruf: {
    de: ['Gern. Wann und unter welcher Nummer erreichen wir Sie am besten?', 'Ich habe Ihre Rückrufbitte notiert. Vielen Dank, auf Wiederhören!'],
    en: ['Of course. When and on which number can we best reach you?', 'I have noted your callback request. Thank you, goodbye!'],
  },
  ausserhalb: {
    de: ['Wir haben gerade geschlossen, aber ich nehme Ihr Anliegen gern auf. Worum geht es?', 'Ich habe Ihren Wunsch notiert. Wir melden uns zu unseren Öffnungszeiten bei Ihnen. Auf Wiederhören!'],
    en: ['We are closed right now, but I am happy to take your request. What is it about?', 'I have noted your request. We will get back to you during our opening hours. Goodbye!'],
  },
};

const transferLine: Record<CallerLanguage, string> = { de: 'Einen Moment bitte, ich verbinde Sie jetzt weiter.', en: 'One moment please, I am putting you through now.' };

const destinationText = (d: Destination): string => (d.type === 'number' ? d.number : d.sipUri);
const sentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

function summaryOf(scenario: Scenario, language: CallerLanguage, transferredTo: Destination | undefined): string {
  const topic = sentence(scenario.topic[language]);
  if (transferredTo) return `${topic} ${language === 'de' ? 'Weitergeleitet an' : 'Forwarded to'} ${destinationText(transferredTo)}.`;
  if (scenario.asksForTransfer) return `${topic} ${language === 'de' ? 'Keine Weiterleitung; Anliegen aufgenommen.' : 'Not forwarded; request taken.'}`;
  return topic;
}

/**
 * Plays the scenario against the plan. `resolveTransfer` is asked once, when the caller asks for a person
 * and the plan has no destination of its own (it sends `transfer-destination-request`).
 */
export async function converse(scenario: Scenario, plan: AssistantPlan, resolveTransfer: () => Promise<Destination | undefined>): Promise<Conversation> {
  const language = spokenLanguage(plan, scenario.callerLanguage);
  const turns: Turn[] = plan.firstMessage ? [{ role: 'bot', text: plan.firstMessage }] : [];
  const answers = replies[scenario.intent][language];
  for (const [index, line] of scenario.callerLines.entries()) {
    turns.push({ role: 'user', text: line });
    if (index === 0 && scenario.asksForTransfer) {
      const destination = plan.transfer.kind === 'tool' ? plan.transfer.destination : plan.transfer.kind === 'server' ? await resolveTransfer() : undefined;
      if (destination) {
        const message = destination.message;
        turns.push({ role: 'bot', text: typeof message === 'string' && message !== '' ? message : transferLine[language] });
        return { turns, transferredTo: destination, endedReason: 'assistant-forwarded-call', summary: summaryOf(scenario, language, destination), language };
      }
    }
    const answer = answers[index];
    if (answer) turns.push({ role: 'bot', text: answer });
  }
  return { turns, endedReason: 'assistant-ended-call', summary: summaryOf(scenario, language, undefined), language };
}
