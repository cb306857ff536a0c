/**
 * Settings every test environment shares (the vitest tiers' and the end-to-end suite's), in one place.
 * The proof of work's difficulty: each form post still solves a real challenge, at ~500 instead of
 * ~25,000 hashes on average; the spam protection's own tests keep the full difficulty.
 */
export const TEST_CHALLENGE_MAX_NUMBER = 1_000;
