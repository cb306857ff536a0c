import { NavLink, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { auditTexts, authToasts, dashboardTexts, inboxNewsTexts, type MeResponse } from '@rufbereit/shared';
import { Container } from './ui/container';
import { signOutHere } from '../lib/session/session';
import { useInboxNews } from '../lib/inbox-news/inbox-news';

const INBOX_PATH = '/admin/contacts';
const adminLinks: ReadonlyArray<{ to: string; label: string; end?: boolean }> = [
  // `end`: the overview is not marked current on the pages below /admin.
  { to: '/admin', label: dashboardTexts.navLabel, end: true },
  { to: INBOX_PATH, label: 'Kontakte' },
  { to: '/admin/intro-calls', label: 'Termine' },
  { to: '/admin/demos', label: 'Demos' },
  { to: '/admin/assistant-configs', label: 'Konfigurationen' },
  { to: '/admin/users', label: 'Benutzer' },
  { to: '/admin/audit-log', label: auditTexts.navLabel },
];
const accountLinks: ReadonlyArray<{ to: string; label: string; end?: boolean }> = [
  { to: '/assistant-config', label: 'Konfiguration' },
  { to: '/upload', label: 'Upload' },
];

/** The back office's own bar under the site header: its pages, the signed-in e-mail and 'Abmelden'. */
export function BackOfficeBar({ me }: { me: MeResponse }) {
  const navigate = useNavigate();
  const links = me.isAdmin ? [...adminLinks, ...accountLinks] : accountLinks;
  // Requests that arrived since the last inbox visit, on the inbox's link (admins only; polled).
  const { countText } = useInboxNews();
  const signOut = async () => {
    await signOutHere();
    toast.success(authToasts.signedOut);
    void navigate('/login', { replace: true });
  };
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <Container className="flex flex-wrap items-center justify-between gap-3 py-3">
        <nav aria-label="Verwaltung">
          <ul className="flex flex-wrap gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-200'}`
                  }
                >
                  {link.label}
                  {link.to === INBOX_PATH && countText !== '0' && (
                    <span data-testid="inbox-news-badge" className="ml-1.5 rounded-full bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-slate-900">
                      <span aria-hidden="true">{countText}</span>
                      <span className="sr-only">{`, ${inboxNewsTexts.badgeLabel(countText)}`}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <span className="text-slate-700">
            Angemeldet als <strong data-testid="signed-in-email" className="text-slate-900">{me.email}</strong>
          </span>
          <button
            type="button"
            onClick={() => void signOut()}
            className="rounded-md border border-slate-400 bg-white px-3 py-1.5 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Abmelden
          </button>
        </div>
      </Container>
    </div>
  );
}
