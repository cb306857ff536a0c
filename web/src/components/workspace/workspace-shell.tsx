import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { authToasts, trialMessages } from '@rufbereit/shared';
import { pagePath } from '../../lib/page-path';
import { Container } from '../ui/container';
import { WorkspaceFrame } from '../workspace-frame';
import { signOutHere } from '../../lib/session/session';
import { formatLongDateDe } from '../../lib/format-de';
import type { SessionAccount } from '../../lib/session/auth-state';
import { workspaceTexts } from '../../content/texts/workspace';
import { AccountMenu } from './account-menu';
import { PhoneMenu } from './phone-menu';
import { WorkspaceNav } from './workspace-nav';
import { workspaceHome } from './workspace-links';

/**
 * The application shell of a signed-in account: the workspace's bar (brand, area, account menu), its
 * navigation under it from 768 px and behind the menu button below, then the page.
 */
export function WorkspaceShell({ me, children }: { me: SessionAccount; children: ReactNode }) {
  const navigate = useNavigate();
  const signOut = async () => {
    await signOutHere();
    toast.success(authToasts.signedOut);
    void navigate(pagePath(me.isAdmin ? 'login' : 'auth'), { replace: true });
  };
  return (
    <WorkspaceFrame
      homePath={workspaceHome(me)}
      area={me.isAdmin ? workspaceTexts.staffArea : workspaceTexts.customerArea}
      actions={
        <>
          <div className="hidden min-w-0 md:block">
            <AccountMenu email={me.email} variant="bar" onSignOut={() => void signOut()} />
          </div>
          <PhoneMenu me={me} onSignOut={() => void signOut()} />
        </>
      }
      nav={
        <div className="hidden border-t border-slate-200 bg-slate-50 md:block">
          <Container className="py-2">
            <WorkspaceNav me={me} variant="bar" />
          </Container>
        </div>
      }
    >
      {me.trialEndsAt && !me.isAdmin && (
        // A customer in the trial staff started: its end on every page of the customer area.
        <div className="border-b border-amber-200 bg-amber-50">
          <Container className="py-2 text-sm">
            <p data-testid="customer-trial-ends" className="font-semibold text-slate-900">
              {trialMessages.endsAt(formatLongDateDe(me.trialEndsAt))}
            </p>
          </Container>
        </div>
      )}
      {children}
    </WorkspaceFrame>
  );
}
