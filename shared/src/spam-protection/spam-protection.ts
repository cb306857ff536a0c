/**
 * Spam protection of the public forms without third parties and without cookies (DSGVO promise):
 * a self-hosted proof of work (ALTCHA), a honeypot field, a minimum fill time and limits per address
 * and per route. The numbers live here once; the API, the local gateway, the stack and the web read
 * them. docs/features/spam-protection.md explains the whole.
 */
import type { ApiRoute } from '../api/api-route';
import type { Grant } from '../api/grants';

/** Header that carries the solved challenge (ALTCHA payload: base64 of its JSON) on a protected POST. */
export const PROOF_OF_WORK_HEADER = 'x-altcha';
/**
 * Difficulty: the secret number lies in 0 … max. A browser tries ~100 000 SHA-256 hashes per second
 * in a worker, so the average solve takes a fraction of a second while the visitor types; a bot
 * posting thousands of forms pays that for every single post.
 */
export const CHALLENGE_MAX_NUMBER = 50_000;
/** A challenge must be solved and sent within this time (a long message still fits). */
export const CHALLENGE_TTL_SECONDS = 30 * 60;
/**
 * Minimum fill time: a submission sent sooner after its challenge was issued (the first interaction
 * with the form) is a bot's. The issue time is signed into the challenge, so a client cannot fake it.
 */
export const MIN_FILL_SECONDS = 3;
/**
 * The signed challenge parameter holding the issue time, in Unix **milliseconds**: counted in whole
 * seconds (rounded down) the minimum fill time was 2–3 s. A challenge without it (issued before) is refused once.
 */
export const CHALLENGE_ISSUED_PARAM = 'issuedMs';

/**
 * The honeypot: a text field hidden from people (and from assistive technology), which bots fill.
 * Its name sounds like a field worth filling. Not part of the stored schemas: the shared
 * verification reads it before the handler and drops a filled submission.
 */
export const HONEYPOT_FIELD = 'website';

/** At most this many contact / demo requests per e-mail address in one hour (the rest get 429). */
export const REQUESTS_PER_ADDRESS_PER_HOUR = 5;
/** At most this many form posts per client (source IP) and route in one hour. */
export const REQUESTS_PER_CLIENT_PER_HOUR = 30;

/**
 * Throttles of API Gateway (requests per second and burst, token bucket). The stack declares them
 * on its stage and on each public form route; the local gateway applies the same numbers.
 */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;
/**
 * Each public form route (public POST) on its own: a person sends a form every few minutes, so
 * 5 per second across all visitors is ample, and a flood of one form leaves the others working.
 */
export const FORM_ROUTE_THROTTLE = { rateLimit: 5, burstLimit: 10 } as const;

/** Routes a visitor posts without signing in: the ones WAF and the tighter throttle protect (a beacon or webhook is no form). */
export const isPublicFormRoute = (route: Pick<ApiRoute, 'access' | 'method' | 'sentByMachine'>): boolean =>
  route.access === 'public' && route.method === 'POST' && route.sentByMachine === undefined;

/**
 * The beacon's target (issue 40): the site must take 300 page views and events per second. API
 * Gateway's default route settings (API_THROTTLE, 50/s) apply to each route, so the beacon route gets
 * its own: twice the target as its rate (a campaign mail or a mention doubles a busy minute), and two
 * seconds of that as its burst. Each viewer stays limited by ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR.
 */
export const BEACON_EVENTS_PER_SECOND_TARGET = 300;
export const BEACON_ROUTE_THROTTLE = {
  rateLimit: 2 * BEACON_EVENTS_PER_SECOND_TARGET,
  burstLimit: 4 * BEACON_EVENTS_PER_SECOND_TARGET,
} as const;

/**
 * A route's own throttle, overriding the stage's default route settings (`RouteSettings` of the HTTP
 * API stage, keyed by route key): the public forms are tighter, the beacon wider. None: the stage's.
 * The stack declares these and the local gateway applies them, from this one function.
 */
export function routeThrottle(route: Pick<ApiRoute, 'access' | 'method' | 'sentByMachine'>): { rateLimit: number; burstLimit: number } | undefined {
  if (isPublicFormRoute(route)) return FORM_ROUTE_THROTTLE;
  if (route.access === 'public' && route.method === 'POST' && route.sentByMachine === 'beacon') return BEACON_ROUTE_THROTTLE;
  return undefined;
}

/**
 * Self sign-up (Cognito's SignUp call, straight from the browser) carries the solved challenge in
 * its ClientMetadata under this key; the pool's pre-sign-up trigger verifies it like the API does.
 * ClientMetadata, not ValidationData: cognito-local forwards only the former to the trigger.
 */
export const SIGN_UP_PROOF_METADATA_KEY = 'altcha';
/**
 * The trigger's error message. Cognito answers the SignUp call with UserLambdaValidationException
 * and a message that contains it, so the sign-up form can tell this refusal from others.
 */
export const SIGN_UP_PROOF_REFUSED = 'PROOF_OF_WORK_REFUSED';
/**
 * The user pool's trigger function (CustomMessage and PreSignUp in one Lambda) and what its
 * pre-sign-up check needs: the replay store (conditional update) and the HMAC key.
 */
export const userPoolTriggers = {
  handler: 'cognito-triggers',
  grants: [
    { table: 'idempotency', access: ['update'] },
    { secret: 'altchaHmacKey', access: 'read' },
  ],
} as const satisfies { handler: string; grants: ReadonlyArray<Grant> };

/** What the challenge route answers: ALTCHA's challenge, solved by altcha-lib in the browser. */
export interface ProofOfWorkChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
  /**
   * The minimum fill time the API applies to this challenge's solution, counted from its issue: the form
   * waits this long before it posts. Sent by the server, so the browser follows the setting the API runs
   * with (a test environment may shorten it) and never posts a decoy by waiting too little.
   */
  minFillSeconds: number;
}

