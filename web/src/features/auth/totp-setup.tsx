import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { authTexts as t } from '../../content/texts/auth';
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
        {t.totpSteps(TOTP_ISSUER).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="flex justify-center">
        {qr ? (
          <img src={qr} width={208} height={208} alt={t.totpQrAlt(TOTP_ISSUER)} className="rounded border border-slate-200" />
        ) : (
          <div role="status" className="flex size-52 items-center justify-center rounded border border-slate-200 text-sm text-slate-600">
            {t.totpQrPending}
          </div>
        )}
      </div>
      <div>
        <p className="text-sm font-semibold text-slate-800" id="totp-secret-label">
          {t.totpSecretLabel}
        </p>
        <code aria-labelledby="totp-secret-label" data-testid="totp-secret" data-secret={secret} className="mt-1 block break-all rounded bg-slate-100 px-3 py-2 font-mono text-base text-slate-900 select-all">
          {groupSecret(secret)}
        </code>
      </div>
    </div>
  );
}
