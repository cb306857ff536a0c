import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, CUSTOMER_HOME, destinationAfterSignIn } from './destination';

describe('destinationAfterSignIn', () => {
  const admin = { isAdmin: true };
  const customer = { isAdmin: false };

  it('sends admins to the inbox and customers to their configuration by default', () => {
    expect(destinationAfterSignIn(admin, null)).toBe(ADMIN_HOME);
    expect(destinationAfterSignIn(customer, null)).toBe(CUSTOMER_HOME);
  });

  it('returns to the page the user came from when they may open it', () => {
    expect(destinationAfterSignIn(customer, '/upload')).toBe('/upload');
    expect(destinationAfterSignIn(admin, '/admin/users?x=1')).toBe('/admin/users?x=1');
    expect(destinationAfterSignIn(customer, '/admin/users')).toBe(CUSTOMER_HOME);
  });

  it('never leaves the site or loops back to a sign-in page', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login', '/auth?redirect=/upload', '/gibt-es-nicht']) {
      expect(destinationAfterSignIn(admin, bad), bad).toBe(ADMIN_HOME);
    }
  });
});
