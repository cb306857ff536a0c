/**
 * The events the page reports without its components knowing (issue 40): one delegated listener each,
 * installed once with the first page view.
 * - `ctaClick`: a click on a link to a conversion page (the free trial, the contact page), named by the
 *   target page's slug; a CTA in any section counts without being marked.
 * - `formStart`: the first focus inside a form marked `data-analytics-form="contact|demoRequest|introCall"`,
 *   once per form and page view.
 * - `demoPlayStart` / `demoPlayFinish`: a player inside an element marked `data-track="{id}"` (the demo
 *   cards of the landing page, the industry pages and /demo-playlist) started sound / played to its end
 *   (the player's bubbling playback events), once per track and page view; a finish only after a start
 *   in the same page view. The embeddable player's page never installs these listeners.
 * `introCallBooked` is reported where it happens (reportEvent).
 */
import { analyticsForms } from '@rufbereit/shared';
import { PLAYBACK_ENDED_EVENT, PLAYBACK_STARTED_EVENT } from '../../components/audio-player/playback-events';
import { pagePath } from '../page-path';

/** Conversion pages and the CTA name their links count under. */
const CTA_TARGETS: Readonly<Record<string, string>> = { [pagePath('freeTrial')]: 'kostenlos-testen', [pagePath('contact')]: 'kontakt' };
export const ANALYTICS_FORM_ATTR = 'data-analytics-form';

type Report = (name: 'ctaClick' | 'formStart' | 'demoPlayStart' | 'demoPlayFinish', detail: { cta?: string; form?: (typeof analyticsForms)[number]; trackId?: string }) => void;

/** The CTA name of a click target, when it is (inside) a link to a conversion page of this site. */
export function ctaOf(target: EventTarget | null, origin: string): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  const url = new URL(link.href, origin);
  return url.origin === origin ? CTA_TARGETS[url.pathname.replace(/\/+$/, '') || pagePath('home')] : undefined;
}

const formOf = (target: EventTarget | null): (typeof analyticsForms)[number] | undefined => {
  const name = target instanceof Element ? target.closest(`form[${ANALYTICS_FORM_ATTR}]`)?.getAttribute(ANALYTICS_FORM_ATTR) : undefined;
  return analyticsForms.find((form) => form === name);
};

/** The demo track of the card a player plays in. */
const trackOf = (target: EventTarget | null): string | undefined => (target instanceof Element ? target.closest('[data-track]')?.getAttribute('data-track') : undefined) ?? undefined;

let installed = false;
/** What was reported once on the current page view: forms started (`form`), demo plays (`demoPlayStart#id`, `demoPlayFinish#id`). */
const started = new Set<string>();

/** A new page view: each form may be started and each demo played again. */
export const resetStartedForms = (): void => started.clear();

export function watchInteractions(report: Report): void {
  if (installed) return;
  installed = true;
  document.addEventListener(
    'click',
    (event) => {
      const cta = ctaOf(event.target, window.location.origin);
      if (cta) report('ctaClick', { cta });
    },
    { capture: true, passive: true },
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const form = formOf(event.target);
      if (!form || started.has(form)) return;
      started.add(form);
      report('formStart', { form });
    },
    { passive: true },
  );
  const reportPlay = (name: 'demoPlayStart' | 'demoPlayFinish') => (event: Event) => {
    const trackId = trackOf(event.target);
    const key = `${name}#${trackId}`;
    if (!trackId || started.has(key) || (name === 'demoPlayFinish' && !started.has(`demoPlayStart#${trackId}`))) return;
    started.add(key);
    report(name, { trackId });
  };
  document.addEventListener(PLAYBACK_STARTED_EVENT, reportPlay('demoPlayStart'));
  document.addEventListener(PLAYBACK_ENDED_EVENT, reportPlay('demoPlayFinish'));
}
