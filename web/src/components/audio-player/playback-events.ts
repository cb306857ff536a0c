/**
 * DOM events a player's region dispatches (bubbling), so a page can follow playback without the player
 * knowing who listens: the site's measurement reports demo plays from them (lib/analytics/interactions.ts).
 * No imports: a listener takes these names without loading the player.
 */
/** Sound really starts: the element's `playing` (after play() once data is there; again after a pause or a stall). */
export const PLAYBACK_STARTED_EVENT = 'audioplaybackstarted';
/** The recording played to its end: the element's `ended`. */
export const PLAYBACK_ENDED_EVENT = 'audioplaybackended';
