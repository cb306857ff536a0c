import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminUserMessages, type AdminUserSummary, type MeResponse } from '@rufbereit/shared';
import { TableScrollRegion } from '../../components/ui/table-scroll-region';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadMore } from '../../components/ui/load-more';
import { QueryFailed, QueryLoading } from '../../components/ui/query-status';
import { adminUsersQueryOptions, setAdminRole } from './api';
import { adminUsersTexts as u } from '../../content/texts/back-office';

const statusLabels = u.statusLabels;

interface PendingChange {
  user: AdminUserSummary;
  admin: boolean;
}

/** The 'Benutzer' page: the accounts, 25 at a time ('Mehr laden'), with role and MFA state; admins grant and revoke the admin group. */
export function AdminUsers({ me }: { me: MeResponse }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingChange>();
  const [search, setSearch] = useState('');
  const users = useInfiniteQuery(adminUsersQueryOptions());
  const change = useMutation({
    mutationFn: (change: PendingChange) => setAdminRole(change),
    onSuccess: (_result, { admin }) => {
      toast.success(admin ? adminUserMessages.granted : adminUserMessages.revoked);
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey });
    },
    onError: (error) => toast.error(adminUserMessages.grantFailed, { description: error.message }),
    onSettled: () => setPending(undefined),
  });

  if (users.isPending) return <QueryLoading rows={3} />;
  if (users.isError) return <QueryFailed title={u.loadFailed} error={users.error} onRetry={() => void users.refetch()} />;
  const loaded = users.data.pages.flatMap((page) => page.users);
  if (loaded.length === 0) return <p className="text-slate-700">{u.empty}</p>;
  // Client-side over the loaded pages: Cognito's ListUsers filters by prefix and case-sensitively only,
  // and the list's cursor would have to carry the filter; a part of the address anywhere is what staff type.
  const term = search.trim().toLowerCase();
  const list = term ? loaded.filter((user) => user.email.toLowerCase().includes(term)) : loaded;

  return (
    <>
      <div role="search" className="mb-4 flex flex-col gap-1">
        <label htmlFor="user-search" className="text-sm font-semibold text-slate-800">
          {u.searchLabel}
        </label>
        <input
          id="user-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby={users.hasNextPage ? 'user-search-scope' : undefined}
          className="w-72 max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm"
        />
        {users.hasNextPage && (
          <p id="user-search-scope" className="text-sm text-slate-700">
            {u.searchLoadedOnly}
          </p>
        )}
        <p role="status" className="sr-only">
          {term ? u.matchCount(list.length, loaded.length) : ''}
        </p>
      </div>
      {list.length === 0 ? (
        <p className="text-slate-700">{u.noMatch(search.trim())}</p>
      ) : (
        <TableScrollRegion label="Benutzerkonten">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">Benutzerkonten</caption>
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">E-Mail</th>
                <th scope="col" className="px-4 py-3 font-semibold">Rolle</th>
                <th scope="col" className="px-4 py-3 font-semibold">Zwei-Faktor</th>
                <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {list.map((user) => {
                const self = user.id === me.id;
                return (
                  <tr key={user.id} data-testid="user-row">
                    <td className="px-4 py-3 font-medium text-slate-900">
                      {user.email}
                      {self && <span className="ml-2 text-slate-600">(Sie)</span>}
                    </td>
                    <td className="px-4 py-3 text-slate-800">{user.isAdmin ? 'Administrator' : 'Kunde'}</td>
                    <td className="px-4 py-3 text-slate-800">{user.mfaEnabled ? u.mfaSetUp : u.mfaNotSetUp}</td>
                    <td className="px-4 py-3 text-slate-800">
                      {statusLabels[user.status] ?? user.status}
                      {!user.enabled && ' · gesperrt'}
                    </td>
                    <td className="px-4 py-3 text-right">
                      {user.isAdmin ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={self}
                          title={self ? adminUserMessages.cannotRevokeSelf : undefined}
                          aria-label={u.revokeNamed(user.email)}
                          onClick={() => setPending({ user, admin: false })}
                        >
                          {u.revoke}
                        </Button>
                      ) : (
                        <Button size="sm" aria-label={u.grantNamed(user.email)} onClick={() => setPending({ user, admin: true })}>
                          {u.grant}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScrollRegion>
      )}
      <LoadMore
        shown={loaded.length}
        hasMore={users.hasNextPage}
        loading={users.isFetchingNextPage}
        failed={users.isFetchNextPageError}
        onLoadMore={() => void users.fetchNextPage()}
      />
      <ConfirmDialog
        open={Boolean(pending)}
        title={pending?.admin ? u.grantQuestion : u.revokeQuestion}
        description={
          pending?.admin
            ? u.grantConsequence(pending.user.email)
            : u.revokeConsequence(pending?.user.email ?? '')
        }
        busy={change.isPending}
        onConfirm={() => pending && change.mutate(pending)}
        onCancel={() => setPending(undefined)}
      />
    </>
  );
}
