import { describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES, MP3_ONLY, demoAdminMessages as m } from '@rufbereit/shared';
import { audioFileProblem } from './audio-file';

describe('audioFileProblem', () => {
  it('accepts the known audio extensions, at most 10 MB', () => {
    expect(audioFileProblem({ name: 'a.mp3', size: 10, type: 'audio/mpeg' })).toBeUndefined();
    expect(audioFileProblem({ name: 'a.ogg', size: 10, type: '' })).toBeUndefined();
    expect(audioFileProblem({ name: 'a.mp3', size: AUDIO_MAX_BYTES, type: 'audio/mpeg' })).toBeUndefined();
  });

  it('names what is wrong with the spec messages', () => {
    expect(audioFileProblem({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBe(m.invalidAudio);
    expect(audioFileProblem({ name: 'a.mp3', size: AUDIO_MAX_BYTES + 1, type: 'audio/mpeg' })).toBe(m.tooLarge);
    expect(audioFileProblem({ name: 'a.wav', size: 10, type: 'audio/wav' }, MP3_ONLY, m.mp3Only)).toBe(m.mp3Only);
    expect(audioFileProblem({ name: 'a.aiff', size: 10, type: 'audio/aiff' })).toBe(m.invalidAudio);
    expect(audioFileProblem({ name: 'a.mp3', size: 10, type: 'text/plain' })).toBe(m.invalidAudio);
  });
});
