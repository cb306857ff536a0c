// First: shared's zod schemas must not be built before zod is told not to probe eval (CSP).
import '../../../lib/zod-jitless';
import { INTRO_CALL_TIME_ZONE, introCallSlotLabel } from '@rufbereit/shared';

/** The offered slots grouped by their day in Berlin, labelled in German for the picker. */
export interface SlotDay {
  /** e.g. "2026-11-23" (Berlin date). */
  key: string;
  /** e.g. "Mo., 23.11." */
  label: string;
  slots: { start: string; time: string }[];
}

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: INTRO_CALL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayLabel = new Intl.DateTimeFormat('de-DE', { timeZone: INTRO_CALL_TIME_ZONE, weekday: 'short', day: '2-digit', month: '2-digit' });
const timeLabel = new Intl.DateTimeFormat('de-DE', { timeZone: INTRO_CALL_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

export function groupSlotsByDay(slots: readonly string[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const start of slots) {
    const date = new Date(start);
    const key = dayKey.format(date);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel.format(date), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ start, time: timeLabel.format(date) });
  }
  return [...days.values()];
}

/** "Montag, 23. November um 09:15 Uhr" */
export const slotLongLabel = introCallSlotLabel;
