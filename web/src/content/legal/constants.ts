/** Terms shared by the legal documents. */

/** Date of the current versions of the legal texts (ISO 8601). */
export const LEGAL_TEXTS_UPDATED = '2026-11-01';

/**
 * Place of jurisdiction. A contract term of the data-processing agreement (spec: limits: "venue
 * Berlin"), deliberately not derived from the company address so a move does not change contracts.
 */
export const PLACE_OF_JURISDICTION = 'Berlin';

/** Net prices of the terms (spec: product description), formatted as shown. */
export const NET_PRICE_ASSISTANT_PER_MINUTE = '0,45\u202F€';
export const NET_PRICE_FORWARDED_PER_MINUTE = '0,10\u202F€';
