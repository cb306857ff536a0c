import { Search } from 'lucide-react';
import { Suspense, useCallback, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { demoCallMessages, demoCategories, demoPlaylistMessages as m, embedCode, parseDemoPageQuery, type DemoCategoryFilter, type DemoTrack } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useBuildData } from '../../lib/build-data';
import { useIsClient } from '../../hooks/use-is-client';
import { brandAccentStyle } from '../../components/demo/brand-accent';
import { BrandingHeader } from '../../components/demo/branding-header';
import { CategoryChips } from '../../components/ui/category-chips';
import { demoCategories as categoryOptions } from '../../lib/demo-tracks/tracks';
import { filterTracks } from './filter-tracks';
import { MiniPlayer } from './mini-player';
import { PlaylistTrackCard } from './playlist-track-card';
import { useDemoTracks } from '../../lib/demo-tracks/use-demo-tracks';
import { mayBeSignedIn } from './admin-hint';
import type { PlaylistAdminActions, PlaylistAdminToolsProps } from '../../lib/demo-tracks/playlist-admin';

/**
 * The list with the admin's changes of this visit applied (the public list is cached for minutes, so
 * a reload could still show the old state): a saved track replaces or joins it, a deleted one leaves.
 */
function applyChanges(tracks: readonly DemoTrack[], changes: ReadonlyMap<string, DemoTrack | null>): DemoTrack[] {
  const kept = tracks.flatMap((t) => {
    const changed = changes.get(t.id);
    return changed === null ? [] : [changed ?? t];
  });
  const added = [...changes.values()].filter((t): t is DemoTrack => t !== null && !tracks.some((known) => known.id === t.id));
  return [...kept, ...added];
}

/** Key of the prerendered track list in the page (lib/build-data.tsx). */
const PRERENDERED_TRACKS_KEY = 'demo-tracks';

const categoryName = (id: DemoCategoryFilter): string => demoCategories.find((c) => c.id === id)?.name ?? id;

/**
 * The audio demo page (spec: screens): branding from the query, category chips, search, the track
 * cards with the shared player (one plays at a time), one share panel open at a time and the
 * floating mini-player. The query is read only in the browser: the prerendered HTML (and its
 * hydration) shows the defaults.
 */
interface DemoPlaylistProps {
  /**
   * Edit and delete for signed-in admins, given by the page (lazy: loaded only when the browser
   * holds a session, admin-hint.ts).
   */
  adminTools?: ComponentType<PlaylistAdminToolsProps>;
}

export function DemoPlaylist({ adminTools: AdminTools }: DemoPlaylistProps = {}) {
  const [searchParams] = useSearchParams();
  const isClient = useIsClient();
  const query = parseDemoPageQuery(isClient ? searchParams : new URLSearchParams());
  const [chosenCategory, setChosenCategory] = useState<DemoCategoryFilter | null>(null);
  const [search, setSearch] = useState('');
  const [openShareId, setOpenShareId] = useState<string | null>(null);
  // The seeded tracks are in the prerendered HTML; the API's answer replaces them after hydration.
  const { value: prerenderedTracks, script: prerenderedTracksScript } = useBuildData(PRERENDERED_TRACKS_KEY, (data) => data.demoTracks);
  const tracksState = useDemoTracks('all', isClient, prerenderedTracks);
  const [adminActions, setAdminActions] = useState<PlaylistAdminActions>();
  const [changes, setChanges] = useState<ReadonlyMap<string, DemoTrack | null>>(new Map());
  const change = useCallback((id: string, track: DemoTrack | null) => setChanges((known) => new Map(known).set(id, track)), []);

  const category = chosenCategory ?? query.category;
  const allTracks = tracksState.status === 'loaded' ? applyChanges(tracksState.tracks, changes) : [];
  const shown = filterTracks(allTracks, category, search);

  return (
    <div style={brandAccentStyle(query.branding.primaryColor)}>
      <Container className="py-12">
        <BrandingHeader branding={query.branding} />
        <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <CategoryChips label={demoCallMessages.filterLabel} options={categoryOptions} selected={category} onSelect={setChosenCategory} tone="accent" />
          <div className="relative w-full lg:max-w-xs">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={m.searchPlaceholder}
              aria-label={m.searchLabel}
              className="w-full rounded-full border border-slate-300 bg-white py-2 pl-9 pr-4 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--demo-accent)]"
            />
          </div>
        </div>

        <div className="mt-8" aria-live="polite" aria-busy={tracksState.status === 'loading'}>
          {tracksState.status === 'loading' && <p className="text-slate-700">{m.loading}</p>}
          {tracksState.status === 'error' && (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
              <p className="font-medium text-red-800">{m.loadFailed}</p>
              <Button variant="outline" size="sm" onClick={tracksState.reload}>
                {m.reload}
              </Button>
            </div>
          )}
          {tracksState.status === 'loaded' && shown.length === 0 && <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">{m.empty}</p>}
        </div>

        {shown.length > 0 && (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {shown.map((track) => (
              <li key={track.id}>
                <PlaylistTrackCard
                  track={track}
                  categoryName={categoryName(track.categoryId)}
                  admin={adminActions}
                  shareOpen={openShareId === track.id}
                  onToggleShare={() => setOpenShareId((open) => (open === track.id ? null : track.id))}
                  embedCode={() =>
                    embedCode({
                      origin: window.location.origin,
                      category: track.categoryId,
                      branding: query.branding,
                      trackCount: allTracks.filter((t) => t.categoryId === track.categoryId).length,
                      title: m.embedTitle(query.branding.companyName),
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
      {prerenderedTracksScript}
      <MiniPlayer tracks={allTracks} />
      {AdminTools && isClient && mayBeSignedIn() && (
        <Suspense fallback={null}>
          <AdminTools onActions={setAdminActions} onSaved={(track) => change(track.id, track)} onDeleted={(track) => change(track.id, null)} />
        </Suspense>
      )}
    </div>
  );
}
