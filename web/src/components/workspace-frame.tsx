import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { siteSettings } from '@rufbereit/shared';
import { Container } from './ui/container';

interface WorkspaceFrameProps {
  /** Where the brand leads (the workspace's home once signed in, the public site before). */
  homePath: string;
  /** 'Verwaltung' or 'Kundenbereich' beside the brand; none before sign-in. */
  area?: string;
  /** Right of the brand: the account menu (from 768 px) and the phone menu's button. */
  actions?: ReactNode;
  /** Under the brand row from 768 px: the workspace's navigation. */
  nav?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page behind sign-in: a plain bar of its own (no marketing navigation, no
 * 'Kostenlos starten', no footer) and the page as the main landmark. The prerendered page (sign-in
 * form or 'Wird geladen...') uses it as well, so signing in changes the bar's content, not the page's frame.
 */
export function WorkspaceFrame({ homePath, area, actions, nav, children }: WorkspaceFrameProps) {
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <Container className="flex min-h-14 items-center justify-between gap-3 py-2">
          <p className="flex min-w-0 items-baseline gap-2">
            <Link
              to={homePath}
              className="shrink-0 rounded-md text-lg font-bold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {siteSettings.brandName}
            </Link>
            {area && <span className="truncate text-sm font-medium text-slate-600">{area}</span>}
          </p>
          {actions}
        </Container>
        {nav}
      </header>
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] bg-white pb-16 focus:outline-none">
        {children}
      </main>
    </>
  );
}
