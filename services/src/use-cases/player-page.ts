/**
 * /demo-player and /demo-playlist as the edge serves them (GET /api/player-pages/{page}): the
 * prerendered page, its oEmbed discovery link naming the page WITH what the page honours of its query.
 * Discovery clients read only the HTML (`@extractus/oembed-extractor` takes the link's href as it is;
 * WordPress reads the `<link>` too), run no script and send no Link header, so a static link that names
 * the bare page would embed `category=all` whatever the visitor looked at
 * (docs/decisions/0016-oembed-discovery.md). The query is parsed and rebuilt (playerPageAddress): nothing
 * of it reaches the page as given.
 */
import { OEMBED_JSON_TYPE, OEMBED_PAGE_PATHS, apiMessages, oembedDiscoveryUrl, playerPageAddress } from '@rufbereit/shared';
import { Refusal } from './refusal';

export interface PlayerPageDeps {
  /** The stage's site: the origin of the page address and of the oEmbed endpoint the link names. */
  siteOrigin: string;
  /** The prerendered page of a path (`/demo-player`), as the site deploys it. */
  template: (path: string) => Promise<string>;
}

/** The discovery link exactly as the prerender writes it (web/src/seo/head-html.ts), its href captured. */
const DISCOVERY_LINK = new RegExp(`(<link rel="alternate" type="${OEMBED_JSON_TYPE.replace(/[+]/g, '\\+')}" href=")[^"]*(")`);

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PlayerPageInput {
  /** The page's name from the route (`demo-player`). */
  page: string;
  /** The query the visitor's address carried. */
  query: URLSearchParams;
}

export async function playerPage(deps: PlayerPageDeps, { page, query }: PlayerPageInput): Promise<string> {
  const path = `/${page}`;
  if (!OEMBED_PAGE_PATHS.includes(path)) throw new Refusal('notFound', apiMessages.notFound);
  const html = await deps.template(path);
  if (!DISCOVERY_LINK.test(html)) throw new Error(`The prerendered ${path} has no oEmbed discovery link to fill`);
  const href = escapeAttribute(oembedDiscoveryUrl(playerPageAddress(deps.siteOrigin, path, query)));
  return html.replace(DISCOVERY_LINK, (_match, start: string, end: string) => `${start}${href}${end}`);
}
