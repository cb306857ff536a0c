import { makeRoomForOne } from './bounded-entries';

/**
 * What one Lambda instance has already written today, so it does not write it again: a bounded set of
 * keys that forgets everything when the day changes and its oldest keys when full. Only facts that stay
 * true for the rest of the day belong here (a visit that is recorded stays recorded until its day ends);
 * a forgotten key costs one write that would have been skipped, never a wrong answer.
 */
export class DayMemory {
  private day: string | undefined;
  /** A Set iterates in insertion order: its first key is the oldest. */
  private readonly keys = new Set<string>();

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`DayMemory needs a capacity of at least 1, not ${capacity}`);
  }

  has(day: string, key: string): boolean {
    return this.day === day && this.keys.has(key);
  }

  remember(day: string, key: string): void {
    if (this.day !== day) {
      this.keys.clear();
      this.day = day;
    }
    if (this.keys.has(key)) return;
    makeRoomForOne(this.keys, this.capacity);
    this.keys.add(key);
  }

  get size(): number {
    return this.keys.size;
  }
}
