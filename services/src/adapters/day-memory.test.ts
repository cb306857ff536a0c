import { describe, expect, it } from 'vitest';
import { DayMemory } from './day-memory';

describe('DayMemory', () => {
  it('knows a key only on the day it was remembered', () => {
    const memory = new DayMemory(10);
    memory.remember('2026-11-28', 'visit#a');
    expect(memory.has('2026-11-28', 'visit#a')).toBe(true);
    expect(memory.has('2026-11-28', 'visit#b')).toBe(false);
    expect(memory.has('2026-11-29', 'visit#a')).toBe(false);
  });

  it('forgets the previous day when a new day begins', () => {
    const memory = new DayMemory(10);
    memory.remember('2026-11-28', 'visit#a');
    memory.remember('2026-11-29', 'visit#b');
    expect(memory.size).toBe(1);
    expect(memory.has('2026-11-28', 'visit#a')).toBe(false);
    expect(memory.has('2026-11-29', 'visit#b')).toBe(true);
  });

  it('forgets its oldest key when full, and never holds more than its capacity', () => {
    const memory = new DayMemory(3);
    for (const key of ['a', 'b', 'c', 'b', 'd']) memory.remember('2026-11-28', key);
    expect(memory.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((key) => memory.has('2026-11-28', key))).toEqual([false, true, true, true]);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new DayMemory(0)).toThrow(/at least 1/);
  });
});
