import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Container } from './container';
import { SectionHeading } from './section-heading';

interface PageSectionProps {
  /** Anchor id of the section; the heading gets `{id}-heading` and names the section. */
  id: string;
  heading: ReactNode;
  /** The heading's id when it is not `{id}-heading` (the ROI calculator's 'roi-heading'). */
  headingId?: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Light grey background to separate neighbouring sections. */
  muted?: boolean;
  align?: 'left' | 'center';
  /** The section's own classes (background, padding) instead of the content pages' default. */
  className?: string;
  /** Classes of the inner container (a narrower measure: `max-w-3xl`). */
  containerClassName?: string;
  /** Rendered before and after the container, inside the section (structured data). */
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A titled section (a region landmark named by its h2): the one shell of the landing-page sections and
 * the content pages, `<section><Container><SectionHeading>`.
 */
export function PageSection({ id, heading, headingId = `${id}-heading`, eyebrow, intro, muted, align, className, containerClassName, before, after, children }: PageSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={className ?? clsx('py-16 sm:py-20', muted && 'bg-slate-50')}>
      {before}
      <Container className={containerClassName}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={heading} intro={intro} align={align} />
        {children}
      </Container>
      {after}
    </section>
  );
}
