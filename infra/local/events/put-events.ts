import { randomUUID } from 'node:crypto';
import type { BusEvent } from '@rufbereit/shared';

/** One entry of a PutEvents request as the SDK sends it (JSON 1.1, Time as epoch seconds). */
export interface PutEventsEntry {
  Source?: unknown;
  DetailType?: unknown;
  Detail?: unknown;
  EventBusName?: unknown;
  Resources?: unknown;
  Time?: unknown;
}

export type EntryResult = { ok: true; event: BusEvent } | { ok: false; errorCode: string; errorMessage: string };

export interface EnvelopeContext {
  account: string;
  region: string;
  busName: string;
  now?: Date;
  newId?: () => string;
}

/** EventBridge prints times without milliseconds. */
const eventTime = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

function entryTime(value: unknown, fallback: Date): Date {
  if (typeof value === 'number') return new Date(value * 1000);
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value);
  return fallback;
}

/** The bus an entry names: its name, its ARN, or (no name) the default bus. */
const busNameOf = (value: unknown): string => (typeof value === 'string' && value !== '' ? value.slice(value.lastIndexOf('/') + 1) : 'default');

/**
 * Validates a PutEvents entry like EventBridge does and builds the event a target receives
 * (version '0', id, detail-type, source, account, time, region, resources, detail as an object).
 */
export function toBusEvent(entry: PutEventsEntry, ctx: EnvelopeContext): EntryResult {
  const { Source, DetailType, Detail } = entry;
  if (typeof Source !== 'string' || Source === '' || typeof DetailType !== 'string' || DetailType === '' || typeof Detail !== 'string') {
    return { ok: false, errorCode: 'InvalidArgument', errorMessage: 'Parameters Source, DetailType and Detail must be specified.' };
  }
  if (busNameOf(entry.EventBusName) !== ctx.busName) {
    return { ok: false, errorCode: 'NotFoundException', errorMessage: `Event bus ${String(entry.EventBusName)} does not exist.` };
  }
  let detail: unknown;
  try {
    detail = JSON.parse(Detail);
  } catch {
    return { ok: false, errorCode: 'MalformedDetail', errorMessage: 'Detail is malformed.' };
  }
  if (!detail || typeof detail !== 'object' || Array.isArray(detail)) {
    return { ok: false, errorCode: 'MalformedDetail', errorMessage: 'Detail is malformed.' };
  }
  const resources = Array.isArray(entry.Resources) ? entry.Resources.filter((r): r is string => typeof r === 'string') : [];
  return {
    ok: true,
    event: {
      version: '0',
      id: (ctx.newId ?? randomUUID)(),
      'detail-type': DetailType,
      source: Source,
      account: ctx.account,
      time: eventTime(entryTime(entry.Time, ctx.now ?? new Date())),
      region: ctx.region,
      resources,
      detail,
    },
  };
}

/** Back-off before attempt `attempt + 1` (attempt counts from 1): base, 2·base, 4·base, … */
export const retryDelayMs = (attempt: number, baseMs: number): number => baseMs * 2 ** (attempt - 1);
