import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level; sections of a page use h2. */
  as?: 'h1' | 'h2' | 'h3';
}

/** Eyebrow, heading and intro paragraph at the top of a section. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'center', as: Tag = 'h2' }: SectionHeadingProps) {
  return (
    <div className={clsx('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
      <Tag id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </Tag>
      {intro && <p className="mt-4 text-lg text-slate-700">{intro}</p>}
    </div>
  );
}
