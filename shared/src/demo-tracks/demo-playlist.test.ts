import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_COLOR, DEFAULT_COMPANY_NAME, embedCode, parseDemoPageQuery } from './demo-playlist';

const parse = (query: string) => parseDemoPageQuery(new URLSearchParams(query));

describe('parseDemoPageQuery', () => {
  it('has the spec defaults', () => {
    expect(parse('')).toEqual({ category: 'all', branding: { companyName: DEFAULT_COMPANY_NAME, primaryColor: DEFAULT_BRAND_COLOR }, standalone: false });
  });

  it('takes a known category, a hex colour, an https or site logo and standalone=true', () => {
    expect(parse('category=petcare&company=Salon%20Lux&color=%23ff0066&logo=https://cdn.example.de/l.png&standalone=true')).toEqual({
      category: 'petcare',
      branding: { companyName: 'Salon Lux', primaryColor: '#ff0066', logo: 'https://cdn.example.de/l.png' },
      standalone: true,
    });
    expect(parse('logo=/media/images/logo.png').branding.logo).toBe('/media/images/logo.png');
  });

  it('replaces untrusted values with the defaults', () => {
    const query = parse('category=alle&color=red;background:url(x)&logo=javascript:alert(1)&company=%0A%20%20');
    expect(query.category).toBe('all');
    expect(query.branding).toEqual({ companyName: DEFAULT_COMPANY_NAME, primaryColor: DEFAULT_BRAND_COLOR });
    expect(parse('logo=http://example.de/l.png').branding.logo).toBeUndefined();
    expect(parse('logo=//evil.example/l.png').branding.logo).toBeUndefined();
    expect(parse(`company=${'x'.repeat(200)}`).branding.companyName).toHaveLength(80);
  });
});

describe('embedCode', () => {
  it('is an iframe to /demo-player with category and standalone=true, 200 px per track, autoplay', () => {
    const code = embedCode({
      origin: 'https://rufbereit.de',
      category: 'health',
      branding: { companyName: DEFAULT_COMPANY_NAME, primaryColor: DEFAULT_BRAND_COLOR },
      trackCount: 2,
      title: 'Demos',
    });
    expect(code).toBe(
      '<iframe src="https://rufbereit.de/demo-player?category=health&amp;standalone=true" width="100%" height="400" style="border:0" allow="autoplay" title="Demos"></iframe>',
    );
  });

  it('escapes branding into the attribute', () => {
    const code = embedCode({
      origin: 'https://rufbereit.de',
      category: 'all',
      branding: { companyName: '"><script>', primaryColor: DEFAULT_BRAND_COLOR },
      trackCount: 1,
      title: '"><script>',
    });
    expect(code).not.toContain('<script>');
    expect(code).toContain('title="&quot;&gt;&lt;script&gt;"');
  });
});
