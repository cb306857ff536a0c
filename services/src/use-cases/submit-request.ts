/**
 * Storing a contact or demo request: store FIRST (conditional put, so a retried submission never
 * stores twice), then publish the event that starts CRM sync and mail, then note that it was
 * published. The visitor's success depends only on the store; a publish failure is logged, and the
 * event is published by a retry of the client (same idempotency key) or by the publish sweeper.
 * Whoever publishes holds a claim on the record first, so 20 concurrent retries publish once.
 */
import { randomUUID } from 'node:crypto';
import {
  PUBLISH_CLAIM_SECONDS,
  apiMessages,
  inboxAttributes,
  storedDemoRequestFields,
  type ContactInput,
  type ContactRecord,
  type DemoRequestInput,
  type DemoRequestRecord,
  type StoredRequest,
  type StoredRequestMeta,
} from '@rufbereit/shared';
import { logger } from '../logger';
import { idFromIdempotencyKey, requestHash } from './idempotency';
import { clockOf, type EventPublisher, type RequestRef, type RequestRepository } from './ports';
import { Refusal } from './refusal';
import { kindDefinitions } from './request-kinds';
import { attributionOf, countRequest, formOfRequestKind, type SiteAnalyticsStore, type VisitEntry } from './site-analytics';

/**
 * Runs a repository call of the store step; its failure means "nothing stored": a refusal
 * `unavailable`, so the form keeps its values and the visitor retries.
 */
async function storeStep<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Refusal('unavailable', apiMessages.storeUnavailable, undefined, { cause: error });
  }
}

export type Submission = { kind: 'contact'; fields: ContactInput } | { kind: 'demo_request'; fields: DemoRequestInput };

export interface SubmitRequestDeps {
  repository: RequestRepository;
  events: EventPublisher;
  now?: () => Date;
  newId?: () => string;
  /** Days until the record expires; default REQUEST_RETENTION_DAYS. */
  retentionDays?: number;
  /** The measurement's aggregates: a stored request is counted on its visit's campaign, referrer and entry page. */
  analytics?: Pick<SiteAnalyticsStore, 'add'>;
}

export type SubmitOutcome =
  /** Stored now. */
  | { status: 'created'; id: string; published: boolean }
  /** Stored by an earlier request with the same idempotency key and the same body. */
  | { status: 'replayed'; id: string; published: boolean };

function buildRecord(submission: Submission, meta: StoredRequestMeta, retentionDays?: number): StoredRequest {
  // The inbox's index keys, search text and expiry (shared/src/requests/inbox-index.ts).
  const inbox = (fields: Parameters<typeof inboxAttributes>[2]) => inboxAttributes(meta.id, meta.createdAt, fields, retentionDays);
  switch (submission.kind) {
    case 'contact':
      return { ...submission.fields, ...meta, ...inbox(submission.fields), kind: 'contact' } satisfies ContactRecord;
    case 'demo_request': {
      // The demo form's payload names end here: every request is stored with the same field names.
      const fields = storedDemoRequestFields(submission.fields);
      return { ...fields, ...meta, ...inbox(fields), kind: 'demo_request', status: 'pending' } satisfies DemoRequestRecord;
    }
  }
}

/**
 * Publishes the request's event and marks the record; false (logged) if that fails. The caller holds
 * the publish claim (the creator from the put, others from `claimPublish`).
 */
export async function publishRequestEvent(deps: Pick<SubmitRequestDeps, 'repository' | 'events'>, ref: RequestRef): Promise<boolean> {
  const definition = kindDefinitions[ref.kind];
  try {
    await deps.events.publish({ detailType: definition.detailType, detail: definition.detail(ref.id) });
  } catch (error) {
    logger.error('Stored request, but publishing its event failed', { ...ref, error });
    // Let the client's retry (or the sweeper) publish without waiting for the claim to expire.
    await deps.repository.releasePublishClaim(ref).catch((releaseError: unknown) => logger.warn('Releasing the publish claim failed', { ...ref, releaseError }));
    return false;
  }
  try {
    await deps.repository.markEventPublished(ref);
  } catch (error) {
    // The event is out; a retry would publish it again, which the event handlers tolerate.
    logger.warn('Published event, but marking the record failed', { ...ref, error });
  }
  return true;
}

/**
 * `visit`: the visit the server found for this request (site-analytics.ts, `visitOfRequest`), never
 * anything the browser said; its attribution is stored with the request. A retry with the same key
 * keeps the first attribution.
 */
export async function submitRequest(
  deps: SubmitRequestDeps,
  { submission, idempotencyKey, visit }: { submission: Submission; idempotencyKey?: string; visit?: VisitEntry },
): Promise<SubmitOutcome> {
  const key = idempotencyKey?.trim();
  const id = key ? idFromIdempotencyKey(submission.kind, key) : (deps.newId ?? randomUUID)();
  const ref: RequestRef = { kind: submission.kind, id };
  const hash = requestHash(submission.fields);
  const now = clockOf(deps);
  const claimUntil = new Date(now.getTime() + PUBLISH_CLAIM_SECONDS * 1000);
  const record = buildRecord(submission, {
    id,
    createdAt: now.toISOString(),
    requestHash: hash,
    eventPublished: false,
    unpublished: 'pending',
    // The creator publishes right after the put; a retry arriving meanwhile must not publish too.
    publishClaimedUntil: claimUntil.toISOString(),
    crm: { status: 'pending', attempts: 0 },
    mail: { status: 'pending', attempts: 0 },
    ...(visit ? { attribution: attributionOf(visit) } : {}),
  }, deps.retentionDays);

  if (await storeStep(() => deps.repository.createIfAbsent(record))) {
    logger.info('Stored request', { ...ref });
    // Only the put that stored it counts it (a retried submission fails the put's condition); the
    // count goes out while the event is published, not after it.
    const [published] = await Promise.all([
      publishRequestEvent(deps, ref),
      deps.repository.countCreated(record),
      deps.analytics ? countRequest({ store: deps.analytics }, { visit, form: formOfRequestKind[submission.kind], at: now }) : undefined,
    ]);
    return { status: 'created', id, published };
  }

  // Only an idempotent retry can hit an existing id (random ids do not collide).
  const existing = await storeStep(() => deps.repository.get(ref));
  if (!existing) throw new Error(`Request ${id} exists but could not be read`);
  // The idempotency key was used before for a different body.
  if (existing.requestHash !== hash) throw new Refusal('conflict', apiMessages.idempotencyConflict);
  if (existing.eventPublished) return { status: 'replayed', id, published: true };
  // Not published yet: publish only if no one else (the creator, another retry) is at it right now.
  // If someone is, this retry has nothing to report as failed: published counts as true.
  const claimed = await deps.repository.claimPublish(ref, now, claimUntil);
  return { status: 'replayed', id, published: claimed ? await publishRequestEvent(deps, ref) : true };
}
