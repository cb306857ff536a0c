// Worker-thread entry of the local Lambda runtime (lambda-worker-pool.ts): TypeScript through tsx's
// loader (registered here, so it works under tsx and under vitest alike), then invocations by message.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { invokeHandler } = await import('./lambda-runtime.ts');

parentPort.on('message', ({ id, handler, event, timeoutMs }) => {
  invokeHandler(handler, event, timeoutMs).then(
    (result) => parentPort.postMessage({ id, ok: true, result }),
    (error) => parentPort.postMessage({ id, ok: false, error: { name: error?.name ?? 'Error', message: error?.message ?? String(error) } }),
  );
});
parentPort.postMessage({ ready: true });
