import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { demoCallMessages, type DemoTrack } from '@rufbereit/shared';
import { AudioPlayer } from '../../components/audio-player';
import { isoDuration } from '../../lib/demo-tracks/tracks';
import { SharePanel } from '../../components/demo/share-panel';

interface PlayerCardProps {
  track: DemoTrack;
  expanded: boolean;
  onToggle: () => void;
  embedCode: string;
}

/**
 * An expandable track card of the embeddable player. The player (and with it any audio request)
 * exists only while the card is open; the audio itself loads when played.
 */
export function PlayerCard({ track, expanded, onToggle, embedCode }: PlayerCardProps) {
  const bodyId = `player-${track.id}-inhalt`;
  return (
    <article aria-labelledby={`player-${track.id}-titel`} data-track={track.id} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="m-0">
        <button
          id={`player-${track.id}-titel`}
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--demo-accent)]"
        >
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold text-slate-900">{track.title}</span>
            <span className="block text-sm text-slate-600">
              {demoCallMessages.durationLabel}: <time dateTime={isoDuration(track.duration)}>{track.duration}</time>
            </span>
          </span>
          <ChevronDown aria-hidden="true" className={clsx('h-5 w-5 shrink-0 text-[var(--demo-accent)] transition-transform', expanded && 'rotate-180')} />
        </button>
      </h2>
      {expanded && (
        <div id={bodyId} className="px-4 pb-4">
          <p className="text-slate-700">{track.description}</p>
          <AudioPlayer id={`player-${track.id}`} src={track.audioUrl} title={track.title} className="mt-3" />
          <SharePanel id={`player-${track.id}-teilen`} code={embedCode} />
        </div>
      )}
    </article>
  );
}
