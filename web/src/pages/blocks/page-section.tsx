import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';

interface PageSectionProps {
  /** Anchor id of the section; the heading gets `{id}-heading` and names the section. */
  id: string;
  heading: string;
  eyebrow?: string;
  intro?: string;
  /** Light grey background to separate neighbouring sections. */
  muted?: boolean;
  align?: 'left' | 'center';
  children: ReactNode;
}

/** A titled section of a content page (a region landmark named by its h2). */
export function PageSection({ id, heading, eyebrow, intro, muted, align, children }: PageSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={clsx('py-16 sm:py-20', muted && 'bg-slate-50')}>
      <Container>
        <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={heading} intro={intro} align={align} />
        {children}
      </Container>
    </section>
  );
}
