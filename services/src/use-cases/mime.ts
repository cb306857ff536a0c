/**
 * A raw MIME message (RFC 5322/2045) for SES SendRawEmail: text and HTML alternatives plus
 * attachments (here the .ics invitation). Every part is base64, every header non-ASCII word
 * RFC 2047-encoded, so German text survives any mail server.
 */
import { randomUUID } from 'node:crypto';
import type { OutgoingMail } from './ports';

export interface MimeAttachment {
  filename: string;
  /** e.g. 'text/calendar; method=REQUEST; charset=UTF-8' */
  contentType: string;
  content: string;
}

/** A mail as the Mailer port sends it, plus attachments. */
export interface RawMail extends OutgoingMail {
  attachments?: readonly MimeAttachment[];
}

const encodeWord = (text: string): string => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`);

/** Base64 in lines of 76 characters. */
const base64Lines = (text: string): string => Buffer.from(text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');

const part = (contentType: string, content: string, extraHeaders: string[] = []): string =>
  [`Content-Type: ${contentType}`, 'Content-Transfer-Encoding: base64', ...extraHeaders, '', base64Lines(content)].join('\r\n');

/**
 * An address header holds exactly one plain mailbox: no line break could add a header, no
 * `Name <a@b.c>` or list could add a recipient. The schemas refuse such input already; this is the
 * last line before the wire.
 */
const plainAddress = (header: string, value: string): string => {
  if (!/^[^\s<>",;:()\\[\]@]+@[^\s<>",;:()\\[\]@]+$/.test(value)) throw new Error(`${header} is not one plain address`);
  return value;
};

export function buildRawMail(mail: RawMail, boundarySeed: string = randomUUID()): string {
  const mixed = `mixed-${boundarySeed}`;
  const alternative = `alt-${boundarySeed}`;
  const headers = [
    `From: ${plainAddress('From', mail.from)}`,
    `To: ${plainAddress('To', mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${plainAddress('Reply-To', mail.replyTo)}`] : []),
    `Subject: ${encodeWord(mail.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
  ];
  const body = [
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${alternative}"`,
    '',
    `--${alternative}`,
    part('text/plain; charset=UTF-8', mail.text),
    `--${alternative}`,
    part('text/html; charset=UTF-8', mail.html),
    `--${alternative}--`,
    ...(mail.attachments ?? []).flatMap((a) => [
      `--${mixed}`,
      part(`${a.contentType}; name="${a.filename}"`, a.content, [`Content-Disposition: attachment; filename="${a.filename}"`]),
    ]),
    `--${mixed}--`,
    '',
  ];
  return [...headers, '', ...body].join('\r\n');
}
