/**
 * Contrast rules for a brand colour taken from a player's query (`color=`): the players paint their
 * play button, progress bar and focus ring in it, with white icons on the button. WCAG 2.x AA asks
 * for 4.5:1 between text and its background, so a colour too light for white is darkened (same hue)
 * until white reaches that ratio. Plain code: the embeddable player must stay light.
 */

/** WCAG AA contrast for normal text (also more than the 3:1 a focus ring needs on white). */
export const MIN_TEXT_CONTRAST = 4.5;
export const WHITE = '#ffffff';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` / `#rrggbb` → [r, g, b] in 0–255; throws for anything else (callers pass checked colours). */
function channels(hex: string): [number, number, number] {
  if (!HEX_COLOR.test(hex)) throw new Error(`Not a hex colour: ${hex}`);
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rgb` / `#rrggbb` colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 … 21), in either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The brand colour as the players paint it: unchanged when white text on it reaches 4.5:1,
 * otherwise the lightest darker shade of the same hue that does (each channel scaled by the same
 * factor, found by bisection). `#rgb` comes back as `#rrggbb` only when it had to change.
 */
export function accessibleBrandColor(hex: string): string {
  if (contrastRatio(WHITE, hex) >= MIN_TEXT_CONTRAST) return hex;
  const shade = (factor: number) => shadeOf(hex, factor);
  // Invariant: `low` passes (black always does), `high` fails.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const mid = (low + high) / 2;
    if (contrastRatio(WHITE, shade(mid)) >= MIN_TEXT_CONTRAST) low = mid;
    else high = mid;
  }
  return shade(low);
}

/** A darker shade of the same hue (each channel times `factor`, 0 … 1), e.g. for a hover state. */
export function shadeOf(hex: string, factor: number): string {
  return toHex(channels(hex).map((c) => c * Math.min(1, Math.max(0, factor))));
}
