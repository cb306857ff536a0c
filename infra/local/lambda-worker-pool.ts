import { SHARE_ENV, Worker } from 'node:worker_threads';

interface Reply {
  id?: number;
  ready?: boolean;
  ok?: boolean;
  result?: unknown;
  error?: { name: string; message: string };
}

export interface LambdaWorker {
  invoke(handler: string, event: unknown, timeoutMs: number): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * The event targets and scheduled handlers run in a worker thread, so their CRM calls, mails and
 * retries do not compete with the API handlers on the gateway's event loop (as Lambda runs them in
 * their own containers). The worker shares the process environment (the handlers read it per call).
 */
export async function startLambdaWorker(): Promise<LambdaWorker> {
  const worker = new Worker(new URL('./lambda-worker.mjs', import.meta.url), { env: SHARE_ENV });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', function ready(reply: Reply) {
      if (!reply.ready) return;
      worker.off('message', ready);
      worker.off('error', reject);
      resolve();
    });
  });
  worker.on('message', (reply: Reply) => {
    if (reply.id === undefined) return;
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiter) return;
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(Object.assign(new Error(reply.error?.message ?? 'Handler failed'), { name: reply.error?.name ?? 'Error' }));
  });
  worker.on('error', (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });
  return {
    invoke: (handler, event, timeoutMs) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, handler, event, timeoutMs });
      }),
    stop: async () => {
      await worker.terminate();
    },
  };
}
