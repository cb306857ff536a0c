/**
 * German public holidays, from feiertagejs (kept per Bundesland, Easter computus included). The
 * intro-call calendar uses Berlin's (where the sales team works); a customer's opening hours use the
 * state their configuration names, Berlin when it names none.
 */
import { isHoliday } from 'feiertagejs';

/** The 16 Bundesländer by their feiertagejs code, with their German names. */
export const federalStates = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;
export type FederalState = keyof typeof federalStates;
export const federalStateCodes = Object.keys(federalStates) as [FederalState, ...FederalState[]];

/** Where the intro-call calendar's sales team works. */
export const INTRO_CALL_STATE: FederalState = 'BE';

/**
 * Whether the Berlin calendar day `year-month-day` is a public holiday in `state`. feiertagejs reads
 * a Date as a day in Europe/Berlin; 11:00 UTC is midday there in winter and in summer.
 */
export const isPublicHoliday = (year: number, month: number, day: number, state: FederalState = INTRO_CALL_STATE): boolean =>
  isHoliday(new Date(Date.UTC(year, month - 1, day, 11)), state);
