/** Test helper: an EventBridge event as a Lambda target receives it. */
import { EVENT_SOURCE, type BusEvent } from '@rufbereit/shared';

export const busEvent = <T>(detailType: string, detail: T): BusEvent<T> => ({
  version: '0',
  id: `evt-${Math.random().toString(36).slice(2)}`,
  'detail-type': detailType,
  source: EVENT_SOURCE,
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'eu-central-1',
  resources: [],
  detail,
});
