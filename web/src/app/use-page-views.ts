import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from '../lib/analytics/load-beacon';

/** The navigation last reported: React's StrictMode runs effects twice in development, a navigation counts once. */
let lastReportedKey: string | undefined;

/** Reports a page view for the first page and every route change (the beacon loads after the first paint). */
export function usePageViews(): void {
  const { pathname, key } = useLocation();
  useEffect(() => {
    if (key === lastReportedKey) return;
    lastReportedKey = key;
    reportPageView(pathname);
  }, [pathname, key]);
}
