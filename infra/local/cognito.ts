import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Server } from 'node:http';
import { PortInUseError, closeServer, localUrl } from './http-util';
import { LOCAL_HOST } from './ports';

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
type ConsoleSenderModule = typeof import('cognito-local/lib/services/messageDelivery/consoleMessageSender');
type DeliveryModule = typeof import('cognito-local/lib/services/messageDelivery/messageDelivery');
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

export async function startCognito(directory: string, port: number, logFile: string): Promise<LocalCognito> {
  await mkdir(directory, { recursive: true });
  // aws-sdk v2 (used by cognito-local for Lambda triggers, none configured here) warns on load.
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';

  const pinoModule = requireFromCognito('pino') as Pino;
  const AWS = requireFromCognito('aws-sdk') as AwsSdkV2;
  const services = requireFromCognito('cognito-local/lib/services') as ServicesModule;
  const { CognitoServiceFactoryImpl } = requireFromCognito('cognito-local/lib/services/cognitoService') as CognitoServiceModule;
  const { CryptoService } = requireFromCognito('cognito-local/lib/services/crypto') as CryptoModule;
  const { StormDBDataStoreFactory } = requireFromCognito('cognito-local/lib/services/dataStore/stormDb') as StormDbModule;
  const { ConsoleMessageSender } = requireFromCognito('cognito-local/lib/services/messageDelivery/consoleMessageSender') as ConsoleSenderModule;
  const { MessageDeliveryService } = requireFromCognito('cognito-local/lib/services/messageDelivery/messageDelivery') as DeliveryModule;
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
  const config = {
    ...DefaultConfig,
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
    new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const allServices = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  let server: Server;
  try {
    server = (await createServer(Router(allServices), logger, config.ServerConfig, allServices).start()) as Server;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError('Cognito (cognito-local)', port);
    throw error;
  }
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
