/**
 * The requested path as the 404 page shows it: "as requested", but readable. Percent-encoded
 * letters and digits outside ASCII (umlauts, ß, other scripts) are shown decoded, as the address bar
 * shows them; every other escape stays as it was sent. So a trailing space stays `%20`, an encoded
 * percent sign `%25`, an encoded slash `%2F`: `/ki-terminbuchung%20` is never shown as the existing
 * page `/ki-terminbuchung`. A malformed escape is shown as it came.
 */
export function displayPath(rawPath: string): string {
  return rawPath.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(run);
    } catch {
      return run;
    }
    let shown = '';
    let offset = 0;
    for (const char of decoded) {
      // Each character used as many escapes (%XX) as its UTF-8 bytes.
      const escapes = encodeURIComponent(char).split('%').length - 1 || 1;
      const original = run.slice(offset, offset + escapes * 3);
      offset += escapes * 3;
      shown += isReadableNonAscii(char) ? char : original;
    }
    return shown;
  });
}

const isReadableNonAscii = (char: string): boolean => (char.codePointAt(0) ?? 0) > 0x7f && /^[\p{L}\p{M}\p{N}]$/u.test(char);
