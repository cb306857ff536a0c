import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it.each([
    ['Name@Beispiel.de', 'name@beispiel.de'],
    ['name+1@beispiel.de', 'name@beispiel.de'],
    ['name+a+b@beispiel.de', 'name@beispiel.de'],
    ['n.a.me@beispiel.de', 'n.a.me@beispiel.de'],
    ['N.a.Me+x@GoogleMail.com', 'name@gmail.com'],
    ['n.ame@gmail.com', 'name@gmail.com'],
    ['+only@beispiel.de', '+only@beispiel.de'],
    ['  name@beispiel.de ', 'name@beispiel.de'],
  ])('%s → %s', (input, mailbox) => {
    expect(mailboxOf(input)).toBe(mailbox);
  });
});
