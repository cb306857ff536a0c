import { clsx } from 'clsx';
import { LoaderCircle, Pause, Play, RotateCcw } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../ui/button';
import type { AudioController, PlayerEvent } from './audio-controller';
import { audioMessages, SEEK_SLIDER } from '@rufbereit/shared';
import { formatTime } from './format-time';
import { keyboardCommand, playerHandlesKey, type KeyTarget } from './keyboard';
import type { NowPlayingStore } from './now-playing';
import { PLAYBACK_ENDED_EVENT, PLAYBACK_STARTED_EVENT } from './playback-events';
import { playerToasts } from './player-toasts';
import { useAudioController } from './use-audio-controller';
import { useFirstVisible } from './use-first-visible';
import { VolumeControl } from './volume-control';

export interface AudioPlayerProps {
  /** URL of the recording; empty, about: and data: URLs are rejected. */
  src?: string | null;
  /** Loaded instead when `src` fails to load or play. */
  fallbackSrc?: string | null;
  /** Names the player for screen readers. */
  title: string;
  /** Key in the page-wide now-playing store; defaults to a unique id. */
  id?: string;
  /** Called with the German message of every error the player reports. */
  onError?: (message: string) => void;
  className?: string;
  /** For tests: a now-playing store other than the page-wide one. */
  store?: NowPlayingStore;
}

function keyTargetOf(event: KeyboardEvent<HTMLDivElement>): KeyTarget {
  if (event.target === event.currentTarget) return 'region';
  const element = event.target as HTMLElement;
  if (element.tagName === 'BUTTON') return 'button';
  if (element.dataset.slider === 'seek') return 'seekSlider';
  if (element.dataset.slider === 'volume') return 'volumeSlider';
  return 'other';
}

/**
 * The one audio player of the site (spec: screens, states, validation and error catalogue; spec "Audio track player").
 * Painted in the site's blue, or in `--player-accent` / `--player-accent-hover` where a page sets them
 * (the demo pages' brand colour, already darkened for contrast: demo-playlist/brand-accent.ts).
 * Its region dispatches PLAYBACK_STARTED_EVENT / PLAYBACK_ENDED_EVENT (./playback-events.ts) for the page.
 */
export function AudioPlayer({ src, fallbackSrc, title, id, onError, className, store }: AudioPlayerProps) {
  const generatedId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  // Metadata only, and only once the player is near the viewport: no audio download on page load.
  const nearViewport = useFirstVisible(regionRef);
  const handleEvent = (event: PlayerEvent, controller: AudioController) => {
    if (event.type === 'error') onError?.(event.message);
    else if (event.type === 'playFailed') playerToasts.toggleFailed();
    else if (event.type === 'fallback') playerToasts.fallback(() => controller.retry());
    else regionRef.current?.dispatchEvent(new Event(event.type === 'started' ? PLAYBACK_STARTED_EVENT : PLAYBACK_ENDED_EVENT, { bubbles: true }));
  };
  const { state, controller } = useAudioController({ id: id ?? generatedId, src, fallbackSrc, onEvent: handleEvent, store, enabled: nearViewport });
  const busy = state.status !== 'loaded' && !state.error;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!playerHandlesKey(event.key, keyTargetOf(event))) return;
    const command = keyboardCommand(event.key);
    if (!command) return;
    event.preventDefault(); // no page scroll on Space/arrows, no native slider step
    if (command.type === 'toggle') controller.toggle();
    else if (command.type === 'seekBy') controller.seekBy(command.seconds);
    else controller.changeVolumeBy(command.delta);
  };

  const onSeekPointerDown = (event: PointerEvent<HTMLInputElement>) => {
    if (event.button !== 0) return;
    controller.beginDrag();
    // The pointer may be released outside the slider; the seek must still happen.
    const release = () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      controller.endDrag();
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  };

  const onSeekChange = (percent: number) => {
    if (controller.getState().dragging) controller.dragTo(percent);
    else controller.seekToPercent(percent);
  };

  const retry = () => {
    playerToasts.reloading();
    controller.retry();
  };

  const current = formatTime(state.currentTime);
  const total = formatTime(state.duration);

  return (
    <div
      ref={regionRef}
      role="group"
      aria-label={audioMessages.player(title)}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
      data-playing={state.playing}
      className={clsx(
        'rounded-xl border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--player-accent,var(--color-brand-600))]',
        className,
      )}
    >
      {state.error ? (
        <div role="alert" className="flex min-h-14 flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-red-800">{audioMessages.defaultError}</p>
            <p className="mt-0.5 text-xs text-slate-700">{state.error}</p>
          </div>
          <Button variant="outline" size="sm" onClick={retry}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {audioMessages.reload}
          </Button>
        </div>
      ) : (
        <div className="flex min-h-14 items-center gap-3">
          <button
            type="button"
            onClick={() => controller.toggle()}
            disabled={busy}
            aria-label={state.playing ? audioMessages.pause : audioMessages.play}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-[var(--player-accent,var(--color-brand-700))] text-white transition-colors hover:bg-[var(--player-accent-hover,var(--color-brand-800))] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--player-accent,var(--color-brand-600))] disabled:cursor-wait disabled:opacity-60"
          >
            {busy ? (
              <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
            ) : state.playing ? (
              <Pause aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Play aria-hidden="true" className="ml-0.5 h-5 w-5" />
            )}
          </button>
          <div className="min-w-0 flex-1">
            <input
              type="range"
              data-slider="seek"
              min={SEEK_SLIDER.min}
              max={SEEK_SLIDER.max}
              step={SEEK_SLIDER.step}
              value={state.progress}
              disabled={busy}
              aria-label={audioMessages.seek}
              aria-valuetext={audioMessages.positionText(current, total)}
              onPointerDown={onSeekPointerDown}
              onChange={(event) => onSeekChange(Number(event.target.value))}
              className="h-2 w-full cursor-pointer accent-[var(--player-accent,var(--color-brand-700))] disabled:cursor-wait"
            />
            <p className="mt-1 text-xs tabular-nums text-slate-700" data-testid="audio-time">
              {busy ? audioMessages.loading : `${current} / ${total}`}
            </p>
          </div>
          <VolumeControl
            volume={state.volume}
            muted={state.muted}
            onToggleMute={() => controller.toggleMute()}
            onVolumeChange={(volume) => controller.setVolume(volume)}
          />
        </div>
      )}
    </div>
  );
}
