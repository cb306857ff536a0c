import type { Rating } from './types';

/**
 * Every rating reading the specification gives, in one place. The readings differ by page on
 * purpose (spec: screens "Page metadata", product description, limits); pages pick theirs by name.
 */
export const ratings = {
  /** Home page structured data: 5 from 1000 ratings. */
  home: { value: 5, count: 1000 },
  /** Landing-page structured data of the demo-call section: 4.8 from 1000 ratings. */
  demoSection: { value: 4.8, count: 1000 },
  /** Other pages (e.g. industry pages): 4.8 from 127 ratings. */
  standard: { value: 4.8, count: 127 },
  /** Other pages (e.g. industry pages): 4.9 from 156 ratings. */
  alternate: { value: 4.9, count: 156 },
} as const satisfies Record<string, Rating>;

export type RatingReading = keyof typeof ratings;

/** Best and worst value of the rating scale (stars). */
export const RATING_SCALE = { best: 5, worst: 1 } as const;
