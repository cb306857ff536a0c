import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { AudioController, type PlayerEvent } from './audio-controller';
import { AudioFactoryContext } from './audio-factory-context';
import { resolveAudioSource } from './audio-source';
import { audioMessages } from '@rufbereit/shared';
import { initialPlayerState, type PlayerState } from './player-state';
import { playerToasts } from './player-toasts';
import type { NowPlayingStore } from './now-playing';

interface UseAudioControllerOptions {
  id: string;
  src?: string | null;
  fallbackSrc?: string | null;
  onEvent: (event: PlayerEvent, controller: AudioController) => void;
  store?: NowPlayingStore;
  /** Nothing is fetched until this is true. */
  enabled: boolean;
}

/**
 * One AudioController per mounted player. The element is created in an effect (never while
 * prerendering) once `enabled`, and the sources are validated and loaded whenever they change.
 */
export function useAudioController({ id, src, fallbackSrc, onEvent, store, enabled }: UseAudioControllerOptions): {
  state: PlayerState;
  controller: AudioController;
} {
  const createAudio = useContext(AudioFactoryContext);
  const [controller] = useState(() => new AudioController({ id, createAudio, store }));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, () => initialPlayerState);

  // Declared before the loading effect so the first load already reports to the latest handler.
  useEffect(() => {
    controller.setEventHandler((event) => onEvent(event, controller));
  });

  useEffect(() => {
    if (!enabled || !controller.mount()) return;
    const source = resolveAudioSource(src, fallbackSrc);
    if (source.srcRejected) playerToasts.invalidUrl();
    if (source.status === 'idle') controller.load(undefined);
    else if (source.status === 'invalid') controller.fail(audioMessages.noValidSource);
    else controller.load(source.src, source.fallbackSrc);
    return () => controller.unmount();
  }, [controller, src, fallbackSrc, enabled]);

  return { state, controller };
}
