import { clsx } from 'clsx';
import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR } from '@rufbereit/shared';
import { formatDecimal, formatEur, formatEurRange } from './format';
import type { RoiResult } from './roi';

const priceText = `${formatEur(PRICE_PER_MINUTE_MIN_EUR)} bis ${formatEur(PRICE_PER_MINUTE_MAX_EUR)} pro Minute`;

/**
 * The calculator's answer. The region is aria-live (atomic), so screen readers hear the updated
 * figures together with their labels after each change.
 */
export function RoiResults({ result }: { result: RoiResult }) {
  const loss = result.netBenefitMax < 0;
  return (
    <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8">
      <h3 className="text-lg font-semibold text-brand-100">Ihr Ergebnis pro Monat</h3>
      <div aria-live="polite" aria-atomic="true" data-testid="roi-result">
        <dl className="mt-4 space-y-5">
          <div>
            <dt className="text-brand-100">Zurückgewonnener Umsatz pro Monat</dt>
            <dd className="text-4xl font-bold tracking-tight">{formatEur(result.recoveredRevenue)}</dd>
          </div>
          <div>
            <dt className="text-brand-100">Kosten des KI-Telefonassistenten pro Monat</dt>
            <dd className="text-2xl font-semibold">{formatEurRange(result.costMin, result.costMax)}</dd>
            <dd className="text-sm text-brand-200">bei {priceText}</dd>
          </div>
          <div className="border-t border-white/20 pt-5">
            <dt className="text-brand-100">Ihr Nettonutzen pro Monat</dt>
            <dd className={clsx('text-3xl font-bold', loss ? 'text-amber-300' : 'text-emerald-300')}>
              {formatEurRange(result.netBenefitMin, result.netBenefitMax)}
            </dd>
            {loss && (
              <dd className="mt-1 text-sm text-amber-100">
                Mit diesen Angaben übersteigen die Kosten den zurückgewonnenen Umsatz.
              </dd>
            )}
          </div>
        </dl>
        <p className="mt-6 text-sm text-brand-100">
          Entspricht rund {formatDecimal(result.callsPerMonth)} angenommenen Anrufen, {formatDecimal(result.bookingsPerMonth)}{' '}
          gebuchten Terminen und {formatDecimal(result.minutesPerMonth)} Gesprächsminuten pro Monat.
        </p>
      </div>
    </div>
  );
}
