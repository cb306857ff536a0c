import type { PageId } from '@rufbereit/shared';
import type { Rating } from '../content/types';
import { ratings } from '../content/ratings';

export type ProductPageId = Extract<PageId, 'aiBooking' | 'aiPhoneAssistant'>;

/**
 * The rating reading each product page uses (spec: "other pages use 4.8 from 127 and 4.9 from 156").
 * Both the structured data in <head> and the rating shown on the page read it from here.
 */
export const productRatings: Record<ProductPageId, Rating> = {
  aiBooking: ratings.alternate,
  aiPhoneAssistant: ratings.standard,
};
