/**
 * The inbox page's part of the live inbox: the tab title carries the number of new requests
 * ('(3) Admin Kontakte | Rufbereit'), and leaving the page (or closing the tab) ends the visit, so
 * what was there counts as seen on the next one.
 */
import { useEffect } from 'react';
import { titleWithNews } from '@rufbereit/shared';
import { useInboxNews } from '../../../lib/inbox-news/inbox-news';

export function useInboxVisit(pageTitle: string): void {
  const { countText, markSeen } = useInboxNews();

  useEffect(() => {
    // After the route's own head effect, which runs after this page's effects on the same commit.
    const timer = setTimeout(() => {
      document.title = titleWithNews(pageTitle, countText);
    }, 0);
    return () => clearTimeout(timer);
  }, [pageTitle, countText]);

  useEffect(() => {
    window.addEventListener('pagehide', markSeen);
    return () => {
      window.removeEventListener('pagehide', markSeen);
      markSeen();
    };
  }, [markSeen]);
}
