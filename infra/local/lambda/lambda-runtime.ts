import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { handlerEntry } from '../../src/paths';
import { LambdaTimeoutError } from '../core/lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../core/ports';

/** What services/src/handlers/{name}.ts exports (middy handlers are async functions of this shape). */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const loaded = new Map<string, Promise<LambdaHandler>>();

/**
 * Imports a handler once, like a warm Lambda container: module-level clients are created on the
 * first call, so the environment variables must be set before (startLocalEnvironment does that).
 */
export function loadHandler(name: string): Promise<LambdaHandler> {
  if (!/^[a-z0-9-]+$/.test(name)) return Promise.reject(new Error(`Invalid handler name: ${name}`));
  let pending = loaded.get(name);
  if (!pending) {
    pending = import(pathToFileURL(handlerEntry(name)).href).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function') throw new Error(`services/src/handlers/${name}.ts does not export a handler function`);
      return module.handler as LambdaHandler;
    });
    // A failed import (e.g. the file does not exist yet) is retried on the next call.
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}

export function lambdaContext(name: string, timeoutMs: number): Context {
  const functionName = `rufbereit-local-${name}`;
  const deadline = Date.now() + timeoutMs;
  const unsupported = (): never => {
    throw new Error('Callback-style completion is not supported; return a promise.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${functionName}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** Invokes a handler with a Lambda-like context and timeout (the Lambda's configured timeout). */
export async function invokeHandler(name: string, event: unknown, timeoutMs = 30_000): Promise<unknown> {
  const handler = await loadHandler(name);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LambdaTimeoutError(timeoutMs / 1000)), timeoutMs);
  });
  try {
    return await Promise.race([handler(event, lambdaContext(name, timeoutMs)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
