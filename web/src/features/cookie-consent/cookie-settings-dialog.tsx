import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { consentTexts } from './consent-categories';
import { ConsentForm } from './consent-form';
import {
  ConsentDescriptionContent,
  ConsentTitleContent,
  consentDescriptionClass,
  consentPanelClass,
  consentTitleClass,
} from './consent-layer-content';
import { consentStore } from './consent-store';
import type { StoredConsent } from './consent-storage';

/**
 * 'Cookie-Einstellungen' from the footer: the layer as a modal dialog (focus trap, page hidden from
 * assistive technology, Escape and the close button dismiss it), starting from the stored choice.
 */
export function CookieSettingsDialog({ consent }: { consent: StoredConsent | null }) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && consentStore.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            // Focus the layer itself, so screen readers announce title and text first.
            event.preventDefault();
            contentRef.current?.focus();
          }}
          className={consentPanelClass}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className={consentTitleClass}>
              <ConsentTitleContent />
            </Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{consentTexts.close}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className={consentDescriptionClass}>
            <ConsentDescriptionContent />
          </Dialog.Description>
          <ConsentForm current={consent} onSave={(choice) => consentStore.save(choice)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
