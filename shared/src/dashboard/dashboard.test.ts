import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema, inboxFilterHref, parseInboxFilterParams } from './dashboard';

describe('dashboard contract', () => {
  it('links to the inbox with filters it reads back, ignoring anything unknown', () => {
    const href = inboxFilterHref({ list: 'demo-requests', status: 'demo_geplant', delivery: 'failed' });
    expect(href).toBe('/admin/contacts?liste=demo-requests&status=demo_geplant&zustand=failed');
    expect(parseInboxFilterParams(new URL(href, 'http://x').searchParams)).toEqual({ list: 'demo-requests', status: 'demo_geplant', delivery: 'failed' });
    expect(parseInboxFilterParams(new URLSearchParams('liste=<script>&status=__proto__&zustand=1'))).toEqual({});
  });

  it('accepts only real calendar days as `today`', () => {
    expect(dashboardQuerySchema.safeParse({ today: '2026-11-25' }).success).toBe(true);
    expect(dashboardQuerySchema.safeParse({}).success).toBe(true);
    for (const today of ['2026-02-31', '2026-11-25T00:00', '25.11.2026', '']) expect(dashboardQuerySchema.safeParse({ today }).success, today).toBe(false);
  });
});
