import { apiPath } from '../../lib/api/api-path';
import { ApiError, sendRequest } from '../../lib/api/http-client';
import { branchImageMessages, type BranchImageBody, type BranchSlug } from '@rufbereit/shared';

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

/** The page's text for a failed request or an answer that is not JSON. */
function refusalMessage(error: unknown): string {
  // No answer, a server error, an answer that is not JSON (a successful one's JSON failed to parse: no ApiError).
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.body === undefined) return branchImageMessages.configFailed;
  const message = isObject(error.body) ? error.body.message : undefined;
  if (error.status === 404 && (message === branchImageMessages.noConfig || message === branchImageMessages.noSuitableImage)) return message;
  return branchImageMessages.unexpected;
}

/**
 * Asks GET /api/branch-images/{branch} for the hero image and maps every outcome to what the page
 * shows (spec: error catalogue, hero image errors):
 *  - no answer, a server error or an answer that is not JSON → 'Failed to load image configuration'
 *  - 404 with 'No image configuration found' / 'No suitable image found' → that message
 *  - anything else (400, an unexpected body) → 'An unexpected error occurred'
 * An abort (the page was left) rejects, so the caller can ignore it.
 */
export async function loadBranchImage(branch: BranchSlug, signal?: AbortSignal): Promise<BranchImageResult> {
  let body: unknown;
  try {
    const response = await sendRequest(apiPath('branchImage', { branch }), { signal });
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    return failure(refusalMessage(error));
  }
  if (!isBranchImageBody(body)) return failure(branchImageMessages.unexpected);
  return { status: 'ready', image: body };
}
