/**
 * The route table guard of the staff audit log: an admin route cannot be added without saying what it
 * records. Every admin route declares `audit` (an action, or why none); every admin route that can
 * change data (any method but GET) names an action unless it is a named exception below; a route with
 * an action may write the audit table. tests/security/audit-trail.test.ts then calls every route that
 * names an action and checks its entry.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutes, auditActions, type ApiRoute } from '@rufbereit/shared';
import { auditActionOf } from './audit-recorder';

/** Admin routes that may write without an entry, each with the reason (also in the route table). */
const WRITES_WITHOUT_ENTRY: Readonly<Record<string, string>> = {
  // A pending upload key and its presigned POST: nothing is published until the track is created or
  // updated, which is recorded (demoTrackCreated / demoTrackUpdated).
  createDemoAudioUpload: 'upload ticket only',
};

const adminRoutes = (apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.access === 'admin');

describe('the audit guard of the route table', () => {
  it.each(adminRoutes.map((r) => [r.id, r] as const))('%s declares its audit action or why it has none', (id, route) => {
    expect(route.audit, `${id}: declare audit: '<action>' or { notAudited: '<reason>' }`).toBeDefined();
    if (typeof route.audit === 'string') expect(auditActions).toContain(route.audit);
    else expect(route.audit?.notAudited.trim().length, `${id}: say why it writes no entry`).toBeGreaterThan(10);
  });

  it.each(adminRoutes.filter((r) => r.method !== 'GET').map((r) => [r.id, r] as const))('%s (changes data) names an action', (id, route) => {
    if (id in WRITES_WITHOUT_ENTRY) expect(typeof route.audit, `${id} is a named exception`).toBe('object');
    else expect(typeof route.audit, `${id} changes data: it must name its audit action`).toBe('string');
  });

  it('lets every route with an action write the audit table, and resolves it by the route key', () => {
    for (const route of adminRoutes.filter((r) => typeof r.audit === 'string')) {
      expect(route.grants, route.id).toContainEqual({ table: 'staff_audit', access: ['put'] });
      expect(auditActionOf({ routeKey: `${route.method} ${route.path}` }), route.id).toBe(route.audit);
    }
  });

  it('has a handler that writes an entry for every route with an action', () => {
    for (const route of adminRoutes.filter((r) => typeof r.audit === 'string')) {
      const code = readFileSync(new URL(`../handlers/${route.handler}.ts`, import.meta.url), 'utf8');
      expect(/\baudited\(|\brecordAudit\(/.test(code), `${route.handler}.ts writes no audit entry`).toBe(true);
    }
  });

  it('has no action declared outside admin routes, and no exception for a route that is gone', () => {
    expect((apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.access !== 'admin' && r.audit !== undefined).map((r) => r.id)).toEqual([]);
    for (const id of Object.keys(WRITES_WITHOUT_ENTRY)) expect(adminRoutes.some((r) => r.id === id), id).toBe(true);
  });
});
