import { Link, useLocation } from 'react-router-dom';
import { notFoundMessages } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { buttonClasses } from '../components/ui/button';
import { notFoundHead } from '../seo/page-head';
import { useDocumentHead } from '../seo/use-document-head';
import { useIsClient } from '../hooks/use-is-client';
import { displayPath } from './not-found/display-path';
import { pagePath } from '../lib/page-path';
import { notFoundTexts as t } from '../content/not-found';

/** Unknown paths: heading, the requested path, and ways back (spec: buttons to / and /terminvergabe). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentHead(notFoundHead);
  // 404.html is prerendered once (for /404) and served for every unknown path; only the browser
  // knows which path was asked for, so the prerendered text names none.
  const isClient = useIsClient();
  const shown = displayPath(pathname);
  return (
    <Container className="py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{notFoundMessages.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {isClient ? (
          <>
            {t.pathBefore} <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-base break-all text-slate-900">{shown}</code>{' '}
            {t.pathAfter}
          </>
        ) : (
          t.generic
        )}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={pagePath('home')} className={buttonClasses('primary', 'md')}>
          {t.home}
        </Link>
        <Link to={pagePath('aiBooking')} className={buttonClasses('outline', 'md')}>
          {t.booking}
        </Link>
      </div>
    </Container>
  );
}
