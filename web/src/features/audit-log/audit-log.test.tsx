// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, infiniteQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditPage } from '@rufbereit/shared';
import { AuditLog } from './audit-log';

const page: AuditPage = {
  items: [
    { id: '3', at: '2026-11-27T10:03:00.000Z', by: 'chefin@example.com', action: 'requestExport', target: 'contacts', detail: '4 Zeilen' },
    { id: '2', at: '2026-11-27T10:02:00.000Z', by: 'chefin@example.com', action: 'selectionExport', target: 'demo-requests', detail: '1 Zeile' },
    { id: '1', at: '2026-11-27T10:01:00.000Z', by: 'chefin@example.com', action: 'roleGranted', target: 'vertrieb@example.com' },
  ],
};

// The log as the API answers it (the API's own tests are tests/integration/audit-log.test.ts).
vi.mock('./api', () => ({
  auditLogQueryOptions: () => infiniteQueryOptions({ queryKey: ['audit-test'], queryFn: () => Promise.resolve(page), initialPageParam: '', getNextPageParam: () => undefined }),
}));

afterEach(cleanup);

describe('the audit log page', () => {
  it("names exported lists in German ('Kontaktanfragen', 'Demo-Anfragen') and the account of a role change by its e-mail", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuditLog />
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByTestId('audit-entry');
    const targets = rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(targets).toEqual(['Kontaktanfragen', 'Demo-Anfragen', 'vertrieb@example.com']);
    expect(screen.queryByText('contacts')).toBeNull();
    expect(screen.queryByText('demo-requests')).toBeNull();
  });
});
