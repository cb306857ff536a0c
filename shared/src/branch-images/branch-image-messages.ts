/** German texts of the branch images. */

/**
 * The hero-image messages of the error catalogue (spec: error catalogue), verbatim. The API answers its two
 * 404 cases with these texts so the page can show the matching one.
 */
export const branchImageMessages = {
  configFailed: 'Failed to load image configuration',
  noConfig: 'No image configuration found',
  imageFailed: 'Failed to load image',
  noSuitableImage: 'No suitable image found',
  unexpected: 'An unexpected error occurred',
} as const;

/** Field message for a branch that does not exist (ours, German). */
export const unknownBranchMessage = 'Diese Branche gibt es nicht.';
