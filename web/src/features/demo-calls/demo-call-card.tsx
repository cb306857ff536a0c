import { AudioLines, PawPrint, RotateCcw, Scissors, Stethoscope } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { AudioPlayer } from '../../components/audio-player/audio-player';
import { CARD_PLACEHOLDER_MS, demoCallMessages } from '@rufbereit/shared';
import { isoDuration, type DemoTrack, type DemoTrackIcon } from '../../lib/demo-tracks/tracks';
import { useElapsed } from './use-elapsed';

const icons: Record<DemoTrackIcon, typeof Scissors> = { scissors: Scissors, stethoscope: Stethoscope, 'paw-print': PawPrint, 'audio-lines': AudioLines };

/** Same height as the player, so swapping placeholder, player and error never moves the page. */
const playerBoxClass = 'min-h-20';

function CardPlayer({ track, onError }: { track: DemoTrack; onError: () => void }) {
  const ready = useElapsed(CARD_PLACEHOLDER_MS);
  if (!ready) {
    return (
      <div className={`${playerBoxClass} animate-pulse rounded-xl bg-slate-100`} aria-busy="true">
        <span className="sr-only">{demoCallMessages.cardLoading}</span>
      </div>
    );
  }
  return (
    <AudioPlayer
      id={track.id}
      src={track.audioUrl}
      fallbackSrc={track.fallbackUrl}
      title={track.title}
      onError={onError}
      className={playerBoxClass}
    />
  );
}

interface DemoCallCardProps {
  track: DemoTrack;
  failed: boolean;
  /** Changes on every retry and remounts the player. */
  reloadKey: number;
  onFail: (trackId: string) => void;
  onRetry: (trackId: string) => void;
}

export function DemoCallCard({ track, failed, reloadKey, onFail, onRetry }: DemoCallCardProps) {
  const Icon = icons[track.icon];
  const headingId = `demo-${track.id}-titel`;
  return (
    <article aria-labelledby={headingId} data-track={track.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <h3 id={headingId} className="text-xl font-semibold text-slate-900">
          {track.title}
        </h3>
      </div>
      <p className="mt-3 text-slate-700">{track.description}</p>
      <p className="mt-2 text-sm text-slate-600">
        {demoCallMessages.durationLabel}: <time dateTime={isoDuration(track.duration)}>{track.duration}</time>
      </p>
      <div className="mt-auto pt-5">
        {failed ? (
          <div role="alert" className={`${playerBoxClass} flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-3`}>
            <p className="text-sm font-medium text-red-800">{demoCallMessages.cardError}</p>
            <Button variant="outline" size="sm" onClick={() => onRetry(track.id)}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              {demoCallMessages.cardRetry}
            </Button>
          </div>
        ) : (
          <CardPlayer key={reloadKey} track={track} onError={() => onFail(track.id)} />
        )}
      </div>
    </article>
  );
}

