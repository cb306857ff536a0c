/**
 * oEmbed 1.0 for the demo player (https://oembed.com): a tool that is given the address of
 * /demo-player or /demo-playlist on this site (WordPress, Notion, …) asks GET /api/oembed for the
 * iframe snippet and embeds it by itself. Found through the `<link rel="alternate"
 * type="application/json+oembed">` tag both pages carry. Only JSON is offered; the answer is the
 * `rich` type with the same snippet the share panel copies. Plain data without zod (the pages
 * read the discovery address from here); the query schema lives in oembed-query.ts.
 */
import { apiPaths } from '../api/api-paths';
import { siteSettings } from '../common/site-settings';
import { DEFAULT_BRAND_COLOR, DEFAULT_COMPANY_NAME, DEMO_PLAYER_PATH, DEMO_PLAYLIST_PATH, parseDemoPageQuery } from './demo-playlist';

export const OEMBED_JSON_TYPE = 'application/json+oembed';
/** Width reported when the consumer sets no maxwidth (the snippet itself is 100 % wide). */
export const OEMBED_DEFAULT_WIDTH_PX = 640;
/** Largest maxwidth / maxheight taken from a query. */
export const OEMBED_MAX_DIMENSION_PX = 10_000;
/** Longest page address accepted in `url`. */
export const OEMBED_MAX_URL_LENGTH = 2_000;
/** The pages an oEmbed answer exists for. */
export const OEMBED_PAGE_PATHS: readonly string[] = [DEMO_PLAYER_PATH, DEMO_PLAYLIST_PATH];

/** 200 answer: the oEmbed 1.0 `rich` type. */
export interface OEmbedRichBody {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
}

/** The discovery address for a page of the site: `{origin}/api/oembed?url={page}&format=json`. */
export function oembedDiscoveryUrl(pageUrl: string): string {
  const origin = new URL(pageUrl).origin;
  return `${origin}${apiPaths.oembed}?${new URLSearchParams({ url: pageUrl, format: 'json' }).toString()}`;
}

/**
 * A player page's own address with what the page honours of its query, and nothing else
 * (parseDemoPageQuery: a known category, a valid hex colour, a cleaned company name, an https logo):
 * rebuilt from the parsed values, so whatever else a query carries (quotes, line breaks, `javascript:`)
 * never reaches the discovery link. Defaults are left out: the address stays as short as the page's.
 */
/** The query parameters a player page honours (parseDemoPageQuery), and so the ones its discovery link depends on (the edge's cache key). */
export const PLAYER_PAGE_QUERY_KEYS = ['category', 'company', 'color', 'logo'] as const;

export function playerPageAddress(origin: string, path: string, query: URLSearchParams): string {
  const { category, branding } = parseDemoPageQuery(query);
  const params = new URLSearchParams({ category });
  if (branding.companyName !== DEFAULT_COMPANY_NAME) params.set('company', branding.companyName);
  if (branding.primaryColor !== DEFAULT_BRAND_COLOR) params.set('color', branding.primaryColor);
  if (branding.logo) params.set('logo', branding.logo);
  return `${origin}${path}?${params.toString()}`;
}

/** The discovery link's title (what a consumer may show for the embed). */
export const oembedLinkTitle = `${siteSettings.brandName} Audio Demos`;
