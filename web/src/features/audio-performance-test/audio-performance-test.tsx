import { useId, useState } from 'react';
import { ALL_DEMOS, parseExtraUrls, performanceTestMessages as m, summarizePerformanceTest } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useIsClient } from '../../hooks/use-is-client';
import { useBuildData } from '../../lib/build-data';
import { useDemoTracks } from '../../lib/demo-tracks/use-demo-tracks';
import { PerformanceSummary } from './performance-summary';
import { ResultList } from './result-list';
import { usePerformanceTest } from './use-performance-test';

/** Key of the prerendered track list in the page (lib/build-data.tsx); the playlist uses the same. */
const PRERENDERED_TRACKS_KEY = 'demo-tracks';

/**
 * /audio-performance-test (spec: screens, states): the default tracks' URLs from GET /api/demos plus
 * extra URLs, tested one after another in this browser; progress, a summary and the results.
 */
export function AudioPerformanceTest() {
  const isClient = useIsClient();
  // The seeded tracks' URLs are in the prerendered HTML: loaded only after hydration, the list of
  // several lines pushed the field and the start button down (a layout shift). The API's answer
  // replaces them after hydration.
  const { value: prerenderedTracks, script: prerenderedTracksScript } = useBuildData(PRERENDERED_TRACKS_KEY, (data) => data.demoTracks);
  const tracks = useDemoTracks(ALL_DEMOS, isClient, prerenderedTracks);
  const [extraText, setExtraText] = useState('');
  const { state, start, cancel } = usePerformanceTest();
  const textareaId = useId();

  const defaultUrls = tracks.status === 'loaded' ? tracks.tracks.map((t) => t.audioUrl) : [];
  const urls = [...defaultUrls, ...parseExtraUrls(extraText)];
  const running = state.status === 'running';
  const done = state.status === 'finished' || state.status === 'cancelled';

  return (
    <Container className="py-12">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{m.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{m.intro}</p>

      <section aria-labelledby="performance-default-urls" className="mt-8">
        <h2 id="performance-default-urls" className="text-2xl font-semibold text-slate-900">
          {m.defaultUrlsHeading}
        </h2>
        <div aria-live="polite" aria-busy={tracks.status === 'loading'}>
          {tracks.status === 'loading' && <p className="mt-2 text-slate-700">{m.defaultUrlsLoading}</p>}
          {tracks.status === 'error' && (
            <p role="alert" className="mt-2 font-medium text-red-800">
              {m.defaultUrlsFailed}{' '}
              <button type="button" onClick={tracks.reload} className="underline">
                {m.reload}
              </button>
            </p>
          )}
        </div>
        {defaultUrls.length > 0 && (
          <ul aria-label={m.defaultUrlsHeading} className="mt-3 space-y-1 font-mono text-sm text-slate-800">
            {defaultUrls.map((url) => (
              <li key={url} className="break-all">
                {url}
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="mt-8 max-w-3xl">
        <label htmlFor={textareaId} className="block font-medium text-slate-900">
          {m.extraUrlsLabel}
        </label>
        <textarea
          id={textareaId}
          value={extraText}
          onChange={(event) => setExtraText(event.target.value)}
          disabled={running}
          rows={4}
          spellCheck={false}
          placeholder="https://"
          className="mt-2 w-full rounded-lg border border-slate-300 p-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        {running ? (
          <Button variant="outline" onClick={cancel}>
            {m.cancel}
          </Button>
        ) : (
          <Button onClick={() => start(urls)} disabled={!isClient || urls.length === 0}>
            {m.start}
          </Button>
        )}
        {isClient && !running && tracks.status !== 'loading' && urls.length === 0 && <p className="text-slate-700">{m.noUrls}</p>}
      </div>

      {state.status !== 'idle' && (
        <div className="mt-6 max-w-3xl" aria-live="polite">
          <div className="flex justify-between text-sm text-slate-700">
            <span>{running ? m.progress(Math.min(state.index + 1, state.urls.length), state.urls.length) : state.status === 'cancelled' ? m.cancelled : m.finished}</span>
            <span>{Math.round(state.progress)} %</span>
          </div>
          <div
            role="progressbar"
            aria-label={m.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress)}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${state.progress}%` }} />
          </div>
        </div>
      )}

      {done && state.results.length > 0 && <PerformanceSummary summary={summarizePerformanceTest(state.results)} partial={state.status === 'cancelled'} />}
      {state.results.length > 0 && <ResultList results={state.results} />}
      {prerenderedTracksScript}
    </Container>
  );
}
