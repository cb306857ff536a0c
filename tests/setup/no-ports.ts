/**
 * The unit tier's promise (vitest.config.ts): no stand-in started, no port opened. A unit test that
 * listens on a port or forks a process fails here with the way out, instead of slowing the tier down.
 * Tests that need a server belong to the integration tier (tests/integration, or `*.integration.test.ts`).
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

const refuse = (what: string) => (): never => {
  throw new Error(`Unit tests open no port and start no process (${what}). Move this test to the integration tier: tests/integration/ or a *.integration.test.ts file.`);
};

net.Server.prototype.listen = refuse('net.Server.listen') as typeof net.Server.prototype.listen;
childProcess.fork = refuse('child_process.fork') as typeof childProcess.fork;
// `import { fork } from 'node:child_process'` sees the replacement only after this.
syncBuiltinESMExports();
