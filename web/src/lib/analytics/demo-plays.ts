/**
 * Demo plays for the cookieless measurement (issue 40): the site's demo players (landing page, industry
 * pages, /demo-playlist) report `demoPlayStart` when sound of a track really starts and `demoPlayFinish`
 * when it plays to its end, each at most once per track and page view: pausing and playing on, or
 * listening twice, is one listener of that page view. A finish counts only after a start in the same
 * page view. The embeddable player (/demo-player on other sites) reports nothing.
 */
import { currentPageView, reportEvent } from './load-beacon';

/** Per event, the tracks already reported in which page view. */
const reported = { demoPlayStart: new Map<string, number>(), demoPlayFinish: new Map<string, number>() };

const firstThisPageView = (name: keyof typeof reported, trackId: string): boolean => {
  if (reported[name].get(trackId) === currentPageView()) return false;
  reported[name].set(trackId, currentPageView());
  return true;
};

/** Sound of `trackId` started (the player's onPlaybackStart). */
export function reportDemoPlayStart(trackId: string): void {
  if (firstThisPageView('demoPlayStart', trackId)) reportEvent('demoPlayStart', { trackId });
}

/** `trackId` played to its end (the player's onPlaybackEnd). */
export function reportDemoPlayFinish(trackId: string): void {
  if (reported.demoPlayStart.get(trackId) !== currentPageView()) return;
  if (firstThisPageView('demoPlayFinish', trackId)) reportEvent('demoPlayFinish', { trackId });
}

/** The player callbacks of one track, for `<AudioPlayer {...demoPlayReports(track.id)} />`. */
export const demoPlayReports = (trackId: string): { onPlaybackStart: () => void; onPlaybackEnd: () => void } => ({
  onPlaybackStart: () => reportDemoPlayStart(trackId),
  onPlaybackEnd: () => reportDemoPlayFinish(trackId),
});
