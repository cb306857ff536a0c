import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { TOTP_ISSUER } from '@rufbereit/shared';

/** The secret in groups of four, easier to type into an authenticator app by hand. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Enrolment of the authenticator app: the otpauth URI as a QR code (issuer: the brand name) and the
 * secret as text for manual entry. The code field below it (CodeForm) confirms the enrolment.
 */
export function TotpSetup({ uri, secret }: { uri: string; secret: string }) {
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { margin: 1, width: 208, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(undefined));
    return () => {
      live = false;
    };
  }, [uri]);

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>Öffnen Sie Ihre Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator oder 1Password).</li>
        <li>Scannen Sie den QR-Code oder geben Sie den Schlüssel von Hand ein.</li>
        <li>Geben Sie den 6-stelligen Code ein, den die App für {TOTP_ISSUER} anzeigt.</li>
      </ol>
      <div className="flex justify-center">
        {qr ? (
          <img src={qr} width={208} height={208} alt={`QR-Code zum Einrichten der Zwei-Faktor-Anmeldung für ${TOTP_ISSUER}`} className="rounded border border-slate-200" />
        ) : (
          <div role="status" className="flex size-52 items-center justify-center rounded border border-slate-200 text-sm text-slate-600">
            QR-Code wird erstellt...
          </div>
        )}
      </div>
      <div>
        <p className="text-sm font-semibold text-slate-800" id="totp-secret-label">
          Schlüssel für die manuelle Eingabe
        </p>
        <code aria-labelledby="totp-secret-label" data-testid="totp-secret" data-secret={secret} className="mt-1 block break-all rounded bg-slate-100 px-3 py-2 font-mono text-base text-slate-900 select-all">
          {groupSecret(secret)}
        </code>
      </div>
    </div>
  );
}
