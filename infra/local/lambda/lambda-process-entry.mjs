// Child-process entry of the local Lambda runtime (lambda-process.ts): TypeScript through tsx's
// loader (registered here, so it works under tsx and under vitest alike), then invocations by IPC
// message. Each message carries the parent's environment changes since the last one, so a test that
// changes a setting (e.g. DELIVERY_RETRY_SCALE) reaches the handlers as it did in one process.
// Ends with its parent (the IPC channel closes).
import { register } from 'tsx/esm/api';

register();
const { invokeHandler } = await import('./lambda-runtime.ts');

// A parent that went away meanwhile (its environment stopped during a call) has nobody to read the
// reply: the failed send is dropped instead of crashing this process with an unhandled EPIPE.
const reply = (message) => {
  if (process.connected) process.send(message, undefined, undefined, () => {});
};

process.on('message', ({ id, handler, event, timeoutMs, envChanges }) => {
  for (const [name, value] of Object.entries(envChanges ?? {})) {
    if (value === null) delete process.env[name];
    else process.env[name] = value;
  }
  invokeHandler(handler, event, timeoutMs).then(
    (result) => reply({ id, ok: true, result }),
    (error) => reply({ id, ok: false, error: { name: error?.name ?? 'Error', message: error?.message ?? String(error) } }),
  );
});
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
