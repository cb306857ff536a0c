import { toast } from 'sonner';
import { assistantConfigTexts as c } from '../../content/texts/assistant-config';

/** Reads the greeting aloud with the browser's speech synthesis in the chosen language, where it has a voice. */
export function speakGreeting(text: string, language: string): void {
  const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  const voice = synthesis?.getVoices().find((v) => v.lang.toLowerCase().startsWith(language));
  if (!synthesis || !voice) {
    toast.info(c.speech.noVoice, { description: c.speech.noVoiceDetail });
    return;
  }
  if (!text.trim()) {
    toast.info(c.speech.emptyGreeting);
    return;
  }
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  synthesis.speak(utterance);
}
