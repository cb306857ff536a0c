import { NavLink } from 'react-router-dom';
import { clsx } from 'clsx';
import { inboxNewsTexts } from '@rufbereit/shared';
import { useInboxNews } from '../../lib/inbox-news/inbox-news';
import type { SessionAccount } from '../../lib/session/auth-state';
import { workspaceTexts } from '../../content/texts/workspace';
import { INBOX_PAGE, workspaceLinks } from './workspace-links';

interface WorkspaceNavProps {
  me: SessionAccount;
  /** `bar`: one wrapping row under the brand (from 768 px); `menu`: a column in the phone menu. */
  variant: 'bar' | 'menu';
  /** Called after a link was followed (the phone menu closes). */
  onNavigate?: () => void;
}

/** The workspace's own navigation: the back office's sections for staff, the account pages for everyone. */
export function WorkspaceNav({ me, variant, onNavigate }: WorkspaceNavProps) {
  // Requests that arrived since the last inbox visit, on the inbox's link (admins only; polled).
  const { countText } = useInboxNews();
  const bar = variant === 'bar';
  return (
    <nav aria-label={workspaceTexts.navLabel}>
      <ul className={clsx(bar ? 'flex flex-wrap gap-1' : 'flex flex-col gap-1')}>
        {workspaceLinks(me).map((link) => (
          <li key={link.id}>
            <NavLink
              to={link.to}
              end={link.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                clsx(
                  'inline-flex items-center whitespace-nowrap rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  bar ? 'px-3 py-1.5 text-sm' : 'w-full px-3 py-3 text-base',
                  isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-200',
                )
              }
            >
              {link.label}
              {link.id === INBOX_PAGE && countText !== '0' && (
                // The link's own size and line height: one line with the label, never a second line of its own.
                <span data-testid="inbox-news-badge" className="ml-1.5 rounded-full bg-amber-300 px-1.5 text-sm leading-5 font-bold whitespace-nowrap text-slate-900">
                  <span aria-hidden="true">{countText}</span>
                  <span className="sr-only">{`, ${inboxNewsTexts.badgeLabel(countText)}`}</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
