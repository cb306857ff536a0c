/** The section shows 'Laden...' this long before the cards (spec 000 section 9). */
export const SECTION_PLACEHOLDER_MS = 1000;
/** Each card shows a placeholder this long before its player (spec 000 section 9). */
export const CARD_PLACEHOLDER_MS = 500;
