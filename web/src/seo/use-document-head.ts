import { useEffect } from 'react';
import { OEMBED_JSON_TYPE, oembedLinkTitle } from '@rufbereit/shared';
import type { PageHead } from './page-head';

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

function setCanonical(href: string | undefined): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.append(el);
  }
  el.href = href;
}

function setOEmbed(href: string | undefined): void {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][type="${OEMBED_JSON_TYPE}"]`);
  if (href === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'alternate';
    el.type = OEMBED_JSON_TYPE;
    el.title = oembedLinkTitle;
    document.head.append(el);
  }
  el.href = href;
}

/**
 * Keeps <head> in step with the page after client-side navigation. The first render finds the
 * prerendered tags already in place and writes the same values again. `null`: the page sets its
 * head itself (a page whose head needs its lazily loaded content).
 */
export function useDocumentHead(head: PageHead | null): void {
  // Plain values as dependencies: a new but equal head object must not rewrite <head>.
  const active = head !== null;
  const { title = '', description = '', robots, canonical, oembed } = head ?? {};
  const keywords = head?.keywords?.join(', ') || undefined;
  const jsonLd = JSON.stringify(head?.jsonLd ?? []);
  useEffect(() => {
    if (!active) return;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('name', 'robots', robots);
    setMeta('name', 'keywords', keywords);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', canonical);
    setCanonical(canonical);
    setOEmbed(oembed);
    // Replacing the JSON-LD scripts is cheap and avoids comparing escaped with unescaped JSON.
    document.head.querySelectorAll('script[data-page-jsonld]').forEach((s) => s.remove());
    for (const data of JSON.parse(jsonLd) as unknown[]) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.pageJsonld = '';
      script.textContent = JSON.stringify(data);
      document.head.append(script);
    }
  }, [active, title, description, robots, keywords, canonical, oembed, jsonLd]);
}
