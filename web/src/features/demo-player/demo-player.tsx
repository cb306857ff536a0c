import { useEffect, useState } from 'react';
import { demoPlaylistMessages as m, embedCode, parseDemoPageQuery } from '@rufbereit/shared';
import { useIsClient } from '../../pages/use-is-client';
import { brandAccentStyle } from '../demo-playlist/brand-accent';
import { BrandingHeader } from '../demo-playlist/branding-header';
import { useDemoTracks } from '../demo-playlist/use-demo-tracks';
import { PlayerCard } from './player-card';
import { forceStandalone } from './force-standalone';
import { useReportHeight } from './report-height';

/**
 * The embeddable player (/demo-player, spec: screens): the category's tracks as expandable cards,
 * each with the iframe snippet, branded from the query. `standalone=true` is put into the address
 * when missing. Query values are untrusted (the page runs inside strangers' sites): they pass
 * through parseDemoPageQuery, React escapes the text, and only a checked hex colour reaches a style.
 *
 * No router: the page runs as its own small island without React (src/embed/), so
 * it reads the address itself. The query cannot change while the page is open.
 */
export function DemoPlayer() {
  const isClient = useIsClient();
  const query = parseDemoPageQuery(new URLSearchParams(isClient ? window.location.search : ''));
  const tracksState = useDemoTracks(query.category, isClient);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  useReportHeight(isClient);
  useEffect(forceStandalone, []);

  const tracks = tracksState.status === 'loaded' ? tracksState.tracks : [];
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const code = () =>
    embedCode({
      origin: window.location.origin,
      category: query.category,
      branding: query.branding,
      trackCount: tracks.length,
      title: m.embedTitle(query.branding.companyName),
    });

  return (
    <div style={brandAccentStyle(query.branding.primaryColor)} className="bg-slate-50 p-4">
      <BrandingHeader branding={query.branding} compact />
      <div className="mt-4" aria-live="polite" aria-busy={tracksState.status === 'loading'}>
        {tracksState.status === 'loading' && <p className="text-slate-700">{m.loading}</p>}
        {tracksState.status === 'error' && (
          <p role="alert" className="font-medium text-red-800">
            {m.loadFailed}{' '}
            <button type="button" onClick={tracksState.reload} className="underline">
              {m.reload}
            </button>
          </p>
        )}
        {tracksState.status === 'loaded' && tracks.length === 0 && <p className="text-slate-700">{m.empty}</p>}
      </div>
      {tracks.length > 0 && (
        <ul className="mt-2 space-y-3">
          {tracks.map((track) => (
            <li key={track.id}>
              <PlayerCard track={track} expanded={expanded.has(track.id)} onToggle={() => toggle(track.id)} embedCode={expanded.has(track.id) ? code() : ''} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
