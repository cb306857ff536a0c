import { useEffect } from 'react';
import { DEMO_PLAYER_HEIGHT_MESSAGE } from '@rufbereit/shared';

/**
 * Inside an iframe, tells the embedding page the document's height whenever it changes, so
 * /embed.js (web/public/embed.js) can size the iframe without a scrollbar or a gap. The height is
 * not secret, so any parent may read it.
 */
export function useReportHeight(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    const root = document.documentElement;
    let last = -1;
    const report = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: DEMO_PLAYER_HEIGHT_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(root);
    report();
    return () => observer.disconnect();
  }, [enabled]);
}
