import { describe, expect, it } from 'vitest';
import { addressLimitKeys, addressLimitScope } from './dynamo-spam-store';

describe('the per-address counters a GDPR erase deletes', () => {
  it('are those of every form in this and the last hour, under the address as the forms count it', () => {
    const tenPast = 1_795_600_000 + 600; // window 498777, ten minutes in
    const window = Math.floor(tenPast / 3600);
    expect(addressLimitKeys(['contact', 'demo_request'], ' Erika@Beispiel.DE ', tenPast)).toEqual([
      `limit#address#contact#erika@beispiel.de#${window}`,
      `limit#address#contact#erika@beispiel.de#${window - 1}`,
      `limit#address#demo_request#erika@beispiel.de#${window}`,
      `limit#address#demo_request#erika@beispiel.de#${window - 1}`,
    ]);
    expect(addressLimitScope('contact', 'ERIKA@beispiel.de')).toBe('address#contact#erika@beispiel.de');
  });
});
