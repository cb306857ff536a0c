import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { CsvRow } from '@rufbereit/shared';
import { openAsGermanExcel } from '../testing/german-excel';
import { csvCell, csvPhoneCell, inboxCsv } from './inbox-csv';
import { inboxXlsx } from '../http/inbox-xlsx';
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
const contact: CsvRow = { ...row, id: 'b', kind: 'contact', phone: '01761234567', status: undefined, servicePreference: 'consultation', createdAt: '2026-01-15T07:05:00.000Z', message: undefined };

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('the CSV export', () => {
  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('sagt "hallo"')).toBe('"sagt ""hallo"""');
    expect(csvCell('zwei\nZeilen')).toBe('"zwei\nZeilen"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Müller')).toBe('Müller');
  });

  it('writes a phone number as a formula yielding its own text, and protects every other cell starting with =, +, - or @', () => {
    for (const phone of ['+49 30 1234567', '+49 (0)30 123-456', '-030 1234567', '01761234567']) expect(csvPhoneCell(phone)).toBe(`"=""${phone}"""`);
    for (const formula of ['+49+HYPERLINK("x")', '-2+3*cmd|x', '+A1', '=1+2', '@A1', '+49 30 1 ; x', '\t=1', '+1234567\r\n=2']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'"), formula).toBe(true);
      // Something in the phone field that is no phone number is text, protected the same way.
      expect(csvPhoneCell(formula)).toBe(csvCell(formula));
    }
  });

  it('starts with a BOM and the German header; kind and states German, times ISO in Berlin time', () => {
    const csv = inboxCsv([row]);
    expect(csv.startsWith('\uFEFFArt;Eingang;Name;Firma;E-Mail;Telefon;Leistung;Status;CRM;E-Mail-Versand;Nachricht;Einwilligung\r\n')).toBe(true);
    expect(csv.slice(csv.indexOf('\r\n') + 2, -2)).toBe(
      `Demo-Anfrage;2026-07-01 12:30;"Ute ""Uhu"" Umlaut";"Äpfel & Birnen; GmbH";ute@beispiel.de;"=""+49 30 1234""";;Demo geplant;Fehlgeschlagen;Gesendet;"'=HYPERLINK(""http://x"";""klick"")\nzweite Zeile";2026-07-01 12:30`,
    );
  });

  it('opens in German Excel with the phone as text (leading zero, no apostrophe), real dates, German labels and no formula but the phone', () => {
    const sheet = openAsGermanExcel(bytes(inboxCsv([contact, row])));
    expect(sheet[0]?.map((c) => (c.type === 'text' ? c.value : c.type))).toEqual(['Art', 'Eingang', 'Name', 'Firma', 'E-Mail', 'Telefon', 'Leistung', 'Status', 'CRM', 'E-Mail-Versand', 'Nachricht', 'Einwilligung']);
    const [, first, second] = sheet;
    expect(first?.[0]).toEqual({ type: 'text', value: 'Kontaktanfrage' });
    expect(first?.[1]).toEqual({ type: 'date', value: '2026-01-15 08:05' });
    expect(first?.[5]).toEqual({ type: 'text', value: '01761234567' });
    expect(first?.[6]).toEqual({ type: 'text', value: 'Ich habe Fragen und wünsche eine Erstberatung' });
    expect(second?.[0]).toEqual({ type: 'text', value: 'Demo-Anfrage' });
    expect(second?.[5]).toEqual({ type: 'text', value: '+49 30 1234' });
    expect(second?.[7]).toEqual({ type: 'text', value: 'Demo geplant' });
    // Summer time: 10:30 UTC is 12:30 in Berlin.
    expect(second?.[11]).toEqual({ type: 'date', value: '2026-07-01 12:30' });
    expect(second?.[10]).toEqual({ type: 'text', value: `'=HYPERLINK("http://x";"klick")\nzweite Zeile` });
  });

  it('runs nothing an attacker typed: names, companies, e-mails and messages starting like a formula stay text', () => {
    const attacks = ['=cmd|\' /C calc\'!A0', '+SUM(1+1)*cmd|x', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '="x"&HYPERLINK("http://evil")', '=""'];
    for (const attack of attacks) {
      const hostile: CsvRow = { ...row, name: attack, company: attack, email: attack, phone: attack, message: attack };
      const cells = openAsGermanExcel(bytes(inboxCsv([hostile])))[1] ?? [];
      for (const cell of cells) expect(cell.type, `${attack} → ${JSON.stringify(cell)}`).not.toBe('formula');
      expect(cells[2]).toEqual({ type: 'text', value: `'${attack}` });
    }
  });
});

describe('the .xlsx export', () => {
  it('has typed cells: the phone a string with its leading zero, the times dates, German labels, formulas defused', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await inboxXlsx([contact, { ...row, name: '=1+2' }], 'Demo-Anfragen')) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Demo-Anfragen');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Art', 'Eingang', 'Name', 'Firma', 'E-Mail', 'Telefon', 'Leistung', 'Status', 'CRM', 'E-Mail-Versand', 'Nachricht', 'Einwilligung']);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBe('Kontaktanfrage');
    expect(first?.getCell(6).value).toBe('01761234567');
    expect(first?.getCell(6).type).toBe(ExcelJS.ValueType.String);
    const created = first?.getCell(2);
    expect(created?.type).toBe(ExcelJS.ValueType.Date);
    // Berlin wall time (08:05 in winter), shown German.
    expect((created?.value as Date).toISOString()).toBe('2026-01-15T08:05:00.000Z');
    expect(created?.numFmt).toBe('dd.mm.yyyy hh:mm');
    const second = sheet?.getRow(3);
    expect(second?.getCell(3).value).toBe("'=1+2");
    expect(second?.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(second?.getCell(8).value).toBe('Demo geplant');
    expect((second?.getCell(12).value as Date).toISOString()).toBe('2026-07-01T12:30:00.000Z');
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
