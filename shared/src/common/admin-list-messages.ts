/** German texts of the back office's paged lists. */
import { BAD_CURSOR_MESSAGE, countText } from './common-messages';

export const adminListMessages = {
  /** The 400's field message for a cursor the API did not hand out (tampered, truncated, stale). */
  badCursor: BAD_CURSOR_MESSAGE,
  loadMore: 'Mehr laden',
  loadingMore: 'Weitere Einträge werden geladen …',
  loadMoreFailed: 'Weitere Einträge konnten nicht geladen werden.',
  /** Read out by screen readers after each page (polite live region). */
  shownCount: (shown: number) => `${countText(shown, 'Eintrag', 'Einträge')} angezeigt`,
  allShown: 'Alle Einträge werden angezeigt.',
} as const;
