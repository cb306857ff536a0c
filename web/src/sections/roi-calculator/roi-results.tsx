import { clsx } from 'clsx';
import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR } from '@rufbereit/shared';
import { formatDecimal, formatEur, formatEurRange } from './format';
import type { RoiResult } from './roi';
import { roiTexts } from '../../content/landing/roi-calculator';

const t = roiTexts.results;

const priceText = t.atPrice(formatEur(PRICE_PER_MINUTE_MIN_EUR), formatEur(PRICE_PER_MINUTE_MAX_EUR));

/**
 * The calculator's answer. The region is aria-live (atomic), so screen readers hear the updated
 * figures together with their labels after each change.
 */
export function RoiResults({ result }: { result: RoiResult }) {
  const loss = result.netBenefitMax < 0;
  return (
    <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8">
      <h3 className="text-lg font-semibold text-brand-100">{t.title}</h3>
      <div aria-live="polite" aria-atomic="true" data-testid="roi-result">
        <dl className="mt-4 space-y-5">
          <div>
            <dt className="text-brand-100">{t.recovered}</dt>
            <dd className="text-4xl font-bold tracking-tight">{formatEur(result.recoveredRevenue)}</dd>
          </div>
          <div>
            <dt className="text-brand-100">{t.cost}</dt>
            <dd className="text-2xl font-semibold">{formatEurRange(result.costMin, result.costMax)}</dd>
            <dd className="text-sm text-brand-200">{priceText}</dd>
          </div>
          <div className="border-t border-white/20 pt-5">
            <dt className="text-brand-100">{t.net}</dt>
            <dd className={clsx('text-3xl font-bold', loss ? 'text-amber-300' : 'text-emerald-300')}>
              {formatEurRange(result.netBenefitMin, result.netBenefitMax)}
            </dd>
            {loss && (
              <dd className="mt-1 text-sm text-amber-100">
                {t.loss}
              </dd>
            )}
          </div>
        </dl>
        <p className="mt-6 text-sm text-brand-100">
          {t.summary(formatDecimal(result.callsPerMonth), formatDecimal(result.bookingsPerMonth), formatDecimal(result.minutesPerMonth))}
        </p>
      </div>
    </div>
  );
}
