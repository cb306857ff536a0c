import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer as createHttpServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { SESClient } from '@aws-sdk/client-ses';
import { cognitoCodeMail, cognitoMail, siteSettings } from '@rufbereit/shared';
import { CognitoApiError, createCognitoFront, type CognitoCall, type PoolUser } from './cognito-front';
import { fileRevocationStore } from './cognito-revocation';
import { closeServer, listen, localUrl, readBody } from '../core/http-util';
import { loadHandlerRuntime, type HandlerRuntimeRef, type InvokeHandler } from '../core/lambda';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION } from '../core/ports';

// cognito-local's only public entry (createDefaultServer) keeps its data in `./.cognito` of the
// working directory. To put it under the data directory instead, this module wires the same pieces
// as lib/server/defaults.js with our own directory and a logger that writes to a file (its output
// is noisy; the sign-up / reset codes it "mails" land in that file). Loaded with require(): the
// package is CommonJS with directory imports that Node's ESM loader refuses.
const requireFromHere = createRequire(import.meta.url);
const requireFromCognito = createRequire(requireFromHere.resolve('cognito-local/package.json'));

type ServicesModule = typeof import('cognito-local/lib/services/index');
type CognitoServiceModule = typeof import('cognito-local/lib/services/cognitoService');
type CryptoModule = typeof import('cognito-local/lib/services/crypto');
type StormDbModule = typeof import('cognito-local/lib/services/dataStore/stormDb');
type ErrorsModule = typeof import('cognito-local/lib/errors');
type OtpModule = typeof import('cognito-local/lib/services/otp');
type TokenModule = typeof import('cognito-local/lib/services/tokenGenerator');
type UserPoolModule = typeof import('cognito-local/lib/services/userPoolService');
type ConfigModule = typeof import('cognito-local/lib/server/config');
type RouterModule = typeof import('cognito-local/lib/server/Router');
type ServerModule = typeof import('cognito-local/lib/server/server');
type Pino = typeof import('pino').default;
type AwsSdkV2 = typeof import('aws-sdk');

export interface LocalCognito {
  endpoint: string;
  /** Tokens carry `iss = {issuerDomain}/{userPoolId}`. */
  issuerDomain: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface LocalCognitoOptions {
  directory: string;
  port: number;
  logFile: string;
  /** Where the codes Cognito "mails" are sent (the local SES; read them in its mail view). */
  sesEndpoint: string;
  /** The local site: the links in the sign-up and password-reset mails point there. */
  siteUrl: string;
  /** The pool requires TOTP for everyone, as the stack's pool does (see cognito-front.ts). */
  mfaRequired: boolean;
  /**
   * The pool's pre-sign-up trigger, as the stack attaches it: the handler (services/src/handlers) and
   * the environment the stack gives its function, pointed at the local stand-ins, and the Lambda runtime
   * that runs it in this process (named by the composition root: this stand-in imports no other).
   */
  preSignUp?: { handler: string; environment: Record<string, string>; runtime: HandlerRuntimeRef };
}

/**
 * cognito-local invokes a trigger through the Lambda Invoke API (an aws-sdk v2 client); there is no
 * local Lambda service, so this client runs the handler in this process, as a Lambda would, and
 * answers in the Invoke API's shape: the result as Payload, or FunctionError "Unhandled" with the
 * error message, which cognito-local turns into UserLambdaValidationException as Cognito does.
 */
function inProcessLambda(handlers: Record<string, string>, runtime: HandlerRuntimeRef | undefined) {
  // Loaded on the first trigger, as a Lambda's container starts on its first invocation.
  let loaded: Promise<InvokeHandler> | undefined;
  const invokeHandler = (): Promise<InvokeHandler> => (runtime ? (loaded ??= loadHandlerRuntime(runtime)) : Promise.reject(new Error('No Lambda runtime')));
  const run = async (functionName: string, payload: string): Promise<{ StatusCode: number; Payload: string; FunctionError?: string }> => {
    const handler = handlers[functionName];
    if (!handler) return { StatusCode: 404, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage: `No function ${functionName}` }) };
    try {
      return { StatusCode: 200, Payload: JSON.stringify(await (await invokeHandler())(handler, JSON.parse(payload), 5_000)) };
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : String(error);
      return { StatusCode: 200, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage, errorType: error instanceof Error ? error.name : 'Error' }) };
    }
  };
  return {
    invoke: (params: { FunctionName: string; Payload: string }) => ({ promise: () => run(params.FunctionName, params.Payload) }),
  };
}

/**
 * Mails Cognito's codes in German through the local SES, as the pool does via SES on AWS: sign-up
 * and password reset with their own texts and links to the local site (on AWS the CustomMessage
 * trigger writes the same through `cognitoCodeMail`), the invitation with its template, or the trial
 * invitation when AdminCreateUser's ClientMetadata asks for it. Stands in for cognito-local's
 * MessagesService, whose delivery is told the code but not what the mail is for.
 *
 * Gaps of cognito-local's AdminCreateUser (checked against 4.x): it calls no CustomMessage trigger
 * (hence this mailer, which gets AdminCreateUser's ClientMetadata as the trigger would); it cannot
 * resend an invitation (MessageAction RESEND); a temporary password it generates ignores the policy
 * (completed in cognito-front.ts).
 */
function sesMessages(sesEndpoint: string, siteUrl: string) {
  // Loaded with the first mail: most environments send none, and the SES client is ~0.2 s of CPU to import.
  let sdk: Promise<typeof import('@aws-sdk/client-ses')> | undefined;
  let client: SESClient | undefined;
  const send = async (destination: string, subject: string, html: string): Promise<void> => {
    const { SESClient, SendEmailCommand } = await (sdk ??= import('@aws-sdk/client-ses'));
    client ??= new SESClient({ endpoint: sesEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    await client.send(
      new SendEmailCommand({
        Source: siteSettings.mailFrom,
        Destination: { ToAddresses: [destination] },
        Message: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: { Html: { Data: html, Charset: 'UTF-8' }, Text: { Data: html.replace(/<br>/g, '\n'), Charset: 'UTF-8' } },
        },
      }),
    );
  };
  return {
    deliver: async (
      _ctx: unknown,
      source: string,
      _clientId: unknown,
      _userPoolId: unknown,
      user: { Username: string; Attributes?: Array<{ Name: string; Value?: string }> },
      code: string,
      clientMetadata: Record<string, string> | undefined,
      details: { Destination: string },
    ) => {
      // AdminCreateUser's ClientMetadata reaches the mail as it reaches the CustomMessage trigger on AWS.
      // In a pool signing in by e-mail cognito-local names the user by its sub; the invitation names
      // the address the account signs in with.
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
      const invitation = { username: email ?? user.Username, clientMetadata };
      const mail = cognitoCodeMail(source, code, siteUrl, invitation) ?? { subject: cognitoMail.invitationSubject, html: cognitoMail.invitationBody(user.Username, code) };
      await send(details.Destination, mail.subject, mail.html);
    },
  };
}

/**
 * cognito-local's CryptoService, loaded on its first use. It encrypts the code for a CustomEmailSender
 * trigger, which this pool never attaches, and loading it loads aws-sdk v2 and the AWS Encryption SDK:
 * ~0.27 s of CPU in every start of the process (22 starts in the integration tiers), for nothing.
 */
type CryptoService = InstanceType<CryptoModule['CryptoService']>;
function cryptoOnFirstUse(config: ConstructorParameters<CryptoModule['CryptoService']>[0]): Pick<CryptoService, 'encrypt'> {
  let service: CryptoService | undefined;
  const load = (): CryptoService => {
    const { CryptoService } = requireFromCognito('cognito-local/lib/services/crypto') as CryptoModule;
    return (service ??= new CryptoService(config));
  };
  return { encrypt: (ctx, plaintext) => load().encrypt(ctx, plaintext) };
}

/** Dates go out as epoch seconds, as cognito-local (and AWS) encode them. */
const jsonWithEpochDates = (value: unknown): string =>
  JSON.stringify(value, function (this: Record<string, unknown>, key: string, v: unknown) {
    const raw = this[key];
    return raw instanceof Date ? Math.floor(raw.getTime() / 1000) : v;
  });

export async function startCognito(options: LocalCognitoOptions): Promise<LocalCognito> {
  const { directory, port, logFile } = options;
  await mkdir(directory, { recursive: true });
  // aws-sdk v2 warns on load (cognito-local's CryptoService loads it: cryptoOnFirstUse).
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';

  const pinoModule = requireFromCognito('pino') as Pino;
  const services = requireFromCognito('cognito-local/lib/services') as ServicesModule;
  const { CognitoServiceFactoryImpl } = requireFromCognito('cognito-local/lib/services/cognitoService') as CognitoServiceModule;
  const { StormDBDataStoreFactory } = requireFromCognito('cognito-local/lib/services/dataStore/stormDb') as StormDbModule;
  const { CognitoError } = requireFromCognito('cognito-local/lib/errors') as ErrorsModule;
  const { otp } = requireFromCognito('cognito-local/lib/services/otp') as OtpModule;
  const { JwtTokenGenerator } = requireFromCognito('cognito-local/lib/services/tokenGenerator') as TokenModule;
  const { UserPoolServiceFactoryImpl } = requireFromCognito('cognito-local/lib/services/userPoolService') as UserPoolModule;
  const { DefaultConfig } = requireFromCognito('cognito-local/lib/server/config') as ConfigModule;
  const { Router } = requireFromCognito('cognito-local/lib/server/Router') as RouterModule;
  const { createServer } = requireFromCognito('cognito-local/lib/server/server') as ServerModule;

  const destination = pinoModule.destination({ dest: logFile, mkdir: true, sync: true });
  const logger = pinoModule({ level: 'info' }, destination);
  const ctx = { logger };
  const issuerDomain = localUrl(port);
  // The trigger's function runs in this process: its environment is this process's (set before the first call).
  if (options.preSignUp) Object.assign(process.env, options.preSignUp.environment);
  const functionName = options.preSignUp && `rufbereit-local-${options.preSignUp.handler}`;
  const triggerFunctions: Record<string, string> = options.preSignUp && functionName ? { PreSignUp: functionName } : {};
  const config = {
    ...DefaultConfig,
    TriggerFunctions: triggerFunctions,
    TokenConfig: { IssuerDomain: issuerDomain },
    ServerConfig: { port, hostname: LOCAL_HOST, https: false as const, development: false },
  };

  const dataDirectory = path.join(directory, 'db');
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(dataDirectory, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory));
  const cognito = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(
      config.TriggerFunctions,
      inProcessLambda(options.preSignUp && functionName ? { [functionName]: options.preSignUp.handler } : {}, options.preSignUp?.runtime) as unknown as InstanceType<AwsSdkV2['Lambda']>,
    ),
    cryptoOnFirstUse(config.KMSConfig) as CryptoService,
  );
  const allServices = {
    clock,
    cognito,
    config,
    messages: sesMessages(options.sesEndpoint, options.siteUrl) as never,
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = Router(allServices);
  const call: CognitoCall = (target, request) => router(target)(ctx, request as never) as Promise<Record<string, unknown>>;
  const findUser = async (clientId: string, username: string): Promise<PoolUser | undefined> => {
    const pool = await cognito.getUserPoolForClientId(ctx, clientId);
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) return undefined;
    const totpVerified = Boolean(user.SoftwareTokenMfaConfiguration?.Verified) && (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
    return { username: user.Username, enabled: user.Enabled !== false, totpVerified };
  };
  const canonicalUsername = async (userPoolId: string, username: string): Promise<string | undefined> => {
    const pool = await cognito.getUserPool(ctx, userPoolId);
    return (await pool.getUserByUsername(ctx, username))?.Username;
  };
  const revokeRefreshTokens = async (userPoolId: string, username: string, only?: string): Promise<boolean> => {
    const pool = await cognito.getUserPool(ctx, userPoolId);
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) return false;
    const kept = only === undefined ? [] : (user.RefreshTokens ?? []).filter((token) => token !== only);
    await pool.saveUser(ctx, { ...user, RefreshTokens: kept });
    return true;
  };
  const userByRefreshToken = async (clientId: string, refreshToken: string) => {
    const pool = await cognito.getUserPoolForClientId(ctx, clientId);
    const user = await pool.getUserByRefreshToken(ctx, refreshToken);
    return user ? { userPoolId: pool.options.Id, username: user.Username, enabled: user.Enabled !== false, totpVerified: false } : undefined;
  };
  const front = createCognitoFront({
    call,
    findUser,
    canonicalUsername,
    mfaRequired: options.mfaRequired,
    revocations: fileRevocationStore(path.join(directory, 'signed-out.json')),
    revokeRefreshTokens,
    userByRefreshToken,
  });
  // cognito-local's own express app answers everything the front does not take (JWKS, CORS, other targets).
  const app = createServer(router, logger, config.ServerConfig, allServices).application as unknown as RequestListener;

  const answer = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*', ...extra });
    res.end(jsonWithEpochDates(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    if (req.method !== 'POST' || (req.url ?? '/') !== '/' || !front.handles(target)) return void app(req, res);
    let request: Record<string, unknown>;
    try {
      request = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return answer(res, 400, { __type: 'SerializationException', message: 'Invalid JSON' });
    }
    try {
      answer(res, 200, await front.handle(target, request));
    } catch (error) {
      if (error instanceof CognitoApiError || error instanceof CognitoError) {
        const code = error instanceof CognitoApiError ? error.code : error.code;
        return answer(res, 400, { __type: code, message: error.message }, { 'x-amzn-errortype': code });
      }
      logger.error(error, `Error handling target: ${target}`);
      answer(res, 500, { __type: 'InternalErrorException', message: 'Internal error' });
    }
  };
  const server = createHttpServer((req, res) => void handle(req, res));
  await listen(server, port, 'Cognito (cognito-local)');
  return {
    endpoint: issuerDomain,
    issuerDomain,
    logFile,
    stop: async () => {
      await closeServer(server);
      destination.flushSync();
    },
  };
}
