/**
 * Text from an address (a query parameter) shown as one line: every character the one-line rule
 * refuses becomes a space (controls, bidi overrides and isolates, zero-width, line separators), lone
 * surrogates are dropped, NFC. For what the site echoes without a form to refuse it (oEmbed, the
 * player's company name).
 * No zod here: the embeddable player imports it.
 */
export const asOneLine = (value: string): string =>
  value
    .replace(/[\uD800-\uDFFF]/gu, '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ');
