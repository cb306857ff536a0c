/**
 * One mailbox, many spellings. The per-address rules (REQUESTS_PER_ADDRESS_PER_HOUR, one open intro
 * call per address) and the GDPR routes' lookups key an address by its mailbox, so `name+1@…` and
 * `name+2@…` (and, at Gmail, `n.ame@googlemail.com`) are one person to them, as they are one inbox:
 * - case is ignored (mail providers treat the local part case-blind in practice);
 * - a plus-tag (`+…` up to the `@`) is dropped at every domain: the sub-addressing of RFC 5233 that
 *   Gmail, Outlook, iCloud, GMX, web.de and most servers deliver to the untagged mailbox;
 * - at gmail.com and googlemail.com (one service) dots in the local part are dropped and the domain is
 *   gmail.com: Gmail delivers `n.a.me@` and `name@` to the same inbox.
 * The stored request keeps the address as typed; only the rules' keys use this. docs/features/spam-protection.md.
 */
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const tag = local.indexOf('+');
  // `+tag@…` alone (nothing before the plus) is a mailbox of its own, not a tag.
  if (tag > 0) local = local.slice(0, tag);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
