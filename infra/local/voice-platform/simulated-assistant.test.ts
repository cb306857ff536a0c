import { describe, expect, it } from 'vitest';
import type { Vapi } from '@vapi-ai/server-sdk';
import { scenarioById, scenarioIntents, scenarios } from './scenarios';
import { assistantPlan, converse, spokenLanguage } from './simulated-assistant';

const scenario = (id: string) => {
  const found = scenarioById(id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
};
const withTools = (tools: unknown[]): Vapi.CreateAssistantDto => ({ model: { provider: 'openai', model: 'gpt-4o', tools } } as Vapi.CreateAssistantDto);

describe('the scenario library', () => {
  it('has every intent for every industry, with unique ids', () => {
    const industries = new Set(scenarios.map((s) => s.industry));
    expect(industries.size).toBeGreaterThanOrEqual(5);
    for (const industry of industries) expect(scenarios.filter((s) => s.industry === industry).map((s) => s.intent).sort()).toEqual([...scenarioIntents].sort());
    expect(new Set(scenarios.map((s) => s.id)).size).toBe(scenarios.length);
  });
});

describe('the simulated assistant follows the returned assistant by plain rules', () => {
  it("speaks its transcriber's language; English by default, as Vapi's default transcriber; `multi` the caller's", () => {
    expect(assistantPlan({ transcriber: { provider: 'deepgram', language: 'de' } }).language).toBe('de');
    expect(assistantPlan({ transcriber: { provider: 'azure', language: 'de-DE' } } as Vapi.CreateAssistantDto).language).toBe('de');
    expect(assistantPlan({}).language).toBe('en');
    const multi = assistantPlan({ transcriber: { provider: 'deepgram', language: 'multi' } });
    expect(spokenLanguage(multi, 'en')).toBe('en');
    expect(spokenLanguage(multi, 'de')).toBe('de');
  });

  it('transfers to the first number or SIP destination of its transferCall tool, else asks the server, else nowhere', () => {
    const sip = { type: 'sip', sipUri: 'sip:praxis@example.invalid' };
    expect(assistantPlan(withTools([{ type: 'endCall' }, { type: 'transferCall', destinations: [{ type: 'assistant', assistantName: 'x' }, sip] }])).transfer).toEqual({ kind: 'tool', destination: sip });
    expect(assistantPlan(withTools([{ type: 'transferCall', destinations: [] }])).transfer).toEqual({ kind: 'server' });
    expect(assistantPlan(withTools([{ type: 'endCall' }])).transfer).toEqual({ kind: 'none' });
  });

  it('opens with the first message, answers each caller line, and asks the server for a destination only when the caller wants a person', async () => {
    let asked = 0;
    const resolve = async () => {
      asked++;
      return undefined;
    };
    const plan = assistantPlan({ ...withTools([{ type: 'transferCall' }]), firstMessage: 'Hallo!', transcriber: { provider: 'deepgram', language: 'de' } });
    const booking = await converse(scenario('friseursalons-termin'), plan, resolve);
    expect(asked).toBe(0);
    expect(booking.turns[0]).toEqual({ role: 'bot', text: 'Hallo!' });
    expect(booking.turns.map((t) => t.role)).toEqual(['bot', 'user', 'bot', 'user', 'bot', 'user', 'bot']);
    expect(booking.endedReason).toBe('assistant-ended-call');

    const urgent = await converse(scenario('friseursalons-dringend'), plan, resolve);
    expect(asked).toBe(1);
    expect(urgent.transferredTo).toBeUndefined();
    expect(urgent.summary).toMatch(/Keine Weiterleitung/);

    const forwarded = await converse(scenario('friseursalons-dringend'), plan, async () => ({ type: 'number', number: '+4930123' }));
    expect(forwarded).toMatchObject({ endedReason: 'assistant-forwarded-call', transferredTo: { number: '+4930123' } });
    expect(forwarded.turns.at(-1)).toEqual({ role: 'bot', text: 'Einen Moment bitte, ich verbinde Sie jetzt weiter.' });
  });

  it('says nothing first without a first message', async () => {
    const conversation = await converse(scenario('tierarztpraxen-rueckruf'), assistantPlan({ transcriber: { provider: 'deepgram', language: 'de' } }), async () => undefined);
    expect(conversation.turns[0]?.role).toBe('user');
  });
});
