import { describe, expect, it } from 'vitest';
import type { CsvRow } from '@rufbereit/shared';
import { csvCell, inboxCsv } from './inbox-csv';
import { decodeCursor, encodeCursor } from './inbox';
import { Refusal } from './refusal';

const row: CsvRow = {
  id: 'a',
  kind: 'demo_request',
  createdAt: '2026-07-01T10:30:00.000Z',
  name: 'Ute "Uhu" Umlaut',
  company: 'Äpfel & Birnen; GmbH',
  email: 'ute@beispiel.de',
  phone: '+49 30 1234',
  status: 'demo_geplant',
  crm: { status: 'failed', attempts: 3, lastError: 'x' },
  mail: { status: 'done', attempts: 1 },
  message: '=HYPERLINK("http://x";"klick")\nzweite Zeile',
  consentAt: '2026-07-01T10:30:00.000Z',
};

describe('the CSV export', () => {
  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('sagt "hallo"')).toBe('"sagt ""hallo"""');
    expect(csvCell('zwei\nZeilen')).toBe('"zwei\nZeilen"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Müller')).toBe('Müller');
  });

  it('writes phone numbers as they are, and protects every other cell starting with =, +, - or @', () => {
    for (const phone of ['+49 30 1234567', '+49 (0)30 123-456', '-030 1234567']) expect(csvCell(phone)).toBe(phone);
    for (const formula of ['+49+HYPERLINK("x")', '-2+3*cmd|x', '+A1', '=1+2', '@A1', '+49 30 1 ; x', '\t=1', '+1234567\r\n=2']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'"), formula).toBe(true);
    }
  });

  it('starts with a BOM and the German header, times in Berlin time, German labels', () => {
    const csv = inboxCsv([row]);
    expect(csv.startsWith('\uFEFFEingang;Name;Firma;E-Mail;Telefon;Leistung;Status;CRM;E-Mail-Versand;Nachricht;Einwilligung\r\n')).toBe(true);
    // The phone without an apostrophe; the message kept whole (a formula defused, the line break quoted); the consent time.
    expect(csv.slice(csv.indexOf('\r\n') + 2, -2)).toBe(
      `01.07.2026, 12:30;"Ute ""Uhu"" Umlaut";"Äpfel & Birnen; GmbH";ute@beispiel.de;+49 30 1234;;Demo geplant;Fehlgeschlagen;Gesendet;"'=HYPERLINK(""http://x"";""klick"")\nzweite Zeile";01.07.2026, 12:30`,
    );
  });
});

describe('the inbox cursor', () => {
  it('round-trips the index key and refuses anything else with 400', () => {
    const key = { id: 'a', inbox: 'all', createdKey: '2026-07-01T10:30:00.000Z#a' };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    for (const bad of ['abc', encodeCursor({ id: 'a' }), encodeCursor({ ...key, extra: 'x' }), encodeCursor({ ...key, id: 1 }), encodeCursor({ ...key, inbox: 'andere' }), encodeCursor({ ...key, createdKey: `${'x'.repeat(1200)}#a` }), encodeCursor({ ...key, id: 'b' }), Buffer.from('[1,2,3]').toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow(Refusal);
    }
  });
});
