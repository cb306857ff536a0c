import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentLink } from '../../content/types';
import { buttonClasses } from '../../components/ui/button';

/** Site paths go through the router; tel:, mailto: and external addresses stay plain links. */
export const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

interface ContentLinkButtonProps {
  link: ContentLink;
  /** Complete class list; defaults to the large primary button. */
  className?: string;
  /** Shown after the label, e.g. an arrow icon (decorative). */
  trailing?: ReactNode;
}

/** A content link (label + href) styled as a button. */
export function ContentLinkButton({ link, className = buttonClasses('primary', 'lg'), trailing }: ContentLinkButtonProps) {
  const body = (
    <>
      {link.label}
      {trailing}
    </>
  );
  return isSitePath(link.href) ? (
    <Link to={link.href} className={className}>
      {body}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {body}
    </a>
  );
}
