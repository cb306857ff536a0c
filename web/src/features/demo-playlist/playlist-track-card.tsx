import { AudioLines, PawPrint, Pencil, Scissors, Share2, Stethoscope, Trash2 } from 'lucide-react';
import { demoAdminMessages, demoCallMessages, demoPlaylistMessages as m, type DemoTrack, type DemoTrackIcon } from '@rufbereit/shared';
import { AudioPlayer } from '../../components/audio-player';
import { Button } from '../../components/ui/button';
import { isoDuration } from '../../lib/demo-tracks/tracks';
import type { PlaylistAdminActions } from '../../lib/demo-tracks/playlist-admin';
import { SharePanel } from '../../components/demo/share-panel';
import { demoAdminTexts as d } from '../../content/texts/demo-admin';

const icons: Record<DemoTrackIcon, typeof Scissors> = { scissors: Scissors, stethoscope: Stethoscope, 'paw-print': PawPrint, 'audio-lines': AudioLines };

interface PlaylistTrackCardProps {
  track: DemoTrack;
  categoryName: string;
  /** Edit and delete, for signed-in admins only (spec: roles: the card's admin flag). */
  admin?: PlaylistAdminActions;
  shareOpen: boolean;
  onToggleShare: () => void;
  /** Built only while the panel is open (it needs the page's origin). */
  embedCode: () => string;
}

/** A track of the playlist: what it is, the shared player, and its share panel. */
export function PlaylistTrackCard({ track, categoryName, admin, shareOpen, onToggleShare, embedCode }: PlaylistTrackCardProps) {
  const Icon = icons[track.icon];
  const headingId = `playlist-${track.id}-titel`;
  const panelId = `playlist-${track.id}-teilen`;
  return (
    <article id={`track-${track.id}`} aria-labelledby={headingId} data-track={track.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-[var(--demo-accent)]">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {track.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {categoryName} · {demoCallMessages.durationLabel}: <time dateTime={isoDuration(track.duration)}>{track.duration}</time>
          </p>
        </div>
        <Button variant="ghost" size="sm" aria-expanded={shareOpen} aria-controls={panelId} aria-label={m.shareLabel(track.title)} onClick={onToggleShare}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {m.share}
        </Button>
      </div>
      <p className="mt-3 text-slate-700">{track.description}</p>
      {admin && (
        <div className="mt-3 flex gap-2">
          <Button variant="outline" size="sm" aria-label={d.editNamed(track.title)} onClick={() => admin.edit(track)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {d.edit}
          </Button>
          <Button variant="outline" size="sm" aria-label={d.deleteNamed(track.title)} onClick={() => admin.remove(track)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {demoAdminMessages.deleteButton}
          </Button>
        </div>
      )}
      <AudioPlayer id={track.id} src={track.audioUrl} title={track.title} className="mt-4" />
      {shareOpen && <SharePanel id={panelId} code={embedCode()} />}
    </article>
  );
}
