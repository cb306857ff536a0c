import { Fragment } from 'react';
import { siteSettings } from '@rufbereit/shared';

const linkClass =
  'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Contact data the legal texts mention, turned into links (the texts themselves stay plain strings). */
const linkTargets: ReadonlyArray<{ text: string; href: string }> = [
  { text: siteSettings.email, href: `mailto:${siteSettings.email}` },
  { text: siteSettings.phoneDisplay, href: `tel:${siteSettings.phone}` },
];

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One capturing group, so `split` keeps the matched contact data as its own parts. */
const pattern = new RegExp(`(${linkTargets.map((t) => escapeRegExp(t.text)).join('|')})`);

/** Renders a paragraph of a legal text with the company e-mail address and phone number as links. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(pattern).map((part, index) => {
        const target = linkTargets.find((t) => t.text === part);
        return target ? (
          <a key={index} href={target.href} className={linkClass}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </>
  );
}
