/** Spec: entities "Testimonial": name, position, content, rating (1 to 5). */
export interface Testimonial {
  name: string;
  position: string;
  content: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export const MAX_RATING = 5;
