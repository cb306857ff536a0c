import * as Dialog from '@radix-ui/react-dialog';
import { Cookie, X } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { consentTexts } from './consent-categories';
import { ConsentForm } from './consent-form';
import { consentStore } from './consent-store';
import { useConsentSnapshot } from './use-consent';

/** Pages a visitor must be able to read before deciding: no automatic layer there. */
const NO_AUTO_OPEN_PATHS: readonly string[] = ['/datenschutz', '/impressum'];

/**
 * The consent layer. Mount once inside the router (e.g. in the page layout).
 *
 * - First visit (no stored choice): a bottom sheet that appears after hydration, as an overlay that
 *   shifts nothing. It is a non-modal dialog: focus moves into it, but the page stays usable and is
 *   not hidden from assistive technology (a modal layer would aria-hide every page link for the
 *   whole first visit). Escape closes it for this page view without storing anything.
 * - 'Cookie-Einstellungen' (openCookieSettings()): the same content as a modal dialog with focus
 *   trap, showing the stored choice.
 * Nothing renders on the server, so the prerendered HTML has no layer.
 */
export function CookieConsent() {
  const { ready, consent, settingsOpen, dismissed } = useConsentSnapshot();
  const { pathname } = useLocation();
  const contentRef = useRef<HTMLDivElement>(null);

  const firstVisit = ready && consent === null && !dismissed && !NO_AUTO_OPEN_PATHS.includes(pathname);
  const open = settingsOpen || firstVisit;
  const modal = settingsOpen;

  return (
    <Dialog.Root open={open} modal={modal} onOpenChange={(next) => !next && consentStore.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          ref={contentRef}
          onOpenAutoFocus={(e) => {
            // Focus the layer itself, so screen readers announce title and text first.
            e.preventDefault();
            contentRef.current?.focus();
          }}
          onInteractOutside={(e) => {
            // The first-visit sheet waits for a decision; clicks on the page do not dismiss it.
            if (!modal) e.preventDefault();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto border-t border-slate-200 bg-white p-5 shadow-2xl focus:outline-none sm:inset-x-4 sm:bottom-4 sm:mx-auto sm:max-w-3xl sm:rounded-2xl sm:border sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <Cookie aria-hidden="true" className="size-6 text-brand-700" />
              {consentTexts.title}
            </Dialog.Title>
            {modal && (
              <Dialog.Close className="rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">{consentTexts.close}</span>
              </Dialog.Close>
            )}
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {consentTexts.description}{' '}
            <Link to="/datenschutz" className="font-medium text-brand-700 underline">
              {consentTexts.privacyLink}
            </Link>
          </Dialog.Description>
          <ConsentForm current={consent} onSave={(choice) => consentStore.save(choice)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
