import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { scrollToSection, sectionHref } from '../lib/section-scroll';
import { pagePath } from '../lib/page-path';

interface SectionLinkProps {
  section: string;
  className?: string;
  children: ReactNode;
  /** Runs after the link was followed (e.g. closes the mobile menu). */
  onNavigate?: () => void;
}

const isModified = (e: MouseEvent): boolean => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

/**
 * Link to a landing-page section. On the landing page it scrolls there directly; elsewhere it
 * navigates to /?section={name}#{name} and the route scroll hook scrolls after the page rendered.
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (isModified(e)) return;
    if (pathname === pagePath('home') && scrollToSection(section)) e.preventDefault();
    onNavigate?.();
  };
  return (
    <Link to={sectionHref(section)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
