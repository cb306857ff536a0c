import { Pause } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MINI_PLAYER_SCROLL_PX, demoPlaylistMessages as m, type DemoTrack } from '@rufbereit/shared';
import { nowPlaying, useNowPlayingId } from '../audio-player';
import { Button } from '../../components/ui/button';

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}

/**
 * The floating mini-player (spec: screens): while a track plays and the page is scrolled more than
 * 100 px, a bar names it and can pause it or bring its card back into view.
 */
export function MiniPlayer({ tracks }: { tracks: readonly DemoTrack[] }) {
  const playingId = useNowPlayingId();
  const scrolled = useScrolledPast(MINI_PLAYER_SCROLL_PX);
  const track = tracks.find((t) => t.id === playingId);
  if (!track || !scrolled) return null;
  return (
    <aside
      aria-label={m.miniPlayerLabel}
      data-testid="mini-player"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-lg"
    >
      <span className="h-10 w-1.5 shrink-0 rounded-full bg-[var(--demo-accent)]" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{m.nowPlaying}</p>
        <p className="truncate font-semibold text-slate-900">{track.title}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => document.getElementById(`track-${track.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' })}
      >
        {m.showTrack}
      </Button>
      <button
        type="button"
        aria-label={`${m.pause}: ${track.title}`}
        onClick={() => nowPlaying.pauseCurrent()}
        className="inline-flex items-center justify-center rounded-lg bg-[var(--player-accent)] px-3 py-1.5 text-white transition-colors hover:bg-[var(--player-accent-hover)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--player-accent)]"
      >
        <Pause aria-hidden="true" className="h-4 w-4" />
      </button>
    </aside>
  );
}
