import { OEMBED_JSON_TYPE, oembedLinkTitle, siteSettings } from '@rufbereit/shared';
import type { PageHead } from './page-head';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the tag. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The <head> tags of a page as HTML, for the prerenderer. Attribute names match useDocumentHead. */
export function headToHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}" />` : '',
    head.keywords?.length ? `<meta name="keywords" content="${escapeHtml(head.keywords.join(', '))}" />` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    head.oembed ? `<link rel="alternate" type="${OEMBED_JSON_TYPE}" href="${escapeHtml(head.oembed)}" title="${escapeHtml(oembedLinkTitle)}" />` : '',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="de_DE" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteSettings.brandName)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" />` : '',
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-page-jsonld>${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
