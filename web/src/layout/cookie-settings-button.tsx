import { openCookieSettings } from '../features/cookie-consent/consent-store';

/**
 * 'Cookie-Einstellungen' in the footer: opens the consent layer as a modal. Imports only the tiny
 * consent store; the layer itself is a lazily loaded chunk mounted in the app layout.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => openCookieSettings()}>
      Cookie-Einstellungen
    </button>
  );
}
