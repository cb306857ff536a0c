/** Business constants of the specification (its two documents), in one place. */
export const MOBILE_BREAKPOINT_PX = 768;
/**
 * From this width the section links sit in the top bar; below it they stay in the menu (the call and
 * 'Kostenlos starten' join the bar from MOBILE_BREAKPOINT_PX). Tailwind's `lg` breakpoint.
 * docs/decisions/0007-web-layout-and-copy.md, "Header between 768 and 1024 px".
 */
export const NAV_MENU_BREAKPOINT_PX = 1024;
export const SCROLL_OFFSET_PX = 80;
/**
 * Page that cancels a booked intro call (the link in its confirmation mail). Here, not in
 * intro-call.ts: the route table needs it, and every page loads the route table, so it must not pull
 * in zod schemas (building one before `z.config({ jitless: true })` probes eval, which the CSP forbids).
 */
export const INTRO_CALL_CANCEL_PATH = '/kennenlerngespraech/absagen';
export const SCROLLED_NAV_THRESHOLD_PX = 20;
export const HASH_SCROLL_DELAY_MS = 300;

export const PRICE_PER_MINUTE_MIN_EUR = 0.32;
export const PRICE_PER_MINUTE_MAX_EUR = 0.45;
export const TRIAL_DAYS = 14;

export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 6;

/** Contact form progress: +5 % every 200 ms, capped at 90 until the answer arrives. */
export const CONTACT_PROGRESS = { step: 5, intervalMs: 200, cap: 90 } as const;
/** Demo form progress: +10 % every 300 ms, capped at 90. */
export const DEMO_PROGRESS = { step: 10, intervalMs: 300, cap: 90 } as const;

/** Largest JSON body the form endpoints accept; larger bodies get 413. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;
/** Longest free-text message we store (keeps records well under DynamoDB's item limit). */
export const MESSAGE_MAX_LENGTH = 5000;
export const SHORT_FIELD_MAX_LENGTH = 200;
/** Longest first or last name. */
export const NAME_MAX_LENGTH = 100;
/** RFC 5321: a forward path holds at most 254 characters of address. */
export const EMAIL_MAX_LENGTH = 254;
/** Longest phone number text (E.164 has 15 digits; room for spaces, hyphens, parentheses). */
export const PHONE_MAX_LENGTH = 30;
/** A phone number holds at least this many digits (the shortest German numbers with area code). */
export const PHONE_MIN_DIGITS = 5;

/**
 * Delivery of CRM and mail work: how often a target runs for one event before the event goes to the
 * dead-letter queue. The CDK retry policy and the local event bus both use this number.
 */
export const EVENT_TARGET_MAX_ATTEMPTS = 3;
/** Local event bus back-off between attempts (AWS uses its own schedule). */
export const EVENT_RETRY_BASE_DELAY_MS = 500;
export const EVENT_MAX_AGE_SECONDS = 3600;
/**
 * Healing of the follow-up work (CRM sync, mail): a failed attempt is tried again after an
 * exponentially growing delay with jitter (first ~30 s, doubling, at most an hour apart) for a
 * day after the request was stored; only then is it `failed` (and alarmed). Locally the
 * DELIVERY_RETRY_SCALE environment variable shrinks every duration (tests run in seconds).
 */
export const DELIVERY_RETRY = { firstDelaySeconds: 30, maxDelaySeconds: 3600, windowSeconds: 24 * 3600 } as const;
/** How long a caller that claimed publishing a request's event may take before another may try. */
export const PUBLISH_CLAIM_SECONDS = 30;
/**
 * A notification mail's send marks its request (`mailSendingAt`); a GDPR erase waits up to this long
 * for the mark to end before deleting the request. An older mark is from a send that died: ignored.
 */
export const MAIL_SEND_HOLD_SECONDS = 30;
/** The sweeper publishes events of requests stored at least this long ago without a published event. */
export const SWEEP_MIN_AGE_SECONDS = 60;
/** How often the sweeper runs on AWS (an EventBridge rate rule). */
export const SWEEP_INTERVAL_MINUTES = 1;
/**
 * How long the idempotency record of a done step (CRM sync, mail of one request) is kept. While it
 * exists a repeat is answered from it; afterwards the record's own `done` status stops a repeat.
 */
export const IDEMPOTENCY_RECORD_TTL_SECONDS = 7 * 24 * 3600;
/**
 * Longest hold of the lease under which one CRM sync finds or creates the person of an e-mail address
 * (a sync whose Lambda died leaves it; the next one takes it over after this). Finding or creating
 * takes a second or two.
 */
export const CRM_PERSON_LEASE_SECONDS = 30;
/**
 * How long the CRM person found or created for an address is remembered for the next sync of the same
 * address (checked with the CRM before it is used): longer than the CRM's search takes to list a new
 * person.
 */
export const CRM_PERSON_MEMORY_SECONDS = 600;

/**
 * Retention of contact and demo requests: each record expires (DynamoDB TTL on `expiresAt`) this many
 * days after it was sent; the local environment deletes expired records with a periodic sweep.
 */
export const REQUEST_RETENTION_DAYS = 730;
/** The longest retention the setting accepts (ten years): a typo must not keep personal data for ever. */
export const MAX_REQUEST_RETENTION_DAYS = 3650;
/** The one rule for a configured retention (the stack's context and the functions' environment): whole days, 1 to the maximum. */
export const isValidRetentionDays = (days: number): boolean => Number.isInteger(days) && days >= 1 && days <= MAX_REQUEST_RETENTION_DAYS;

export const TOAST = { durationMs: 4000, visibleToasts: 3, widthPx: 356, swipeThresholdPx: 20 } as const;
