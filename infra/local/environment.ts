import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import {
  ALTCHA_HMAC_KEY_ENV,
  MIN_FILL_SECONDS_ENV,
  CHALLENGE_MAX_NUMBER_ENV,
  REQUESTS_PER_CLIENT_ENV,
  EVENT_RETRY_BASE_DELAY_MS,
  DELIVERY_RETRY_SCALE_ENV,
  SITE_URL_ENV,
  SWEEP_INTERVAL_MINUTES,
  SWEEP_MIN_AGE_ENV,
  SWEEP_MIN_AGE_SECONDS,
  userPoolTriggers,
} from '@rufbereit/shared';
import { repoRoot, webDistDir } from '../src/paths';
import { localUrl } from './core/http-util';
import { resolveLocalPorts, type LocalPorts } from './core/ports';
import type { Running, StandIn, StandInContext } from './core/stand-in';
import { cognitoStandIn } from './cognito/stand-in';
import type { CognitoIds, LocalAdminUser } from './cognito/cognito-provision';
import { crmStandIn } from './crm/stand-in';
import { dynamodbStandIn, type DynamoStorage } from './dynamodb/stand-in';
import { dynamoStorageFromEnv } from './dynamodb/storage-choice';
import { eventBusStandIn } from './events/stand-in';
import { gatewayStandIn } from './gateway/stand-in';
import { handlerEnvironment, preSignUpEnvironment } from './lambda/handler-env';
import { lambdaRuntimeRef, lambdaStandIn } from './lambda/stand-in';
import { s3StandIn } from './s3/stand-in';
import { schedulerStandIn } from './scheduler/stand-in';
import { sesStandIn } from './ses/stand-in';
import { siteStandIn } from './site/stand-in';
import { voicePlatformStandIn } from './voice-platform/stand-in';

export { FAKE_PIPEDRIVE_TOKEN } from './crm/stand-in';

/**
 * Every stand-in of the local environment: this module is the only one that knows them all (they know
 * core/ and nothing of each other; infra/local/structure.test.ts). The docs table is generated from this
 * list (`npm run docs:local`).
 */
export const standIns = {
  dynamodb: dynamodbStandIn,
  s3: s3StandIn,
  ses: sesStandIn,
  cognito: cognitoStandIn,
  crm: crmStandIn,
  voicePlatform: voicePlatformStandIn,
  lambda: lambdaStandIn,
  events: eventBusStandIn,
  scheduler: schedulerStandIn,
  gateway: gatewayStandIn,
  site: siteStandIn,
} as const;

export interface LocalEnvironmentOptions {
  /** Where every stand-in keeps its data. Default: LOCAL_DATA_DIR or `.data/`. */
  dataDir?: string;
  /** Wipe the data directory first. Default: LOCAL_FRESH=1. */
  fresh?: boolean;
  /**
   * Where DynamoDB (dynalite) keeps its tables: `disk` (LevelDB under `{dataDir}/dynamodb`, kept across
   * restarts) or `memory` (gone when the environment stops; ~20 % less CPU per request). Environments
   * that start on fresh data anyway (tests, benchmarks) choose `memory`. Default: LOCAL_DYNAMO_STORAGE
   * (`memory` or `disk`; anything else stops the start), else `disk`.
   */
  dynamoStorage?: DynamoStorage;
  /** No progress or retry lines (handler crashes are still printed). */
  quiet?: boolean;
  /** Serve the built site from web/dist (needs `npm run build`); otherwise only /api and /media. */
  serveSite?: boolean;
  /** Serve this directory instead of web/dist (tests use a small fixture site). */
  siteDir?: string;
  /** Default: LOCAL_PORT_OFFSET. */
  portOffset?: number;
  /** Default: PORT or 3000. */
  sitePort?: number;
  /** Compress the built site's text files at start-up (~4 s in the background) rather than on first request. Default: true. */
  precompressSite?: boolean;
  /** Back-off base of event target retries. Default: LOCAL_EVENT_RETRY_BASE_MS or the shared constant. */
  retryBaseMs?: number;
  /** Time between runs of the scheduled tasks (publish sweeper). Default: LOCAL_SWEEP_INTERVAL_MS or the stack's rate. */
  sweepIntervalMs?: number;
  /** Age after which the sweeper publishes an unpublished request. Default: SWEEP_MIN_AGE_SECONDS (env or constant). */
  sweepMinAgeSeconds?: number;
  /** Factor on the retry policy's durations (DELIVERY_RETRY). Default: DELIVERY_RETRY_SCALE or 1. */
  deliveryRetryScale?: number;
  /** Spam protection: the minimum fill time in seconds. Default: SPAM_MIN_FILL_SECONDS or MIN_FILL_SECONDS. */
  minFillSeconds?: number;
  /** Spam protection: the proof of work's difficulty (≤ CHALLENGE_MAX_NUMBER). Default: SPAM_CHALLENGE_MAX_NUMBER or CHALLENGE_MAX_NUMBER. */
  challengeMaxNumber?: number;
  /** Spam protection: form posts per client and route and hour. Default: REQUESTS_PER_CLIENT_PER_HOUR or the shared constant. */
  requestsPerClientPerHour?: number;
  /** Apply the stack's API Gateway throttles (429). Default: true unless LOCAL_THROTTLES=0. */
  throttles?: boolean;
  /** SES in sandbox mode (only verified identities and simulator addresses). Default: SES_SANDBOX=1. */
  sesSandbox?: boolean;
}

export interface LocalEnvironment {
  urls: {
    site: string;
    api: string;
    dynamodb: string;
    s3: string;
    /** aws-ses-v2-local's mail view; JSON at `${ses}/store`. */
    ses: string;
    sesStore: string;
    cognito: string;
    cognitoIssuer: string;
    cognitoJwks: string;
    eventBus: string;
    /** The fake's root (control API under /__control) or the real API's base URL. */
    pipedrive: string;
    pipedriveApi: string;
    /** The local voice platform's root (control API under /__control) and its API's base URL. */
    voicePlatform: string;
    voicePlatformApi: string;
  };
  /** The local voice platform's API key and the credential it authenticates server-URL requests with. */
  voicePlatform: { apiKey: string; serverCredentialId: string; serverSecret: string };
  /** The variables the handlers run with (also set in this process). */
  env: Record<string, string>;
  ports: LocalPorts;
  dataDir: string;
  cognito: CognitoIds & { logFile: string };
  admin: LocalAdminUser;
  pipedriveMode: 'fake' | 'real';
  deadLetterFile: string;
  siteServed: boolean;
  /** Resolves when the site's text files are compressed (at once unless `precompressSite`). */
  sitePrecompressed: Promise<void>;
  /** Resolves when no event delivery is running or waiting for a retry. */
  whenIdle(): Promise<void>;
  /** Runs the scheduled tasks (publish sweeper) once, now, and waits for them. */
  runScheduledTasks(): Promise<void>;
  stop(): Promise<void>;
}

const flag = (value: string | undefined): boolean => value === '1' || value === 'true';

/** Starts the stand-in for every AWS service of the stack, with tables, bucket, pool and seed data. */
export async function startLocalEnvironment(options: LocalEnvironmentOptions = {}): Promise<LocalEnvironment> {
  const env = process.env;
  const dataDir = path.resolve(repoRoot, options.dataDir ?? env.LOCAL_DATA_DIR ?? '.data');
  const quiet = options.quiet ?? false;
  const context: StandInContext = {
    ports: resolveLocalPorts(env, { offset: options.portOffset, site: options.sitePort }),
    dataDir,
    env,
    quiet,
    log: quiet ? () => undefined : (line: string) => console.log(line),
    warn: (line: string) => console.error(line),
    backgroundNice: Math.min(19, Math.max(0, Number(env.LOCAL_BACKGROUND_NICE ?? 10) || 0)),
  };
  const { ports } = context;
  const serveSite = options.serveSite ?? true;
  const siteDir = options.siteDir ?? webDistDir;
  if (serveSite && !existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error(`The built site is missing (${path.relative(repoRoot, siteDir)}/index.html): run npm run build first.`);
  }

  if (options.fresh ?? flag(env.LOCAL_FRESH)) {
    // A mistyped LOCAL_DATA_DIR must never wipe the repository, a parent of it or the home directory.
    const inside = (dir: string, parent: string): boolean => !path.relative(parent, dir).startsWith('..');
    if (inside(repoRoot, dataDir) || dataDir === homedir()) throw new Error(`Refusing to wipe ${dataDir} (LOCAL_FRESH): choose a dedicated data directory.`);
    await rm(dataDir, { recursive: true, force: true });
  }
  await mkdir(dataDir, { recursive: true });

  const stops: Array<() => Promise<void>> = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((e: unknown) => context.warn(`[local] stop failed: ${String(e)}`));
  };
  /** Starts a stand-in and remembers how to stop it, so a failed start-up leaves nothing running. */
  const starting: Array<Promise<unknown>> = [];
  const start = async <Needs extends object, Started extends Running>(standIn: StandIn<Needs, Started>, needs: Needs): Promise<Started> => {
    const piece = standIn.start({ ...context, ...needs });
    starting.push(piece.catch(() => undefined));
    const value = await piece;
    stops.push(() => value.stop());
    return value;
  };

  try {
    // A fresh key per start unless one is given: challenges of an earlier start are refused like forged ones.
    const altchaHmacKey = env[ALTCHA_HMAC_KEY_ENV] || randomBytes(32).toString('hex');
    // The stand-ins of AWS's services (and the CRM's), each with its data prepared, side by side.
    const [dynamo, s3, ses, cognito, crm, voicePlatform] = await Promise.all([
      start(standIns.dynamodb, { storage: options.dynamoStorage ?? dynamoStorageFromEnv(env.LOCAL_DYNAMO_STORAGE) }),
      start(standIns.s3, {}),
      start(standIns.ses, { sandbox: options.sesSandbox ?? env.SES_SANDBOX === '1' }),
      start(standIns.cognito, {
        // The trigger runs beside the local Cognito, which starts before the other stand-ins answer.
        preSignUp: { handler: userPoolTriggers.handler, environment: preSignUpEnvironment({ dynamodb: localUrl(ports.dynamodb), altchaHmacKey, quiet }), runtime: lambdaRuntimeRef },
      }),
      start(standIns.crm, {}),
      start(standIns.voicePlatform, {}),
    ]);

    const eventBusUrl = localUrl(ports.eventBus);
    const handlerEnv = handlerEnvironment({
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, eventBridge: eventBusUrl, ses: ses.endpoint, cognito: cognito.endpoint },
      cognito: { userPoolId: cognito.userPoolId, clientId: cognito.clientId, issuer: cognito.issuer, jwksUrl: cognito.jwksUrl },
      pipedrive: crm.connection,
      voicePlatform: { apiUrl: voicePlatform.apiUrl, apiKey: voicePlatform.apiKey, serverCredentialId: voicePlatform.serverCredential.id, serverSecret: voicePlatform.serverCredential.secret },
      altchaHmacKey,
      quiet,
    });
    // Handlers are imported on their first call, after this: their SDK clients see these values.
    Object.assign(process.env, handlerEnv);
    // Links in mails (e.g. cancelling an intro call) lead to this local site unless told otherwise.
    process.env[SITE_URL_ENV] = env[SITE_URL_ENV] ?? localUrl(ports.site);
    delete process.env.AWS_SESSION_TOKEN;
    delete process.env.AWS_PROFILE;
    delete process.env.PIPEDRIVE_API_TOKEN_PARAMETER;
    const sweepMinAge = options.sweepMinAgeSeconds ?? (Number(env[SWEEP_MIN_AGE_ENV]) || SWEEP_MIN_AGE_SECONDS);
    process.env[SWEEP_MIN_AGE_ENV] = String(sweepMinAge);
    if (options.deliveryRetryScale !== undefined) process.env[DELIVERY_RETRY_SCALE_ENV] = String(options.deliveryRetryScale);
    if (options.minFillSeconds !== undefined) process.env[MIN_FILL_SECONDS_ENV] = String(options.minFillSeconds);
    if (options.challengeMaxNumber !== undefined) process.env[CHALLENGE_MAX_NUMBER_ENV] = String(options.challengeMaxNumber);
    if (options.requestsPerClientPerHour !== undefined) process.env[REQUESTS_PER_CLIENT_ENV] = String(options.requestsPerClientPerHour);

    // What runs behind the event bus reaches DynamoDB through its background port (dynamodb/dynamodb.ts).
    const lambda = await start(standIns.lambda, { backgroundEnvironment: { AWS_ENDPOINT_URL_DYNAMODB: dynamo.backgroundEndpoint } });
    const eventBus = await start(standIns.events, {
      invoke: lambda.invokeBackground,
      retryBaseMs: options.retryBaseMs ?? (Number(env.LOCAL_EVENT_RETRY_BASE_MS) || EVENT_RETRY_BASE_DELAY_MS),
    });
    const scheduler = await start(standIns.scheduler, {
      invoke: lambda.invokeBackground,
      intervalMs: options.sweepIntervalMs ?? (Number(env.LOCAL_SWEEP_INTERVAL_MS) || SWEEP_INTERVAL_MINUTES * 60_000),
    });
    const gateway = await start(standIns.gateway, {
      pool: cognito,
      invoke: lambda.invokeApi,
      throttles: options.throttles ?? env.LOCAL_THROTTLES !== '0',
    });
    const site = await start(standIns.site, {
      distDir: serveSite ? siteDir : undefined,
      api: gateway.api,
      media: s3.media,
      pool: cognito,
      s3Endpoint: s3.endpoint,
      precompress: options.precompressSite ?? true,
    });

    return {
      urls: {
        site: site.url,
        api: `${site.url}/api`,
        dynamodb: dynamo.endpoint,
        s3: s3.endpoint,
        ses: ses.endpoint,
        sesStore: ses.storeUrl,
        cognito: cognito.endpoint,
        cognitoIssuer: cognito.issuer,
        cognitoJwks: cognito.jwksUrl,
        eventBus: eventBus.endpoint,
        pipedrive: crm.url,
        pipedriveApi: crm.connection.baseUrl,
        voicePlatform: voicePlatform.url,
        voicePlatformApi: voicePlatform.apiUrl,
      },
      voicePlatform: { apiKey: voicePlatform.apiKey, serverCredentialId: voicePlatform.serverCredential.id, serverSecret: voicePlatform.serverCredential.secret },
      env: handlerEnv,
      ports,
      dataDir,
      cognito: { userPoolId: cognito.userPoolId, clientId: cognito.clientId, logFile: cognito.logFile },
      admin: cognito.admin,
      pipedriveMode: crm.mode,
      deadLetterFile: eventBus.deadLetterFile,
      siteServed: serveSite,
      sitePrecompressed: site.precompressed,
      whenIdle: () => eventBus.whenIdle(),
      runScheduledTasks: () => scheduler.runNow(),
      stop: stopAll,
    };
  } catch (error) {
    // Stand-ins started beside the one that failed (Promise.all) are stopped too, once they are up.
    await Promise.allSettled(starting);
    await stopAll();
    throw error;
  }
}
