import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Buttons, trust notes and the like below the subtitle. */
  children?: ReactNode;
}

/** Top block of a content page; holds the page's only h1. */
export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-16 sm:py-24">
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">{title}</h1>
          {subtitle && <p className="mt-6 text-lg leading-relaxed text-slate-700 sm:text-xl">{subtitle}</p>}
          {children}
        </div>
      </Container>
    </div>
  );
}

/** Row of hero buttons: stacked on phones, side by side from the small breakpoint. */
export function HeroActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>;
}
