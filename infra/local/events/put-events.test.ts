import { describe, expect, it } from 'vitest';
import { retryDelayMs, toBusEvent } from './put-events';

const ctx = { account: '000000000000', region: 'eu-central-1', busName: 'default', now: new Date('2025-03-04T05:06:07.890Z'), newId: () => 'id-1' };

describe('toBusEvent', () => {
  it('builds the event a Lambda target receives', () => {
    const result = toBusEvent({ Source: 'rufbereit.website', DetailType: 'ContactCreated', Detail: '{"contactId":"c1"}', EventBusName: 'default' }, ctx);
    expect(result).toEqual({
      ok: true,
      event: {
        version: '0',
        id: 'id-1',
        'detail-type': 'ContactCreated',
        source: 'rufbereit.website',
        account: '000000000000',
        time: '2025-03-04T05:06:07Z',
        region: 'eu-central-1',
        resources: [],
        detail: { contactId: 'c1' },
      },
    });
  });

  it('takes the entry time (epoch seconds) and the bus by ARN', () => {
    const result = toBusEvent(
      { Source: 's', DetailType: 'd', Detail: '{}', Time: 1_700_000_000, EventBusName: 'arn:aws:events:eu-central-1:000000000000:event-bus/default' },
      ctx,
    );
    expect(result.ok && result.event.time).toBe('2023-11-14T22:13:20Z');
  });

  it('rejects missing fields, malformed detail and unknown buses', () => {
    expect(toBusEvent({ DetailType: 'd', Detail: '{}' }, ctx)).toMatchObject({ ok: false, errorCode: 'InvalidArgument' });
    expect(toBusEvent({ Source: 's', DetailType: 'd', Detail: '{nope' }, ctx)).toMatchObject({ ok: false, errorCode: 'MalformedDetail' });
    expect(toBusEvent({ Source: 's', DetailType: 'd', Detail: '[1]' }, ctx)).toMatchObject({ ok: false, errorCode: 'MalformedDetail' });
    expect(toBusEvent({ Source: 's', DetailType: 'd', Detail: '{}', EventBusName: 'other' }, ctx)).toMatchObject({ ok: false, errorCode: 'NotFoundException' });
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base delay', () => {
    expect([1, 2, 3].map((a) => retryDelayMs(a, 500))).toEqual([500, 1000, 2000]);
  });
});
