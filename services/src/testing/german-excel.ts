/**
 * Reads a CSV the way German Excel opens it by double-click (and LibreOffice with its defaults for
 * a `;` file): UTF-8 only with a byte order mark, `;` between cells, quotes only group a cell (they
 * never make it text), then each cell typed as Excel types what is typed into a cell: `=` starts a
 * formula (of which only `="text"` is understood here), `+`, `-` and `@` do too, digits become a
 * number (a leading zero is lost), `2026-07-01 12:30` becomes a date; the rest stays text, a leading
 * apostrophe included (Excel shows it in a CSV).
 */
export type SheetCell =
  | { type: 'text'; value: string }
  | { type: 'number'; value: number }
  | { type: 'date'; value: string }
  | { type: 'formula'; value: string }
  | { type: 'empty' };

/** Splits the records: `;` between cells, `"` groups (with `""` for a quote), CRLF ends a record. */
function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export function typedCell(raw: string): SheetCell {
  if (raw === '') return { type: 'empty' };
  const literal = /^="([^"]*)"$/.exec(raw);
  if (literal) return { type: 'text', value: literal[1] ?? '' };
  if (/^[=+\-@]/.test(raw)) return { type: 'formula', value: raw };
  if (/^\d+(,\d+)?$/.test(raw)) return { type: 'number', value: Number(raw.replace(',', '.')) };
  if (/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(raw)) return { type: 'date', value: raw };
  return { type: 'text', value: raw };
}

/** The sheet German Excel shows for these bytes; throws when it would show mojibake (no BOM). */
export function openAsGermanExcel(bytes: Uint8Array): SheetCell[][] {
  if (!(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) throw new Error('Without a BOM, Excel reads the file as Windows-1252');
  const text = new TextDecoder('utf-8').decode(bytes.subarray(3));
  return records(text).map((row) => row.map(typedCell));
}
