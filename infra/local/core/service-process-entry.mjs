// Child-process entry of a local stand-in that runs outside the API's process (service-process.ts):
// TypeScript through tsx's loader, then `start(...args)` of the named export of a module (path
// relative to this folder). Reports what the start function returned (without `stop`), stops it
// when the parent goes.
// Arguments: module file, export name, JSON array of arguments.
// A process kept for reuse (service-process.ts) also takes `{ stop: true }` (stops what runs, answers
// `{ stopped: true }` and waits) and `{ start: [...args] }` (starts again, answers as the first start).
import { register } from 'tsx/esm/api';

register();
const [moduleFile, exportName, argsJson] = process.argv.slice(2);
// A parent that went away meanwhile (its environment stopped during a call) has nobody to read the
// reply: the failed send is dropped instead of crashing this process with an unhandled EPIPE.
const reply = (message) => {
  if (process.connected) process.send(message, undefined, undefined, () => {});
};
// Registered first: a parent that goes away during the start must not leave this process running.
let service;
process.on('disconnect', () => {
  Promise.resolve(service?.stop()).finally(() => process.exit(0));
});
const startFailed = (error) => {
  // A taken port is PortInUseError, whichever way the library reported it, so the caller can choose others.
  const name = error?.code === 'EADDRINUSE' ? 'PortInUseError' : (error?.name ?? 'Error');
  reply({ error: { name, message: error?.message ?? String(error) } });
  process.exit(1);
};

async function start(args) {
  // s3rver's listen() hands its callback to 'listening', so a taken port arrives as an unhandled 'error'
  // event, not through the start's promise: during the start such a crash is reported like a thrown error.
  process.on('uncaughtException', startFailed);
  try {
    const module = await import(new URL(moduleFile, import.meta.url).href);
    service = await module[exportName](...args);
    if (!process.connected) await Promise.resolve(service.stop()).finally(() => process.exit(0));
    const { stop: _stop, ...description } = service;
    process.off('uncaughtException', startFailed);
    reply({ ready: true, description });
  } catch (error) {
    startFailed(error);
  }
}

process.on('message', (message) => {
  if (message?.stop) {
    const running = service;
    service = undefined;
    Promise.resolve(running?.stop()).then(
      () => reply({ stopped: true }),
      (error) => reply({ stopped: false, error: String(error) }),
    );
  } else if (Array.isArray(message?.start)) {
    void start(message.start);
  }
});

await start(JSON.parse(argsJson));
