import { branchImageApiPath, branchImageMessages, type BranchImageBody, type BranchSlug } from '@rufbereit/shared';

export type BranchImageResult = { status: 'ready'; image: BranchImageBody } | { status: 'error'; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A hand-written check instead of zod: keeps the schema library out of the page's bundle. */
function isBranchImageBody(value: unknown): value is BranchImageBody {
  if (!isObject(value)) return false;
  const positive = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n > 0;
  return (
    typeof value.image_url === 'string' &&
    value.image_url.length > 0 &&
    positive(value.image_width) &&
    positive(value.image_height) &&
    typeof value.alt_text === 'string' &&
    typeof value.image_score === 'number'
  );
}

const failure = (message: string): BranchImageResult => ({ status: 'error', message });

/**
 * Asks GET /api/branch-images/{branch} for the hero image and maps every outcome to what the page
 * shows (spec: error catalogue, hero image errors):
 *  - no answer, a server error or an answer that is not JSON → 'Failed to load image configuration'
 *  - 404 with 'No image configuration found' / 'No suitable image found' → that message
 *  - anything else (400, an unexpected body) → 'An unexpected error occurred'
 * An abort (the page was left) rejects, so the caller can ignore it.
 */
export async function loadBranchImage(branch: BranchSlug, signal?: AbortSignal): Promise<BranchImageResult> {
  let response: Response;
  try {
    response = await fetch(branchImageApiPath(branch), { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    return failure(branchImageMessages.configFailed);
  }
  if (response.status >= 500) return failure(branchImageMessages.configFailed);

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    return failure(branchImageMessages.configFailed);
  }
  if (response.status === 404 && isObject(body)) {
    if (body.message === branchImageMessages.noConfig) return failure(branchImageMessages.noConfig);
    if (body.message === branchImageMessages.noSuitableImage) return failure(branchImageMessages.noSuitableImage);
  }
  if (!response.ok || !isBranchImageBody(body)) return failure(branchImageMessages.unexpected);
  return { status: 'ready', image: body };
}
