import { ALL_DEMOS, isDemoCategoryFilter, type DemoCategoryFilter } from './demo-tracks';
import { asOneLine } from '../common/one-line-text';

/**
 * The demo playlist (/demo-playlist) and the embeddable player (/demo-player): query parameters,
 * branding, the embed code and constants (the texts: demo-messages.ts) (spec: screens, entities "Branding",
 * error catalogue "Audio", limits). Plain code without zod: both pages parse untrusted query input with these
 * small checks, and the embeddable page must stay light.
 */

export const DEMO_PLAYLIST_PATH = '/demo-playlist';
export const DEMO_PLAYER_PATH = '/demo-player';

/** Spec: limits. */
export const DEFAULT_BRAND_COLOR = '#2563eb';
export const DEFAULT_COMPANY_NAME = 'KI-Telefonassistent Demos';
export const EMBED_HEIGHT_PER_TRACK_PX = 200;
export const COPY_CONFIRMATION_MS = 2000;
export const MINI_PLAYER_SCROLL_PX = 100;
/** `postMessage` type with which /demo-player reports its height to the embedding page (read by /embed.js). */
export const DEMO_PLAYER_HEIGHT_MESSAGE = 'rufbereit:demo-player-height';
/** Longest company name taken from the query (ours: a title, not an essay). */
export const MAX_COMPANY_NAME_LENGTH = 80;

export interface Branding {
  companyName: string;
  /** Always a `#rrggbb` / `#rgb` colour: safe in a style. */
  primaryColor: string;
  /** An https URL or a path on this site, or undefined. */
  logo?: string;
}

export interface DemoPageQuery {
  category: DemoCategoryFilter;
  branding: Branding;
  standalone: boolean;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `color` only as a hex colour, otherwise the default. */
export const brandColor = (value: string | null | undefined): string => (value && HEX_COLOR.test(value.trim()) ? value.trim() : DEFAULT_BRAND_COLOR);

/** `logo` only as an https URL or a path on this site (not `//host`, which is another site). */
export function brandLogo(value: string | null | undefined): string | undefined {
  const logo = value?.trim();
  if (!logo) return undefined;
  if (logo.startsWith('/') && !logo.startsWith('//') && !logo.includes('\\')) return logo;
  try {
    const url = new URL(logo);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `company` only as one line of text (the shared text rules, `asOneLine`): control, bidi and
 * zero-width characters become spaces, whitespace collapsed, length capped (by code point, so no
 * surrogate pair is cut). React escapes it; oEmbed puts it into the iframe's title.
 */
export function brandCompanyName(value: string | null | undefined): string {
  const text = Array.from(asOneLine(value ?? '').replace(/\s+/g, ' ').trim()).slice(0, MAX_COMPANY_NAME_LENGTH).join('').trim();
  return text || DEFAULT_COMPANY_NAME;
}

/** Reads the query of /demo-playlist and /demo-player: unknown or unsafe values become the defaults. */
export function parseDemoPageQuery(params: URLSearchParams): DemoPageQuery {
  const category = params.get('category');
  const logo = brandLogo(params.get('logo'));
  return {
    category: isDemoCategoryFilter(category) ? category : ALL_DEMOS,
    branding: {
      companyName: brandCompanyName(params.get('company')),
      primaryColor: brandColor(params.get('color')),
      ...(logo ? { logo } : {}),
    },
    standalone: params.get('standalone') === 'true',
  };
}

/** Address of the embeddable player: category, standalone=true and any branding that is not the default. */
export function demoPlayerUrl(origin: string, category: DemoCategoryFilter, branding: Branding): string {
  const params = new URLSearchParams({ category, standalone: 'true' });
  if (branding.companyName !== DEFAULT_COMPANY_NAME) params.set('company', branding.companyName);
  if (branding.primaryColor !== DEFAULT_BRAND_COLOR) params.set('color', branding.primaryColor);
  if (branding.logo) params.set('logo', branding.logo);
  return `${origin}${DEMO_PLAYER_PATH}?${params.toString()}`;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Height of the iframe snippet: 200 px per track shown, at least one (spec: screens). */
export const embedHeight = (trackCount: number): number => EMBED_HEIGHT_PER_TRACK_PX * Math.max(1, trackCount);

/**
 * The iframe snippet (spec: screens): width 100 %, 200 px per track shown, autoplay allowed.
 * `height` and `maxWidth` are the oEmbed answer's (its maxheight / maxwidth).
 */
export function embedCode(options: {
  origin: string;
  category: DemoCategoryFilter;
  branding: Branding;
  trackCount: number;
  title: string;
  height?: number;
  maxWidth?: number;
}): string {
  const height = options.height ?? embedHeight(options.trackCount);
  const style = options.maxWidth === undefined ? 'border:0' : `border:0;max-width:${options.maxWidth}px`;
  const src = escapeAttribute(demoPlayerUrl(options.origin, options.category, options.branding));
  return `<iframe src="${src}" width="100%" height="${height}" style="${style}" allow="autoplay" title="${escapeAttribute(options.title)}"></iframe>`;
}

