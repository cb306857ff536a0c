import { describe, expect, it } from 'vitest';
import { buildRawMail } from './mime';

/** The decoded body of the part whose headers contain `contentType`. */
function partBody(raw: string, contentType: string): string | undefined {
  const part = raw.split(/\r\n--[^\r\n]+\r\n/).find((p) => p.includes(`Content-Type: ${contentType}`));
  const body = part?.split('\r\n\r\n')[1];
  return body === undefined ? undefined : Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
}

describe('buildRawMail', () => {
  const raw = buildRawMail(
    {
      from: 'website@rufbereit.de',
      to: 'erika@example.de',
      replyTo: 'vertrieb@rufbereit.de',
      subject: 'Ihr Kennenlerngespräch am Montag',
      text: 'Guten Tag Erika,\nbis gleich – Grüße',
      html: '<p>Guten Tag Erika</p>',
      attachments: [{ filename: 'kennenlerngespraech.ics', contentType: 'text/calendar; method=REQUEST; charset=UTF-8', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
    },
    'seed',
  );

  it('has the headers, with a non-ASCII subject encoded (RFC 2047)', () => {
    const head = raw.split('\r\n\r\n')[0] ?? '';
    expect(head).toContain('From: website@rufbereit.de');
    expect(head).toContain('To: erika@example.de');
    expect(head).toContain('Reply-To: vertrieb@rufbereit.de');
    expect(head).toContain(`Subject: =?UTF-8?B?${Buffer.from('Ihr Kennenlerngespräch am Montag').toString('base64')}?=`);
    expect(head).toContain('Content-Type: multipart/mixed; boundary="mixed-seed"');
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });

  it('carries text, HTML and the .ics attachment, each base64', () => {
    expect(partBody(raw, 'text/plain')).toBe('Guten Tag Erika,\nbis gleich – Grüße');
    expect(partBody(raw, 'text/html')).toBe('<p>Guten Tag Erika</p>');
    expect(partBody(raw, 'text/calendar')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(raw).toContain('Content-Disposition: attachment; filename="kennenlerngespraech.ics"');
    expect(raw.trimEnd().endsWith('--mixed-seed--')).toBe(true);
  });

  it('refuses an address header that is not one plain mailbox (a display name, a list or a line break)', () => {
    const mail = { from: 'website@rufbereit.de', to: 'erika@example.de', subject: 'x', text: 'x', html: 'x' };
    for (const to of ['x<a@b.c>', 'Eve <a@b.c>', 'a@b.c, c@d.e', 'a@b.c\r\nBcc: c@d.e', 'a@b.c\nX: y']) {
      expect(() => buildRawMail({ ...mail, to })).toThrow('To is not one plain address');
    }
    expect(() => buildRawMail({ ...mail, replyTo: 'a@b.c\r\nBcc: c@d.e' })).toThrow('Reply-To is not one plain address');
  });
});
