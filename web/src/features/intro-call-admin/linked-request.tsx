import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { introCallAdminTexts } from '@rufbereit/shared';
import { linkedRequestQueryOptions } from './api';
import { dateTime } from './format';
import { pagePath } from '../../lib/page-path';

/** The contact request of a booking: opened in place (loaded only then), with a way to the inbox. */
export function LinkedRequest({ requestId }: { requestId: string }) {
  const [open, setOpen] = useState(false);
  const request = useQuery({ ...linkedRequestQueryOptions(requestId), enabled: open });
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-brand-800 underline-offset-2 hover:underline">{introCallAdminTexts.showRequest}</summary>
      <div className="mt-2 space-y-1 rounded-lg bg-slate-50 p-3 text-slate-800" aria-live="polite">
        {request.isPending && open && <p>{introCallAdminTexts.requestLoading}</p>}
        {request.isError && <p role="alert">{introCallAdminTexts.requestLoadFailed}</p>}
        {request.data && (
          <>
            <p className="font-semibold">{introCallAdminTexts.requestFrom(dateTime(request.data.createdAt))}</p>
            <p className="break-words whitespace-pre-line">{request.data.message || introCallAdminTexts.requestWithoutMessage}</p>
          </>
        )}
        <Link to={pagePath('adminContacts')} className="font-semibold text-brand-800 underline">
          {introCallAdminTexts.toInbox}
        </Link>
      </div>
    </details>
  );
}
