import { describe, expect, it } from 'vitest';
import { PAGE_CACHE, IMMUTABLE_CACHE, candidateFiles, matchesPathPattern, redirectFor, resolveSitePath } from './path-rules';

const dist = new Set(['index.html', '404.html', 'kontakt/index.html', 'contact/index.html', 'assets/index-abc123.js', 'favicon.svg', 'demo-player/index.html']);
const exists = (file: string): boolean => dist.has(file);

describe('resolveSitePath', () => {
  it('rewrites page paths to their prerendered index.html', () => {
    expect(resolveSitePath('/', exists)).toEqual({ kind: 'file', file: 'index.html', cacheControl: PAGE_CACHE });
    expect(resolveSitePath('/kontakt', exists)).toMatchObject({ kind: 'file', file: 'kontakt/index.html' });
    expect(resolveSitePath('/kontakt/', exists)).toMatchObject({ kind: 'file', file: 'kontakt/index.html' });
    expect(resolveSitePath('/kontakt?x=1#contact', exists)).toMatchObject({ kind: 'file', file: 'kontakt/index.html' });
    expect(resolveSitePath('/contact', exists)).toMatchObject({ kind: 'file', file: 'contact/index.html' });
  });

  it('sends exactly /demo-player and /demo-playlist to their API path with the query as it came, like their CloudFront behaviours', () => {
    expect(resolveSitePath('/demo-player?category=beauty&color=%23ff0000', exists)).toEqual({ kind: 'playerPage', apiUrl: '/api/player-pages/demo-player?category=beauty&color=%23ff0000' });
    expect(resolveSitePath('/demo-playlist', exists)).toEqual({ kind: 'playerPage', apiUrl: '/api/player-pages/demo-playlist' });
    // Other paths under /demo-player* stay the prerendered files (CloudFront's /demo-player* behaviour).
    expect(resolveSitePath('/demo-player/', exists)).toMatchObject({ kind: 'file', file: 'demo-player/index.html' });
    expect(resolveSitePath('/demo-player/index.html', exists)).toMatchObject({ kind: 'file', file: 'demo-player/index.html' });
  });

  it('serves hashed assets with a long, immutable cache', () => {
    expect(resolveSitePath('/assets/index-abc123.js', exists)).toEqual({ kind: 'file', file: 'assets/index-abc123.js', cacheControl: IMMUTABLE_CACHE });
    expect(resolveSitePath('/favicon.svg', exists)).toMatchObject({ kind: 'file', cacheControl: PAGE_CACHE });
  });

  it('answers unknown paths, missing files and the 404 page itself with the 404 page', () => {
    for (const path of ['/gibt-es-nicht', '/assets/missing.js', '/404', '/404.html', '/ueber-uns']) {
      expect(resolveSitePath(path, exists)).toEqual({ kind: 'notFound', file: '404.html' });
    }
  });

  it('never looks outside the site root', () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2F..%2Fpackage.json', '/a%00b', '/a%5C..%5Cb']) {
      expect(resolveSitePath(path, () => true)).toEqual({ kind: 'notFound', file: '404.html' });
    }
  });

  it('routes /api and /media', () => {
    expect(resolveSitePath('/api/contacts', exists)).toEqual({ kind: 'api' });
    expect(resolveSitePath('/api', exists)).toEqual({ kind: 'api' });
    expect(resolveSitePath('/apiary', exists)).toEqual({ kind: 'notFound', file: '404.html' });
    expect(resolveSitePath('/media/audio/Demo%20Friseur.mp3', exists)).toEqual({ kind: 'media', key: 'media/audio/Demo Friseur.mp3' });
    expect(resolveSitePath('/media/', exists)).toEqual({ kind: 'notFound', file: '404.html' });
  });

  it('redirects permanently, comparing the decoded path and keeping the query', () => {
    expect(resolveSitePath('/terminvergabe%20', exists)).toEqual({ kind: 'redirect', location: '/terminvergabe' });
    expect(resolveSitePath('/terminvergabe%2520', exists)).toEqual({ kind: 'redirect', location: '/terminvergabe' });
    expect(resolveSitePath('/ki-terminbuchung%20', exists)).toEqual({ kind: 'redirect', location: '/terminvergabe' });
    expect(resolveSitePath('/ki-terminbuchung%2520?x=1', exists)).toEqual({ kind: 'redirect', location: '/terminvergabe?x=1' });
    expect(resolveSitePath('/ki-terminbuchung%20/', exists)).toEqual({ kind: 'redirect', location: '/terminvergabe' });
    expect(resolveSitePath('/branchen/physiotherapie?utm=x', exists)).toEqual({ kind: 'redirect', location: '/branchen/physiotherapiepraxen?utm=x' });
    expect(redirectFor('/terminvergabe ')).toBe('/terminvergabe');
    expect(redirectFor('/branchen/physiotherapie/')).toBe('/branchen/physiotherapiepraxen');
    expect(redirectFor('/terminvergabe')).toBeUndefined();
    expect(redirectFor('/%E0%A4%A')).toBeUndefined();
  });
});

describe('candidateFiles', () => {
  it('tries the folder index, then a .html file', () => {
    expect(candidateFiles('/a/b')).toEqual(['a/b/index.html', 'a/b.html']);
    expect(candidateFiles('/robots.txt')).toEqual(['robots.txt']);
  });
});

describe('matchesPathPattern', () => {
  it('matches CloudFront behaviour patterns', () => {
    expect(matchesPathPattern('/demo-player*', '/demo-player')).toBe(true);
    expect(matchesPathPattern('/demo-player*', '/demo-player/')).toBe(true);
    expect(matchesPathPattern('/demo-player*', '/demo-playlist')).toBe(false);
    expect(matchesPathPattern('/demo-player*', '/x/demo-player')).toBe(false);
    expect(matchesPathPattern('/a.b*', '/aXb')).toBe(false);
  });
});
