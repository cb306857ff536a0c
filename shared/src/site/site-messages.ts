/** German texts of the page frame: a section that failed to render, the missing page. */

export const sectionFallback = {
  heading: 'Oops, da ist etwas schiefgelaufen',
  text: 'Wir arbeiten daran, das Problem zu beheben.',
  retry: 'Erneut versuchen',
  loading: 'Loading...',
} as const;

export const notFoundMessages = { heading: 'Seite nicht gefunden' } as const;
