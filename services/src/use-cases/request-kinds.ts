/**
 * The two kinds of stored request and what differs between them: table, event, event detail.
 * Everything else (store first, publish, CRM, mail) is the same code for both.
 */
import {
  contactCreatedDetail,
  demoRequestedDetail,
  eventDetailTypes,
  type BusEvent,
  type EventDetailType,
  type RequestKind,
  type TableName,
} from '@rufbereit/shared';
import type { RequestRef } from './ports';

export interface KindDefinition {
  table: TableName;
  detailType: EventDetailType;
  detail: (id: string) => Record<string, string>;
  /** The request's id from a validated event detail. */
  idFromDetail: (detail: unknown) => string;
}

export const kindDefinitions: Record<RequestKind, KindDefinition> = {
  contact: {
    table: 'contacts',
    detailType: eventDetailTypes.contactCreated,
    detail: (id) => ({ contactId: id }),
    idFromDetail: (detail) => contactCreatedDetail.parse(detail).contactId,
  },
  demo_request: {
    table: 'demo_requests',
    detailType: eventDetailTypes.demoRequested,
    detail: (id) => ({ demoRequestId: id }),
    idFromDetail: (detail) => demoRequestedDetail.parse(detail).demoRequestId,
  },
};

/** An event this code cannot act on; retrying will not help, so it ends in the dead-letter queue. */
export class UnsupportedEventError extends Error {
  override name = 'UnsupportedEventError';
}

/** Which stored request an event is about (throws for unknown detail types or invalid details). */
export function requestRefFromEvent(event: Pick<BusEvent, 'detail-type' | 'detail'>): RequestRef {
  const entry = Object.entries(kindDefinitions).find(([, def]) => def.detailType === event['detail-type']);
  if (!entry) throw new UnsupportedEventError(`Unsupported detail type ${event['detail-type']}`);
  const [kind, definition] = entry as [RequestKind, KindDefinition];
  try {
    return { kind, id: definition.idFromDetail(event.detail) };
  } catch (error) {
    throw new UnsupportedEventError(`Invalid ${event['detail-type']} detail`, { cause: error });
  }
}
