/**
 * How stand-ins call a Lambda function without knowing the Lambda stand-in (lambda/): the gateway, the
 * event bus, the scheduler and Cognito's trigger are handed an `InvokeHandler` by the composition root.
 */

/** Runs a handler of services/src/handlers with a Lambda context and the function's timeout. */
export type InvokeHandler = (handler: string, event: unknown, timeoutMs: number) => Promise<unknown>;

/** The function ran past its timeout (Lambda's "Task timed out"): API Gateway answers 503 for it, not 500. */
export class LambdaTimeoutError extends Error {
  constructor(seconds: number) {
    super(`Task timed out after ${seconds.toFixed(2)} seconds`);
    this.name = 'LambdaTimeoutError';
  }
}

/**
 * Where a stand-in in a process of its own (core/service-process.ts) finds an `InvokeHandler`: a function
 * cannot be handed across the process boundary, so the composition root hands over the module (a file
 * URL) and the name of its export instead.
 */
export interface HandlerRuntimeRef {
  module: string;
  exportName: string;
}

/** Loads the `InvokeHandler` a `HandlerRuntimeRef` names. */
export async function loadHandlerRuntime(ref: HandlerRuntimeRef): Promise<InvokeHandler> {
  const loaded = (await import(ref.module)) as Record<string, unknown>;
  const invoke = loaded[ref.exportName];
  if (typeof invoke !== 'function') throw new Error(`${ref.module} does not export a function ${ref.exportName}`);
  return invoke as InvokeHandler;
}
