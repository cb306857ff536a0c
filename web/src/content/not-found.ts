/** The 404 page's texts beside the specification's heading (shared notFoundMessages). */
export const notFoundTexts = {
  /** Around the asked path: "Die Seite <code>/x</code> gibt es leider nicht." */
  pathBefore: 'Die Seite',
  pathAfter: 'gibt es leider nicht.',
  /** In the prerendered page, which cannot know the path. */
  generic: 'Die angeforderte Seite gibt es leider nicht.',
  home: 'Zur Startseite',
  booking: 'KI-Terminvergabe entdecken',
} as const;
