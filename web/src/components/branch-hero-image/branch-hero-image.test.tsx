// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, branchImageMessages, type BranchImageBody } from '@rufbereit/shared';
import { BranchHeroImage } from './branch-hero-image';
import { heroImageSources, imageVariantUrl } from './image-sources';

const image: BranchImageBody = {
  image_url: '/media/images/branches/tierarztpraxen-1.jpg',
  image_width: 1600,
  image_height: 1200,
  alt_text: 'Abstrakte Illustration mit Pfotenabdruck',
  image_score: 0.86,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's fetch, answered by the test: the component's only way out. */
function answer(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve().then(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderHero = () => render(<BranchHeroImage branch="tierarztpraxen" fallbackAlt="Tierärztin mit Hund" priority />);

describe('BranchHeroImage', () => {
  it('prerenders only the 4:3 loading skeleton (aria-busy), nothing fetched on the server', () => {
    const fetchMock = answer(() => json(200, image));
    const html = renderToString(<BranchHeroImage branch="tierarztpraxen" fallbackAlt="x" />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aspect-[4/3]');
    expect(html).not.toContain('<img');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API for its branch and shows the image with WebP 1x/2x sources, size and alt text', async () => {
    const fetchMock = answer(() => json(200, image));
    const { container } = renderHero();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();

    const img = await screen.findByRole('img', { name: image.alt_text });
    expect(fetchMock).toHaveBeenCalledWith(apiPaths.branchImage.replace('{branch}', 'tierarztpraxen'), expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(img).toHaveAttribute('src', `${image.image_url}?format=webp&quality=80&width=1600`);
    expect(img).toHaveAttribute('srcset', `${image.image_url}?format=webp&quality=80&width=960 1x, ${image.image_url}?format=webp&quality=80&width=1920 2x`);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'async');
    const narrow = container.querySelector('source');
    expect(narrow).toHaveAttribute('media', '(max-width: 767px)');
    expect(narrow?.getAttribute('srcset')).toBe(`${image.image_url}?format=webp&quality=80&width=640 1x, ${image.image_url}?format=webp&quality=80&width=1280 2x`);

    // Still busy until the picture has arrived.
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    fireEvent.load(img);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });

  it('loads lazily when not above the fold, and falls back to the page alt text', async () => {
    answer(() => json(200, { ...image, alt_text: '' }));
    render(<BranchHeroImage branch="tierarztpraxen" fallbackAlt="Tierärztin mit Hund" />);
    expect(await screen.findByRole('img', { name: 'Tierärztin mit Hund' })).toHaveAttribute('loading', 'lazy');
  });

  it.each([
    ['a 404 without configuration', () => json(404, { message: branchImageMessages.noConfig }), branchImageMessages.noConfig],
    ['a 404 without suitable image', () => json(404, { message: branchImageMessages.noSuitableImage }), branchImageMessages.noSuitableImage],
    ['a server error', () => json(500, { message: 'Ein interner Fehler ist aufgetreten.' }), branchImageMessages.configFailed],
    ['a gateway page instead of JSON', () => new Response('<html>Bad Gateway</html>', { status: 502 }), branchImageMessages.configFailed],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), branchImageMessages.configFailed],
    ['a rejected request', () => json(400, { message: 'Bitte überprüfen Sie Ihre Eingaben' }), branchImageMessages.unexpected],
    ['an answer of the wrong shape', () => json(200, { image_url: 42 }), branchImageMessages.unexpected],
  ])('shows the catalogue message for %s', async (_case, response, message) => {
    answer(response);
    const { container } = renderHero();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load image' when the image itself cannot be loaded", async () => {
    answer(() => json(200, image));
    renderHero();
    fireEvent.error(await screen.findByRole('img'));
    expect(await screen.findByText(branchImageMessages.imageFailed)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('image URLs', () => {
  it('adds format, quality and width, also to a URL with a query, and caps the fallback at 1920', () => {
    expect(imageVariantUrl('/a.jpg?v=2', 640)).toBe('/a.jpg?v=2&format=webp&quality=80&width=640');
    expect(heroImageSources({ image_url: '/big.jpg', image_width: 4000 }).fallbackSrc).toBe('/big.jpg?format=webp&quality=80&width=1920');
  });
});
