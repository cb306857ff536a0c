/**
 * GET /api/branch-images/{branch} — the hero image of an industry page (public).
 * Answers 200 {image_url, image_width, image_height, alt_text, image_score} (browser-cacheable for
 * 5 minutes); 404 {message} 'No image configuration found' / 'No suitable image found' (the texts of
 * the error catalogue, which the page shows); 400 for an unknown branch.
 * Env: TABLE_BRANCH_IMAGE_CONFIGS, TABLE_BRANCH_IMAGES, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { BRANCH_IMAGE_MAX_AGE_SECONDS, branchImageParamsSchema } from '@rufbereit/shared';
import { branchImageRepositoryFromEnv } from '../adapters/dynamo-branch-image-repository';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { selectBranchImage, type BranchImageRepository } from '../use-cases/select-branch-image';

export function createGetBranchImageHandler(repository: () => BranchImageRepository = branchImageRepositoryFromEnv): HttpHandler {
  return createHttpHandler(async (event: APIGatewayProxyEventV2) => {
    const { branch } = validateInput(branchImageParamsSchema, event.pathParameters ?? {});
    // No configuration or no suitable image: a refusal `notFound` with its text.
    const image = await selectBranchImage({ repository: repository() }, branch);
    const response = jsonResponse(200, image);
    // Public data, the same for every visitor: unlike the form answers it may be cached.
    return { ...response, headers: { ...response.headers, 'cache-control': `public, max-age=${BRANCH_IMAGE_MAX_AGE_SECONDS}` } };
  });
}

export const handler = createGetBranchImageHandler();
