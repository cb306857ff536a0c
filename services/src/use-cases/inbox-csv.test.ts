import { describe, expect, it } from 'vitest';
import type { InboxRow } from '@rufbereit/shared';
import { csvCell, inboxCsv } from './inbox-csv';
import { decodeCursor, encodeCursor } from './inbox';
import { HttpError } from '../http/http-error';

const row: InboxRow = {
  id: 'a',
  kind: 'demo_request',
  createdAt: '2026-07-01T10:30:00.000Z',
  name: 'Ute "Uhu" Umlaut',
  company: 'Äpfel & Birnen; GmbH',
  email: 'ute@beispiel.de',
  phone: '+49 30 1',
  status: 'demo_geplant',
  crm: { status: 'failed', attempts: 3, lastError: 'x' },
  mail: { status: 'done', attempts: 1 },
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

  it('starts with a BOM and the German header, times in Berlin time, German labels', () => {
    const csv = inboxCsv([row]);
    expect(csv.startsWith('\uFEFFEingang;Name;Firma;E-Mail;Telefon;Leistung;Status;CRM;E-Mail-Versand\r\n')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(`01.07.2026, 12:30;"Ute ""Uhu"" Umlaut";"Äpfel & Birnen; GmbH";ute@beispiel.de;'+49 30 1;;Demo geplant;Fehlgeschlagen;Gesendet`);
  });
});

describe('the inbox cursor', () => {
  it('round-trips the index key and refuses anything else with 400', () => {
    const key = { id: 'a', inbox: 'all', createdKey: '2026-07-01T10:30:00.000Z#a' };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    for (const bad of ['abc', encodeCursor({ id: 'a' }), encodeCursor({ ...key, extra: 'x' }), encodeCursor({ ...key, id: 1 }), encodeCursor({ ...key, inbox: 'andere' }), encodeCursor({ ...key, createdKey: `${'x'.repeat(1200)}#a` }), encodeCursor({ ...key, id: 'b' }), Buffer.from('[1,2,3]').toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow(HttpError);
    }
  });
});
