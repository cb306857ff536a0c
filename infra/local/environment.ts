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
  EVENT_TARGET_MAX_ATTEMPTS,
  SITE_URL_ENV,
  MAIL_FROM_ENV,
  SALES_INBOX_ENV,
  siteSettings,
  SWEEP_INTERVAL_MINUTES,
  SWEEP_MIN_AGE_ENV,
  SWEEP_MIN_AGE_SECONDS,
  apiPaths,
  apiRoutes,
  eventRules,
  userPoolTriggers,
  scheduledTasks,
  type BusEvent,
  type RuntimeConfig,
} from '@rufbereit/shared';
import { repoRoot, webDistDir } from '../src/paths';
import { createApiGateway } from './gateway/api-gateway';
import { createThrottle } from './gateway/throttle';
import type { LocalCognito, LocalCognitoOptions } from './cognito/cognito';
import { localAdminUser, provisionCognito, type CognitoIds, type LocalAdminUser } from './cognito/cognito-provision';
import { prepareTables, startDynamo } from './dynamodb/dynamodb';
import { startExpirySweep } from './dynamodb/expiry-sweep';
import { startEventBus } from './events/event-bus';
import { handlerEnvironment, preSignUpEnvironment, type PipedriveSettings } from './lambda/handler-env';
import { localUrl } from './core/http-util';
import { createJwtAuthorizer } from './gateway/jwt-authorizer';
import { invokeHandler } from './lambda/lambda-runtime';
import { startLambdaProcess } from './lambda/lambda-process';
import type { PipedriveFake } from './crm/pipedrive-fake';
import { startScheduler } from './events/scheduler';
import { EVENT_BUS_NAME, LOCAL_ACCOUNT_ID, LOCAL_REGION, MEDIA_BUCKET, resolveLocalPorts, type LocalPorts } from './core/ports';
import { localS3Client, seedMedia, type LocalS3 } from './s3/s3';
import type { LocalSes, LocalSesOptions } from './ses/ses';
import { startServiceProcess } from './core/service-process';
import { processStandIns } from './process-stand-ins';
import { startSiteServer } from './site/site-server';
import { registerCrmWebhook } from '../../services/src/adapters/pipedrive-webhook-registration';

export interface LocalEnvironmentOptions {
  /** Where every stand-in keeps its data. Default: LOCAL_DATA_DIR or `.data/`. */
  dataDir?: string;
  /** Wipe the data directory first. Default: LOCAL_FRESH=1. */
  fresh?: boolean;
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
  };
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

/** Token the environment sets for the fake; seeing it again (second start in one process) means "no real token". */
export const FAKE_PIPEDRIVE_TOKEN = 'local-fake-token';

const flag = (value: string | undefined): boolean => value === '1' || value === 'true';

/** Starts the stand-in for every AWS service of the stack, with tables, bucket, pool and seed data. */
export async function startLocalEnvironment(options: LocalEnvironmentOptions = {}): Promise<LocalEnvironment> {
  const env = process.env;
  const dataDir = path.resolve(repoRoot, options.dataDir ?? env.LOCAL_DATA_DIR ?? '.data');
  const ports = resolveLocalPorts(env, { offset: options.portOffset, site: options.sitePort });
  const quiet = options.quiet ?? false;
  const log = quiet ? () => undefined : (line: string) => console.log(line);
  const warn = (line: string): void => console.error(line);
  const serveSite = options.serveSite ?? true;
  // Scheduling priority ("nice") of what runs behind the event bus: the event targets and the SES and
  // CRM stand-ins. On AWS they run on other machines than the API; here they take the CPU the API
  // leaves and catch up after a burst. LOCAL_BACKGROUND_NICE=0 gives them the API's priority.
  const backgroundNice = Math.min(19, Math.max(0, Number(env.LOCAL_BACKGROUND_NICE ?? 10) || 0));
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
    for (const stop of stops.splice(0).reverse()) await stop().catch((e: unknown) => warn(`[local] stop failed: ${String(e)}`));
  };
  /** Starts a piece and remembers how to stop it, so a failed start-up leaves nothing running. */
  const starting: Array<Promise<unknown>> = [];
  const started = async <T extends { stop(): Promise<void> }>(piece: Promise<T>): Promise<T> => {
    starting.push(piece.catch(() => undefined));
    const value = await piece;
    stops.push(() => value.stop());
    return value;
  };

  try {
    // A fresh key per start unless one is given: challenges of an earlier start are refused like forged ones.
    const altchaHmacKey = env[ALTCHA_HMAC_KEY_ENV] || randomBytes(32).toString('hex');
    const realToken = env.PIPEDRIVE_API_TOKEN && env.PIPEDRIVE_API_TOKEN !== FAKE_PIPEDRIVE_TOKEN ? env.PIPEDRIVE_API_TOKEN : undefined;
    const [dynamo, s3, ses, cognito, pipedriveFake] = await Promise.all([
      started(startDynamo(path.join(dataDir, 'dynamodb'), ports.dynamodb, ports.dynamodbBackground)),
      // Every stand-in of an AWS service runs in a process of its own, as the service runs elsewhere;
      // those behind the event bus (SES, the CRM fake) also behind the API in the CPU's queue.
      started(startServiceProcess<LocalS3>(processStandIns.s3, [path.join(dataDir, 's3'), ports.s3])),
      started(
        startServiceProcess<LocalSes>(
          processStandIns.ses,
          [
            ports.ses,
            {
              // SES's events go to the account's default bus; locally the one bus (its name is `default` too).
              eventBus: { url: localUrl(ports.eventBus), name: EVENT_BUS_NAME },
              sandbox: options.sesSandbox ?? env.SES_SANDBOX === '1',
              // The stage's sender and the sales inbox are the verified identities a sandboxed account has.
              verifiedIdentities: [env[MAIL_FROM_ENV] || siteSettings.mailFrom, env[SALES_INBOX_ENV] || siteSettings.salesInbox],
            } satisfies LocalSesOptions,
          ],
          { nice: backgroundNice },
        ),
      ),
      started(
        startServiceProcess<LocalCognito>(processStandIns.cognito, [
          {
            directory: path.join(dataDir, 'cognito'),
            port: ports.cognito,
            logFile: path.join(dataDir, 'cognito.log'),
            sesEndpoint: localUrl(ports.ses),
            // The site server starts later on this port (its URL is localUrl(ports.site) too).
            siteUrl: localUrl(ports.site),
            mfaRequired: true,
            preSignUp: { handler: userPoolTriggers.handler, environment: preSignUpEnvironment({ dynamodb: localUrl(ports.dynamodb), altchaHmacKey, quiet }) },
          } satisfies LocalCognitoOptions,
        ]),
      ),
      realToken ? undefined : started(startServiceProcess<PipedriveFake>(processStandIns.pipedrive, [path.join(dataDir, 'pipedrive.json'), ports.pipedrive], { nice: backgroundNice })),
    ]);

    const admin = localAdminUser(env);
    const [tables, seeded, cognitoIds] = await Promise.all([
      prepareTables(dynamo.endpoint),
      seedMedia(s3.endpoint, path.join(repoRoot, 'infra/local/seed/media')),
      provisionCognito(cognito.endpoint, path.join(dataDir, 'cognito-ids.json'), admin),
    ]);
    if (tables.created.length) log(`[local] created tables: ${tables.created.join(', ')}`);
    for (const line of tables.migrated) log(`[local] ${line}`);
    // dynalite never expires items: the local stand-in for DynamoDB TTL (background work).
    const expiry = startExpirySweep(dynamo.backgroundEndpoint, log, Number(env.LOCAL_EXPIRY_SWEEP_MS) || undefined);
    stops.push(() => expiry.stop());
    const seededItems = tables.seeded.reduce((sum, t) => sum + t.items, 0);
    if (seededItems) log(`[local] seeded ${seededItems} item(s) from infra/local/seed/dynamodb`);
    if (seeded.length) log(`[local] seeded ${seeded.length} media file(s) from infra/local/seed/media`);

    const issuer = `${cognito.issuerDomain}/${cognitoIds.userPoolId}`;
    const jwksUrl = `${issuer}/.well-known/jwks.json`;
    const pipedrive: PipedriveSettings = realToken
      ? { baseUrl: env.PIPEDRIVE_BASE_URL ?? `https://${env.PIPEDRIVE_COMPANY_DOMAIN ?? ''}.pipedrive.com`, token: realToken, companyDomain: env.PIPEDRIVE_COMPANY_DOMAIN ?? '' }
      : { baseUrl: pipedriveFake?.baseUrl ?? '', token: FAKE_PIPEDRIVE_TOKEN, companyDomain: 'rufbereit-local' };
    const eventBusUrl = localUrl(ports.eventBus);
    const handlerEnv = handlerEnvironment({
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, eventBridge: eventBusUrl, ses: ses.endpoint, cognito: cognito.endpoint },
      cognito: { ...cognitoIds, issuer, jwksUrl },
      pipedrive,
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

    // Event targets and scheduled handlers run in a child process, off the API's event loop and
    // behind it in the CPU's queue, and reach DynamoDB through its background port (behind the API's
    // requests in dynalite's queue too: dynamodb.ts).
    // At most LOCAL_LAMBDA_CONCURRENCY invocations at once (lambda-process.ts); the rest wait their turn.
    const concurrency = Number(env.LOCAL_LAMBDA_CONCURRENCY) || undefined;
    const lambdas = await started(startLambdaProcess({ nice: backgroundNice, concurrency, environment: { AWS_ENDPOINT_URL_DYNAMODB: dynamo.backgroundEndpoint } }));
    const retryBaseMs = options.retryBaseMs ?? (Number(env.LOCAL_EVENT_RETRY_BASE_MS) || EVENT_RETRY_BASE_DELAY_MS);
    const deadLetterFile = path.join(dataDir, 'dead-letters.jsonl');
    const eventBus = await started(
      startEventBus({
        port: ports.eventBus,
        busName: EVENT_BUS_NAME,
        account: LOCAL_ACCOUNT_ID,
        region: LOCAL_REGION,
        rules: eventRules,
        maxAttempts: EVENT_TARGET_MAX_ATTEMPTS,
        retryBaseMs,
        deadLetterFile,
        // The stack gives event targets 30 s.
        invoke: (handler: string, event: BusEvent) => lambdas.invoke(handler, event, 30_000),
        log,
      }),
    );

    // The stack's rate rules (publish sweeper), as timers. The stack gives scheduled functions 60 s.
    const scheduler = startScheduler({
      tasks: scheduledTasks,
      intervalMs: options.sweepIntervalMs ?? (Number(env.LOCAL_SWEEP_INTERVAL_MS) || SWEEP_INTERVAL_MINUTES * 60_000),
      invoke: (handler, event) => lambdas.invoke(handler, event, 60_000),
      // A failed run is retried by the next one (its errors are in the handler's own log lines).
      log,
    });
    stops.push(() => scheduler.stop());

    const gateway = createApiGateway({
      routes: apiRoutes,
      authorize: createJwtAuthorizer({ issuer, jwksUri: jwksUrl, audience: [cognitoIds.clientId] }),
      // The stack gives route functions 10 s.
      invoke: (handler, event) => invokeHandler(handler, event, 10_000),
      log: warn,
      throttle: (options.throttles ?? env.LOCAL_THROTTLES !== '0') ? createThrottle() : undefined,
    });
    const mediaClient = localS3Client(s3.endpoint);
    stops.push(() => Promise.resolve(mediaClient.destroy()));
    const site = await started(
      startSiteServer({
        port: ports.site,
        distDir: serveSite ? siteDir : undefined,
        gateway,
        s3: mediaClient,
        bucket: MEDIA_BUCKET,
        // The browser app signs in at Cognito and uploads to the bucket directly.
        connectSources: [cognito.endpoint, s3.endpoint],
        runtimeConfig: {
          region: LOCAL_REGION,
          userPoolId: cognitoIds.userPoolId,
          userPoolClientId: cognitoIds.clientId,
          // Local only: where Cognito is, and the flow cognito-local supports (no SRP).
          cognitoEndpoint: cognito.endpoint,
          authFlowType: 'USER_PASSWORD_AUTH',
        } satisfies RuntimeConfig,
        log: warn,
        precompress: options.precompressSite ?? true,
      }),
    );
    // The stand-in's CRM webhook, registered as `npm run setup-crm-webhook` registers a stage's.
    if (pipedriveFake) {
      await registerCrmWebhook({ apiOrigin: pipedriveFake.baseUrl, token: pipedrive.token, subscriptionUrl: `${localUrl(ports.site)}${apiPaths.crmWebhook}` });
    }

    return {
      urls: {
        site: site.url,
        api: `${site.url}/api`,
        dynamodb: dynamo.endpoint,
        s3: s3.endpoint,
        ses: ses.endpoint,
        sesStore: ses.storeUrl,
        cognito: cognito.endpoint,
        cognitoIssuer: issuer,
        cognitoJwks: jwksUrl,
        eventBus: eventBus.endpoint,
        pipedrive: pipedriveFake?.url ?? pipedrive.baseUrl,
        pipedriveApi: pipedrive.baseUrl,
      },
      env: handlerEnv,
      ports,
      dataDir,
      cognito: { ...cognitoIds, logFile: cognito.logFile },
      admin,
      pipedriveMode: realToken ? 'real' : 'fake',
      deadLetterFile,
      siteServed: serveSite,
      sitePrecompressed: site.precompressed,
      whenIdle: () => eventBus.whenIdle(),
      runScheduledTasks: () => scheduler.runNow(),
      stop: stopAll,
    };
  } catch (error) {
    // Pieces started beside the one that failed (Promise.all) are stopped too, once they are up.
    await Promise.allSettled(starting);
    await stopAll();
    throw error;
  }
}
