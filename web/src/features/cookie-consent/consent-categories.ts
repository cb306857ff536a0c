import { consentCategoryTexts, consentTexts } from '../../content/texts/cookie-consent';
import type { ConsentCategory } from './consent-storage';

export { consentTexts };

export interface ConsentCategoryText {
  id: ConsentCategory;
  label: string;
  description: string;
}

const DISPLAY_ORDER: readonly ConsentCategory[] = ['necessary', 'statistics', 'marketing'];

/** German labels of the consent categories, in display order. */
export const consentCategories: readonly ConsentCategoryText[] = DISPLAY_ORDER.map((id) => ({ id, ...consentCategoryTexts[id] }));
