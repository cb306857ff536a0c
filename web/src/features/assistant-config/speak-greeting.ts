import { toast } from 'sonner';

/** Reads the greeting aloud with the browser's speech synthesis in the chosen language, where it has a voice. */
export function speakGreeting(text: string, language: string): void {
  const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  const voice = synthesis?.getVoices().find((v) => v.lang.toLowerCase().startsWith(language));
  if (!synthesis || !voice) {
    toast.info('Ihr Browser hat keine Stimme für diese Sprache.', { description: 'Die Begrüßung kann hier nicht vorgelesen werden.' });
    return;
  }
  if (!text.trim()) {
    toast.info('Bitte geben Sie zuerst eine Begrüßung ein.');
    return;
  }
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  synthesis.speak(utterance);
}
