import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import type { SessionAccount } from '../../lib/session/auth-state';
import { workspaceTexts } from '../../content/texts/workspace';
import { AccountMenu } from './account-menu';
import { WorkspaceNav } from './workspace-nav';

/**
 * Below 768 px the workspace's navigation and account sit behind one button: a Radix dialog from the
 * right (focus moves in and is kept there, Escape and the close button end it, focus returns to the
 * button; a followed link closes it and the new page takes focus as usual).
 */
export function PhoneMenu({ me, onSignOut }: { me: SessionAccount; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden">
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{workspaceTexts.openMenu}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto bg-white p-4 shadow-xl md:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-slate-900">{workspaceTexts.menuTitle}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{workspaceTexts.closeMenu}</span>
            </Dialog.Close>
          </div>
          <WorkspaceNav me={me} variant="menu" onNavigate={close} />
          <AccountMenu
            email={me.email}
            variant="menu"
            onSignOut={() => {
              close();
              onSignOut();
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
