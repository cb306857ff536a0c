// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const { speakGreeting } = await import('./speak-greeting');

class FakeUtterance {
  voice: unknown;
  lang = '';
  constructor(readonly text: string) {}
}

function installSpeech(voices: Array<{ lang: string; name: string }>) {
  const synthesis = { getVoices: () => voices, speak: vi.fn(), cancel: vi.fn() };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synthesis;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.info.mockReset();
});

describe('speakGreeting', () => {
  it('speaks the greeting with a voice of the chosen language', () => {
    const synthesis = installSpeech([
      { lang: 'en-US', name: 'English' },
      { lang: 'de-DE', name: 'Deutsch' },
    ]);
    speakGreeting('Guten Tag, hier ist Frieda.', 'de');
    const utterance = synthesis.speak.mock.calls[0]?.[0] as FakeUtterance;
    expect(utterance.text).toBe('Guten Tag, hier ist Frieda.');
    expect(utterance.lang).toBe('de-DE');
  });

  it('says so when the browser has no voice for the language', () => {
    const synthesis = installSpeech([{ lang: 'en-US', name: 'English' }]);
    speakGreeting('Guten Tag', 'de');
    expect(synthesis.speak).not.toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledWith('Ihr Browser hat keine Stimme für diese Sprache.', expect.anything());
  });
});
