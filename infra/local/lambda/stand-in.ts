import type { HandlerRuntimeRef, InvokeHandler } from '../core/lambda';
import type { Running, StandIn } from '../core/stand-in';
import { invokeHandler } from './lambda-runtime';
import { CHANGING_AND_READ_PER_CALL } from './handler-env';
import { startLambdaProcess } from './lambda-process';

export interface LambdaNeeds {
  /** Variables the background process keeps whatever this process's become (e.g. DynamoDB's background endpoint). */
  backgroundEnvironment: Record<string, string>;
}

export interface RunningLambda extends Running {
  /** The API's functions: in this process, on the gateway's event loop (the stand-in's gap). */
  invokeApi: InvokeHandler;
  /** Event targets and scheduled functions: in the background process, LOCAL_LAMBDA_CONCURRENCY at a time. */
  invokeBackground: InvokeHandler;
}

/** The runtime for a stand-in in a process of its own that runs a function beside it (Cognito's trigger). */
export const lambdaRuntimeRef: HandlerRuntimeRef = { module: new URL('./lambda-runtime.ts', import.meta.url).href, exportName: 'invokeHandler' };

/**
 * Lambda: the handlers of services/src/handlers run as on Lambda, with the environment the stack gives
 * each function (`handler-env.ts`, set by the composition root before the first call).
 */
export const lambdaStandIn: StandIn<LambdaNeeds, RunningLambda> = {
  name: 'lambda',
  standsInFor: 'Lambda',
  emulator: 'ours',
  adds: [
    'each handler imported once, like a warm container, with a Lambda context and its timeout (`lambda-runtime.ts`; a timed-out API function is answered 503 by the gateway)',
    'event targets and scheduled handlers in a child process at a lower scheduling priority (`lambda-process.ts`), off the API\'s event loop; at most 4 invocations at once (`LOCAL_LAMBDA_CONCURRENCY`), the others waiting in arrival order as events wait in Lambda\'s asynchronous queue, the wait not counted towards their timeout; later changes of the environment reach it with each invocation',
    'the environment the stack gives each function, pointed at the local stand-ins (`handler-env.ts`)',
  ],
  gaps: [
    "every API handler runs on the gateway's one event loop, sharing one DynamoDB client (its 50 sockets) and one core; on AWS each concurrent invocation has an instance of its own. The AWS SDK's work per DynamoDB request (middleware, SigV4, marshalling: about half of a beacon's CPU in the main process) adds up here for all invocations at once, so a load beyond ~100 beacons/s measures this machine, not the product (docs/benchmarks.md)",
    'no memory limit and no bundling: the handlers run from their TypeScript sources (the bundles: `npm run bench:lambda`)',
  ],
  async start(context) {
    const concurrency = Number(context.env.LOCAL_LAMBDA_CONCURRENCY) || undefined;
    const background = await startLambdaProcess({ nice: context.backgroundNice, concurrency, environment: context.backgroundEnvironment, readPerCall: CHANGING_AND_READ_PER_CALL });
    return { invokeApi: invokeHandler, invokeBackground: background.invoke, stop: () => background.stop() };
  },
};
