import type { BranchSlug } from '@rufbereit/shared';

/**
 * The scenario library of simulated calls: what a caller says, per industry and intent. The assistant's
 * side is not scripted here but follows the assistant our server returned (simulated-assistant.ts): its
 * first message, its language, and whether it has somewhere to transfer to. Five intents per industry:
 *   termin      a booking wish
 *   dringend    an urgent case the caller wants forwarded to a person at once (asks for a transfer)
 *   rueckruf    a callback request
 *   ausserhalb  a call after hours: the caller asks for a person (a transfer where the assistant has a
 *               destination, else the assistant takes the request)
 *   englisch    an English-speaking caller with a booking wish
 * A scenario id is `{industry}-{intent}`, e.g. `friseursalons-termin` (GET /__control/scenarios lists them).
 */
export const scenarioIntents = ['termin', 'dringend', 'rueckruf', 'ausserhalb', 'englisch'] as const;
export type ScenarioIntent = (typeof scenarioIntents)[number];
export type CallerLanguage = 'de' | 'en';

export interface Scenario {
  id: string;
  industry: BranchSlug;
  intent: ScenarioIntent;
  title: string;
  callerLanguage: CallerLanguage;
  /** The caller asks to be put through to a person (after their first line). */
  asksForTransfer: boolean;
  /** What the caller says, in order; the assistant answers each line (simulated-assistant.ts). */
  callerLines: readonly string[];
  /** What the request is about, for the assistant's answers and the summary (in both languages). */
  topic: Record<CallerLanguage, string>;
}

interface IndustryDetails {
  industry: BranchSlug;
  service: Record<CallerLanguage, string>;
  urgent: string;
  callback: string;
}

const industries: readonly IndustryDetails[] = [
  { industry: 'friseursalons', service: { de: 'einen Haarschnitt mit Färben', en: 'a haircut and colour' }, urgent: 'Meine Tochter hat morgen Hochzeit und die Färbung von gestern ist völlig misslungen.', callback: 'eine Farbberatung' },
  { industry: 'zahnarztpraxen', service: { de: 'eine Kontrolluntersuchung', en: 'a dental check-up' }, urgent: 'Mir ist eine Krone abgebrochen und ich habe starke Schmerzen.', callback: 'einen Kostenvoranschlag für ein Implantat' },
  { industry: 'physiotherapiepraxen', service: { de: 'Krankengymnastik nach Rezept', en: 'physiotherapy on prescription' }, urgent: 'Ich habe mich beim Training verhoben und kann mich kaum bewegen.', callback: 'die Verlängerung meines Rezepts' },
  { industry: 'tierarztpraxen', service: { de: 'eine Impfung für unseren Hund', en: 'a vaccination for our dog' }, urgent: 'Unser Hund hat Schokolade gefressen und zittert.', callback: 'die Laborwerte unserer Katze' },
  { industry: 'kosmetikstudios', service: { de: 'eine Gesichtsbehandlung', en: 'a facial treatment' }, urgent: 'Nach der Behandlung gestern ist meine Haut stark gerötet und geschwollen.', callback: 'ein Angebot für einen Gutschein' },
];

function scenariosOf({ industry, service, urgent, callback }: IndustryDetails): Scenario[] {
  return [
    {
      id: `${industry}-termin`, industry, intent: 'termin', title: 'Terminwunsch', callerLanguage: 'de', asksForTransfer: false,
      callerLines: [`Guten Tag, ich hätte gern einen Termin für ${service.de}.`, 'Am liebsten Donnerstagvormittag.', 'Unter dieser Nummer, danke.'],
      topic: { de: `Terminwunsch für ${service.de} am Donnerstagvormittag`, en: `appointment request for ${service.en} on Thursday morning` },
    },
    {
      id: `${industry}-dringend`, industry, intent: 'dringend', title: 'Dringender Fall', callerLanguage: 'de', asksForTransfer: true,
      callerLines: [`${urgent} Ich muss sofort mit jemandem sprechen.`, 'Bitte so schnell wie möglich.'],
      topic: { de: `dringender Fall: ${urgent}`, en: `urgent case: ${urgent}` },
    },
    {
      id: `${industry}-rueckruf`, industry, intent: 'rueckruf', title: 'Rückrufbitte', callerLanguage: 'de', asksForTransfer: false,
      callerLines: [`Hallo, ich bitte um einen Rückruf wegen ${callback}.`, 'Heute ab 16 Uhr unter dieser Nummer.'],
      topic: { de: `Rückrufbitte wegen ${callback}, erreichbar heute ab 16 Uhr`, en: `callback request about ${callback}, reachable today from 4 pm` },
    },
    {
      id: `${industry}-ausserhalb`, industry, intent: 'ausserhalb', title: 'Anruf außerhalb der Öffnungszeiten', callerLanguage: 'de', asksForTransfer: true,
      callerLines: ['Guten Abend, haben Sie noch geöffnet? Ich würde gern mit jemandem sprechen.', `Dann möchte ich für nächste Woche einen Termin für ${service.de}.`],
      topic: { de: `Anruf nach Feierabend, Terminwunsch für ${service.de} nächste Woche`, en: `after-hours call, appointment request for ${service.en} next week` },
    },
    {
      id: `${industry}-englisch`, industry, intent: 'englisch', title: 'Englischsprachiger Anrufer', callerLanguage: 'en', asksForTransfer: false,
      callerLines: [`Hello, do you speak English? I would like to book ${service.en}.`, 'Friday afternoon would be great.', 'This number is fine, thank you.'],
      topic: { de: `englischsprachiger Anrufer, Terminwunsch für ${service.de} am Freitagnachmittag`, en: `appointment request for ${service.en} on Friday afternoon` },
    },
  ];
}

export const scenarios: readonly Scenario[] = industries.flatMap(scenariosOf);

export const scenarioById = (id: string): Scenario | undefined => scenarios.find((s) => s.id === id);
