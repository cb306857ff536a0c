import { Cookie } from 'lucide-react';
import { Link } from 'react-router-dom';
import { consentTexts } from './consent-categories';
import { pagePath } from '../../lib/page-path';

/** Inner part of the layer's heading (the sheet and the settings dialog wrap it in their title element). */
export function ConsentTitleContent() {
  return (
    <>
      <Cookie aria-hidden="true" className="size-6 text-brand-700" />
      {consentTexts.title}
    </>
  );
}

/** Inner part of the layer's description, with the link to the privacy policy. */
export function ConsentDescriptionContent() {
  return (
    <>
      {consentTexts.description}{' '}
      <Link to={pagePath('privacy')} className="font-medium text-brand-700 underline">
        {consentTexts.privacyLink}
      </Link>
    </>
  );
}

export const consentTitleClass = 'flex items-center gap-2 text-xl font-bold text-slate-900';
export const consentDescriptionClass = 'mt-2 text-sm text-slate-700';
/** Bottom sheet on phones, a floating card from `sm` on. */
export const consentPanelClass =
  'fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto border-t border-slate-200 bg-white p-5 shadow-2xl focus:outline-none sm:inset-x-4 sm:bottom-4 sm:mx-auto sm:max-w-3xl sm:rounded-2xl sm:border sm:p-6';
