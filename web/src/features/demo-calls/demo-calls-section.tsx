import { useState } from 'react';
import { Link } from 'react-router-dom';
import { demoCallMessages, SECTION_PLACEHOLDER_MS, siteSettings } from '@rufbereit/shared';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageSection } from '../../components/ui/page-section';
import { JsonLdScript } from '../../components/json-ld-script';
import { ratings } from '../../content/ratings';
import { softwareApplicationData } from '../../seo/software-application-data';
import { CategoryChips } from '../../components/ui/category-chips';
import { DemoCallCard } from './demo-call-card';
import { demoCategories, demoTracks, tracksInCategory, type DemoCategoryId, type DemoTrack } from '../../lib/demo-tracks/tracks';
import { useCardFailures } from './use-card-failures';
import { useElapsed } from './use-elapsed';
import { pagePath } from '../../lib/page-path';

export const DEMO_CALLS_SECTION_ID = 'demo-gespräche';

/** The demo section's own landing-page structured data (spec "Page metadata": 4.8 from 1000 ratings). */
const demoSectionData = softwareApplicationData({
  rating: ratings.demoSection,
  url: `${siteSettings.siteUrl}/#${encodeURIComponent(DEMO_CALLS_SECTION_ID)}`,
});
const headingId = 'demo-gespraeche-titel';
const playlistPath = pagePath('demoPlaylist');

/**
 * The heights the cards will take, kept while 'Laden...' shows, so the cards appearing after one
 * second do not push the rest of the page down (layout shift).
 */
const placeholderHeight = 'min-h-[68rem] md:min-h-[25rem]';

export interface DemoCallsSectionProps {
  /** The recordings to show; the landing page uses the three built-in demo calls. */
  tracks?: readonly DemoTrack[];
}

function AllFailedNotice({ onReloadAll }: { onReloadAll: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center">
      <h3 className="text-lg font-semibold text-amber-950">{demoCallMessages.allFailedTitle}</h3>
      <p className="mt-2 text-amber-950">{demoCallMessages.allFailedText}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button onClick={onReloadAll}>{demoCallMessages.reloadAll}</Button>
        <Link to={playlistPath} className={buttonClasses('outline')}>
          {demoCallMessages.playlistLink}
        </Link>
      </div>
    </div>
  );
}

/** Demo-call section of the landing page (spec: screens, anchor demo-gespräche). */
export function DemoCallsSection({ tracks = demoTracks }: DemoCallsSectionProps) {
  const ready = useElapsed(SECTION_PLACEHOLDER_MS);
  const [category, setCategory] = useState<DemoCategoryId>('all');
  const { failed, reloadKeys, fail, retry } = useCardFailures();
  const visible = tracksInCategory(tracks, category);
  const allFailed = tracks.length > 0 && tracks.every((track) => failed.has(track.id));

  let content;
  if (!ready) {
    content = (
      <div role="status" className={`flex items-center justify-center ${placeholderHeight}`}>
        <p className="text-slate-600">{demoCallMessages.sectionLoading}</p>
      </div>
    );
  } else if (allFailed) {
    content = <AllFailedNotice onReloadAll={() => retry(tracks.map((track) => track.id))} />;
  } else {
    content = (
      <>
        <CategoryChips label={demoCallMessages.filterLabel} options={demoCategories} selected={category} onSelect={setCategory} className="mb-8 justify-center" />
        {visible.length === 0 ? (
          <p className="text-center text-slate-700">{demoCallMessages.empty}</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {visible.map((track) => (
              <DemoCallCard
                key={track.id}
                track={track}
                failed={failed.has(track.id)}
                reloadKey={reloadKeys[track.id] ?? 0}
                onFail={fail}
                onRetry={(id) => retry([id])}
              />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <PageSection id={DEMO_CALLS_SECTION_ID} headingId={headingId} className="bg-slate-50 py-16 sm:py-24" eyebrow={demoCallMessages.eyebrow} heading={demoCallMessages.heading} intro={demoCallMessages.intro} after={<JsonLdScript data={demoSectionData} />}>
      {content}
    </PageSection>
  );
}
