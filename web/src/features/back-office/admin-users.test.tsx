// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, infiniteQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserSummary, AdminUsersResponse, MeResponse } from '@rufbereit/shared';
import { AdminUsers } from './admin-users';

const account = (id: string, email: string, isAdmin = false): AdminUserSummary => ({ id, email, isAdmin, mfaEnabled: isAdmin, status: 'CONFIRMED', enabled: true, createdAt: null });
const firstPage: AdminUsersResponse = {
  users: [account('1', 'chefin@salon-meier.de', true), account('2', 'Kasse@Salon-Meier.de'), account('3', 'info@praxis-berg.de')],
  nextCursor: 'seite-2',
};

// The first page of accounts as the API answers it, with more to load (the API's own tests are in tests/integration).
vi.mock('./api', () => ({
  setAdminRole: vi.fn(),
  adminUsersQueryOptions: () =>
    infiniteQueryOptions({
      queryKey: ['users-test'],
      queryFn: () => Promise.resolve(firstPage),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page: AdminUsersResponse) => page.nextCursor,
    }),
}));

const me: MeResponse = { id: '1', email: 'chefin@salon-meier.de', groups: ['admin'], isAdmin: true, mfaEnabled: true };

afterEach(cleanup);

describe('the users list', () => {
  it('has a search by e-mail (any part, any case) over the loaded accounts, and says that it searches only those', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AdminUsers me={me} />
      </QueryClientProvider>,
    );
    expect(await screen.findAllByTestId('user-row')).toHaveLength(3);
    const search = screen.getByRole('searchbox', { name: 'Nach E-Mail suchen' });
    expect(search).toHaveAccessibleDescription('Gesucht wird in den geladenen Konten; weitere kommen mit „Mehr laden“ dazu.');

    await user.type(search, 'salon-meier');
    expect(screen.getAllByTestId('user-row').map((row) => row.querySelector('td')?.textContent)).toEqual(['chefin@salon-meier.de(Sie)', 'Kasse@Salon-Meier.de']);
    expect(screen.getByText('2 Treffer unter 3 geladenen Konten')).toHaveAttribute('role', 'status');

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.queryAllByTestId('user-row')).toHaveLength(0);
    expect(screen.getByText('Kein geladenes Konto passt zu „nobody“.')).toBeVisible();
    // 'Mehr laden' stays: the account may be on a page not loaded yet.
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeVisible();
  });
});
