/** Terms shared by the legal documents. */

/** Date of the current versions of the imprint, the terms and the data-processing agreement (ISO 8601). */
export const LEGAL_TEXTS_UPDATED = '2026-11-01';

/**
 * Date of the privacy policy's current version: section 7 (the cookieless reach measurement) and the
 * attribution of requests to their visit were added on 2026-11-27 (issue 40). legal-versions.test.ts
 * fails when a document's text changes and its date does not.
 */
export const PRIVACY_POLICY_UPDATED = '2026-11-27';

/**
 * Place of jurisdiction. A contract term of the data-processing agreement (spec: limits: "venue
 * Berlin"), deliberately not derived from the company address so a move does not change contracts.
 */
export const PLACE_OF_JURISDICTION = 'Berlin';

/** Net prices of the terms (spec: product description), formatted as shown. */
export const NET_PRICE_ASSISTANT_PER_MINUTE = '0,45\u202F€';
export const NET_PRICE_FORWARDED_PER_MINUTE = '0,10\u202F€';
