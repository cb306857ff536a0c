/**
 * The oEmbed answer for a player address of this site (GET /api/oembed, shared/src/demo-tracks/oembed.ts):
 * the same iframe snippet as the share panel, 200 px per track of the page's category (capped by
 * maxheight), at most maxwidth wide. An address of another site, or of another page, has no answer
 * (404); only JSON is offered (501 for any other format, as the oEmbed spec asks).
 */
import {
  OEMBED_DEFAULT_WIDTH_PX,
  OEMBED_PAGE_PATHS,
  demoPlaylistMessages,
  embedCode,
  embedHeight,
  oembedMessages,
  parseDemoPageQuery,
  siteSettings,
  type OEmbedQuery,
  type OEmbedRichBody,
} from '@rufbereit/shared';
import { Refusal } from './refusal';
import { listDemoTracks, type DemoTrackRepository } from './demo-tracks';

export interface OEmbedDeps {
  /** This stage's site: the origin the answer's player snippet and provider_url name, whatever address was asked. */
  siteOrigin: string;
  /** Further origins whose player pages are this site's (the public address, see the handler); others get a 404. */
  aliasOrigins: readonly string[];
  tracks: DemoTrackRepository;
  /** Seconds a consumer may keep the answer (its `cache_age`). */
  cacheAgeSeconds: number;
}

/** The address as a URL of this site's player pages, or undefined. */
function ourPlayerPage(address: string, siteOrigins: readonly string[]): URL | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.username || url.password || !siteOrigins.includes(url.origin)) return undefined;
  const path = url.pathname.replace(/\/$/, '');
  return OEMBED_PAGE_PATHS.includes(path) ? url : undefined;
}

export async function oembedFor(deps: OEmbedDeps, query: OEmbedQuery): Promise<OEmbedRichBody> {
  if (query.format !== undefined && query.format !== 'json') throw new Refusal('unsupported', oembedMessages.onlyJson);
  const page = ourPlayerPage(query.url, [deps.siteOrigin, ...deps.aliasOrigins]);
  if (!page) throw new Refusal('notFound', oembedMessages.notOurs);

  const { category, branding } = parseDemoPageQuery(page.searchParams);
  const trackCount = (await listDemoTracks({ repository: deps.tracks }, category)).length;
  const height = Math.min(embedHeight(trackCount), query.maxheight ?? Number.POSITIVE_INFINITY);
  const width = Math.min(OEMBED_DEFAULT_WIDTH_PX, query.maxwidth ?? Number.POSITIVE_INFINITY);
  const title = demoPlaylistMessages.embedTitle(branding.companyName);
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: siteSettings.brandName,
    provider_url: deps.siteOrigin,
    html: embedCode({ origin: deps.siteOrigin, category, branding, trackCount, title, height, maxWidth: width }),
    width,
    height,
    cache_age: deps.cacheAgeSeconds,
  };
}
