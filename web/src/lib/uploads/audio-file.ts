import { ALL_AUDIO, AUDIO_MAX_BYTES, audioExtensionOf, demoAdminMessages, formatTrackDuration, isAudioExtension, type AudioExtension } from '@rufbereit/shared';

/**
 * The browser's checks of a chosen audio file before anything is sent (spec: validation): an audio type,
 * at most 10 MB, and that it decodes (the duration is read from the file). The server checks the
 * uploaded bytes again; these only spare a pointless upload.
 */
export function audioFileProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
  allowed: readonly AudioExtension[] = ALL_AUDIO,
  typeMessage: string = demoAdminMessages.invalidAudio,
): string | undefined {
  // The extension the server will keep in the public key must be one it accepts; a declared type
  // other than audio/* is wrong as well (the browser derives it from the name or the system).
  if (!isAudioExtension(audioExtensionOf(file.name), allowed) || (file.type !== '' && !file.type.startsWith('audio/'))) return typeMessage;
  if (file.size === 0) return demoAdminMessages.invalidAudio;
  if (file.size > AUDIO_MAX_BYTES) return demoAdminMessages.tooLarge;
  return undefined;
}

/** Decodes the file's header in an <audio> element: its duration as 'm:ss', or the spec's message. */
export function readAudioDuration(file: Blob): Promise<{ duration: string } | { error: string }> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (result: { duration: string } | { error: string }) => {
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(result);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () =>
      Number.isFinite(audio.duration) && audio.duration > 0 ? done({ duration: formatTrackDuration(audio.duration) }) : done({ error: demoAdminMessages.notDecodable });
    audio.onerror = () => done({ error: demoAdminMessages.notDecodable });
    audio.src = url;
  });
}
