/**
 * The call's recording: a real WAV file (PCM, 8 kHz, 16 bit, mono, as telephone audio is), synthesised in
 * code from the call's turns, so it needs no network, no system package and no stored file: each turn is
 * a soft tone for as long as it was spoken (the assistant higher than the caller), with the pauses between
 * them silent. Served at `/recordings/{callId}.wav` and named in the report's `artifact.recordingUrl` and
 * `artifact.recording.mono.combinedUrl` (https://docs.vapi.ai/server-url/end-of-call-report).
 * Gap: it is not speech, and Vapi's recordings are hosted (signed) links elsewhere, not on its API's host.
 */
export const SAMPLE_RATE = 8_000;
const BYTES_PER_SAMPLE = 2;

export interface SpokenSpan {
  role: 'bot' | 'user';
  /** Seconds from the start of the call. */
  start: number;
  end: number;
}

const FREQUENCY = { bot: 440, user: 330 } as const;
const AMPLITUDE = 0.2 * 32_767;
/** Fade in and out over 20 ms, so a tone starts and stops without a click. */
const FADE_SECONDS = 0.02;

export function synthesiseRecording(spans: readonly SpokenSpan[], durationSeconds: number): Buffer {
  const samples = Math.max(1, Math.ceil(durationSeconds * SAMPLE_RATE));
  const dataBytes = samples * BYTES_PER_SAMPLE;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * BYTES_PER_SAMPLE, 28);
  wav.writeUInt16LE(BYTES_PER_SAMPLE, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (const span of spans) {
    const first = Math.max(0, Math.floor(span.start * SAMPLE_RATE));
    const last = Math.min(samples, Math.floor(span.end * SAMPLE_RATE));
    for (let i = first; i < last; i++) {
      const t = (i - first) / SAMPLE_RATE;
      const fade = Math.min(1, t / FADE_SECONDS, (last - i) / SAMPLE_RATE / FADE_SECONDS);
      wav.writeInt16LE(Math.round(AMPLITUDE * fade * Math.sin(2 * Math.PI * FREQUENCY[span.role] * t)), 44 + i * BYTES_PER_SAMPLE);
    }
  }
  return wav;
}
