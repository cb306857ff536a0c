import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, synthesiseRecording } from './recording';

describe('the synthesised recording', () => {
  it('is a PCM WAV of the call’s length: a tone where someone speaks, silence between', () => {
    const wav = synthesiseRecording(
      [
        { role: 'bot', start: 0.5, end: 1.5 },
        { role: 'user', start: 2, end: 3 },
      ],
      4,
    );
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 16).toString('ascii')).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(SAMPLE_RATE);
    expect(wav.readUInt32LE(40)).toBe(4 * SAMPLE_RATE * 2);
    const sample = (seconds: number): number => wav.readInt16LE(44 + Math.floor(seconds * SAMPLE_RATE) * 2);
    const loudest = (from: number, to: number): number => {
      let max = 0;
      for (let t = from; t < to; t += 1 / SAMPLE_RATE) max = Math.max(max, Math.abs(sample(t)));
      return max;
    };
    expect(loudest(0, 0.5)).toBe(0);
    expect(loudest(0.6, 1.4)).toBeGreaterThan(5_000);
    expect(loudest(1.55, 1.95)).toBe(0);
    expect(loudest(2.1, 2.9)).toBeGreaterThan(5_000);
    expect(loudest(3.05, 3.99)).toBe(0);
  });
});
