import { beforeAll, describe, expect, it } from 'vitest';
import { introCallMessages, siteRoutes, type BranchSlug } from '@rufbereit/shared';
import { loadBuildData } from '../../scripts/build-data';
import { render } from '../entry-server';
import type { BuildData } from '../lib/build-data';

/**
 * The guard of the fast first paint (no Lighthouse): each page whose largest content used to wait
 * for JavaScript must have it in the prerendered HTML, rendered exactly as the build's prerenderer
 * renders it (web/scripts/prerender.ts: entry-server's render with the seed's build data). A page
 * that loses it (a list fetched only after hydration, a form behind a session check, an image
 * chosen only by the API) fails here long before a Lighthouse run would show the slower LCP.
 */
let buildData: BuildData;
beforeAll(async () => {
  buildData = await loadBuildData();
});

const paths = (filter: (route: (typeof siteRoutes)[number]) => boolean): string[] => siteRoutes.filter(filter).map((route) => route.path);
/** Pages where the first-visit cookie sheet opens by itself: every indexable public page but these two. */
const readBeforeDeciding = ['/datenschutz', '/impressum'];
const firstVisitSheet = /<div[^>]*role="dialog"[^>]*data-first-visit-sheet=""[\s\S]*Wir verwenden nur technisch notwendige Cookies[\s\S]*Alle akzeptieren/;
const signInForm = /<form\b[\s\S]*<input[^>]*type="email"[\s\S]*<input[^>]*type="password"[\s\S]*<button[^>]*type="submit"/;

describe('prerendered HTML holds each page’s largest content', () => {
  it('/demo-playlist: every seeded track as a card with its title and description', async () => {
    const html = await render('/demo-playlist', buildData);
    const tracks = buildData.demoTracks ?? [];
    expect(tracks.length).toBeGreaterThan(0);
    for (const track of tracks) {
      expect(html, track.id).toContain(`data-track="${track.id}"`);
      expect(html).toContain(track.title);
      expect(html).toContain(track.description.replace(/&/g, '&amp;'));
    }
    expect(html).not.toContain('Lade Demo-Aufnahmen...');
  });

  it.each(['/login', '/auth', ...paths((route) => route.access === 'admin')])('%s: the sign-in form (e-mail, password, submit)', async (path) => {
    const html = await render(path, buildData);
    expect(html).toMatch(signInForm);
    expect(html).not.toContain('Wird geladen...');
  });

  it('/auth/reset-password: the reset form (e-mail, code, new password)', async () => {
    const html = await render('/auth/reset-password', buildData);
    expect(html).toMatch(/<form\b[\s\S]*type="email"[\s\S]*autoComplete="one-time-code"[\s\S]*type="password"/);
  });

  // Rendered only after hydration, the sheet's paragraph became the largest element of pages with
  // small text blocks late, holding their LCP back until the app had loaded.
  it.each(paths((route) => route.prerender && route.access === 'public' && route.indexable && !readBeforeDeciding.includes(route.path)))(
    '%s: the first-visit cookie sheet (hidden by a style rule where a choice is stored)',
    async (path) => {
      expect(await render(path, buildData)).toMatch(firstVisitSheet);
    },
  );

  it.each([...readBeforeDeciding, ...paths((route) => route.prerender && !route.indexable)])('%s: no first-visit cookie sheet', async (path) => {
    expect(await render(path, buildData)).not.toContain('data-first-visit-sheet');
  });

  it('/kennenlerngespraech/absagen: the heading and the explanation that hold for every link', async () => {
    const html = await render('/kennenlerngespraech/absagen', buildData);
    expect(html).toContain(introCallMessages.cancelHeading);
    expect(html).toContain(introCallMessages.cancelIntro);
  });

  it('/audio-performance-test: the seeded tracks\' URLs (a list arriving later pushed the form down)', async () => {
    const html = await render('/audio-performance-test', buildData);
    const tracks = buildData.demoTracks ?? [];
    expect(tracks.length).toBeGreaterThan(0);
    for (const track of tracks) expect(html).toContain(track.audioUrl.replace(/&/g, '&amp;'));
  });

  it.each(siteRoutes.filter((route) => route.branch).map((route) => [route.path, route.branch as BranchSlug]))(
    '%s: the hero image chosen from the seed, with its srcset, loaded eagerly',
    async (path, branch) => {
      const image = buildData.heroImages?.[branch];
      expect(image, `seeded hero image of ${branch}`).toBeDefined();
      const html = await render(path, buildData);
      const img = html.match(/<img\b[^>]*>/g)?.find((tag) => tag.includes(image?.image_url ?? '-'));
      expect(img, 'hero <img>').toBeDefined();
      expect(img).toMatch(/srcSet="[^"]*\b960 1x, [^"]*\b1920 2x"/);
      expect(img).toContain('fetchPriority="high"');
      expect(img).not.toContain('opacity-0');
      expect(html).toMatch(/<source media="\(max-width: 767px\)" srcSet="[^"]*640 1x, [^"]*1280 2x"/);
    },
  );
});
