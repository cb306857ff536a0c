/**
 * Public holidays in Berlin (where the sales team works), so the intro-call booking offers working
 * days only. Fixed dates plus the ones that move with Easter (Gregorian computus).
 */

/** Easter Sunday of a year (anonymous Gregorian algorithm): [month 1–12, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** Fixed public holidays in Berlin: [month, day]. */
const FIXED: ReadonlyArray<readonly [number, number]> = [
  [1, 1], // Neujahr
  [3, 8], // Internationaler Frauentag (Berlin)
  [5, 1], // Tag der Arbeit
  [10, 3], // Tag der Deutschen Einheit
  [12, 25], // 1. Weihnachtstag
  [12, 26], // 2. Weihnachtstag
];
/** Days after Easter Sunday: Karfreitag, Ostermontag, Christi Himmelfahrt, Pfingstmontag. */
const EASTER_OFFSETS = [-2, 1, 39, 50];

export function isBerlinPublicHoliday(year: number, month: number, day: number): boolean {
  if (FIXED.some(([m, d]) => m === month && d === day)) return true;
  const [easterMonth, easterDay] = easterSunday(year);
  const easter = Date.UTC(year, easterMonth - 1, easterDay);
  const date = Date.UTC(year, month - 1, day);
  return EASTER_OFFSETS.some((offset) => easter + offset * 86_400_000 === date);
}
