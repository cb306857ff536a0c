/**
 * The pixel width of a WebP file, from its header (Google's "WebP Container Specification" and "WebP
 * Lossless Bitstream Specification"): VP8X keeps the canvas width minus one in 24 bits, VP8 (lossy) the
 * frame width in 14 bits after its start code, VP8L the width minus one in the first 14 bits after its signature.
 */
export function webpWidth(file: Buffer): number {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return file.readUIntLE(24, 3) + 1;
  if (chunk === 'VP8 ') return file.readUInt16LE(26) & 0x3fff;
  if (chunk === 'VP8L') return (file.readUInt16LE(21) & 0x3fff) + 1;
  throw new Error(`unknown WebP chunk ${chunk}`);
}
