import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  const connectSources = ['https://cognito-idp.eu-central-1.amazonaws.com'];

  it('forbid framing of ordinary pages', () => {
    const headers = securityHeaders({ embeddable: false, connectSources });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://cognito-idp.eu-central-1.amazonaws.com");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('let any site frame the embeddable player', () => {
    const headers = securityHeaders({ embeddable: true, connectSources });
    expect(headers).not.toHaveProperty('x-frame-options');
    expect(headers['content-security-policy']).toContain('frame-ancestors *');
  });
});
