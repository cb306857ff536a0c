import { describe, expect, it } from 'vitest';
import {
  BRANCH_IMAGE_MAX_AGE_SECONDS,
  IMAGE_URL_PARAMS,
  IMAGE_VARIANT_WIDTHS,
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_HEADER,
  apiMessages,
  apiPaths,
  branches,
  type AnalyticsBeaconInput,
} from '@rufbereit/shared';
import { apiUrl, baseUrl, browserUserAgent } from './target';
import { webpWidth } from './webp';

/** What only the edge decides: the way past it, the beacon, the branch images and their variants. */
describe('the API behind the edge', () => {
  // The execute-api address (stack output ApiEndpoint): `--api-url`. The local environment has no second
  // way to its API (its site server is the only door, and it sets no origin secret: infra/local/site/stand-in.ts).
  const direct = apiUrl();

  it.skipIf(!direct)('refuses a call straight to the API address, without the origin secret or with a forged one, and whatever viewer it claims', async () => {
    const attempts: Array<Record<string, string>> = [{}, { [ORIGIN_VERIFY_HEADER]: 'geraten' }, { [VIEWER_ADDRESS_HEADER]: '203.0.113.7' }];
    for (const headers of attempts) {
      const response = await fetch(`${direct}${apiPaths.demos}`, { headers });
      expect({ status: response.status, body: (await response.json()) as unknown }).toEqual({ status: 403, body: { message: apiMessages.directAccess } });
    }
  });

  it('takes a page-view beacon (204, no body) and refuses a malformed one with 400', async () => {
    const beacon = { type: 'pageview', path: '/', device: 'desktop' } satisfies AnalyticsBeaconInput;
    const send = (body: unknown) =>
      fetch(`${baseUrl()}${apiPaths.analytics}`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': browserUserAgent('beacon') }, body: JSON.stringify(body) });
    const accepted = await send(beacon);
    expect(accepted.status).toBe(204);
    expect(await accepted.text()).toBe('');
    const refused = await send({ ...beacon, type: 'kein-typ' });
    expect(refused.status).toBe(400);
    await refused.arrayBuffer();
  });
});

describe('branch images', () => {
  const branch = branches[0]?.slug ?? '';

  it('answers the hero image of an industry page with a public cache lifetime, and 400 for an unknown industry', async () => {
    const response = await fetch(`${baseUrl()}${apiPaths.branchImage.replace('{branch}', branch)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${BRANCH_IMAGE_MAX_AGE_SECONDS}`);
    const image = (await response.json()) as { image_url: string; image_width: number; alt_text: string };
    expect(image.image_url).toMatch(/^\/media\//);
    expect(image.alt_text.length).toBeGreaterThan(0);
    const unknown = await fetch(`${baseUrl()}${apiPaths.branchImage.replace('{branch}', 'gibt-es-nicht')}`);
    expect(unknown.status).toBe(400);
    await unknown.arrayBuffer();
  });

  it('serves every width the site asks for as WebP of that width (never wider than the original), cacheable', async () => {
    const image = (await (await fetch(`${baseUrl()}${apiPaths.branchImage.replace('{branch}', branch)}`)).json()) as { image_url: string; image_width: number };
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const query = new URLSearchParams({ format: IMAGE_URL_PARAMS.format, quality: String(IMAGE_URL_PARAMS.quality), width: String(width) });
      const response = await fetch(`${baseUrl()}${image.image_url}?${query.toString()}`);
      expect(response.status, `width ${width}`).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control'), `width ${width}`).toMatch(/max-age=\d+/);
      expect(webpWidth(Buffer.from(await response.arrayBuffer())), `width ${width}`).toBe(Math.min(width, image.image_width));
    }
  });
});
