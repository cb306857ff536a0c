import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_HOST } from './ports';
import { startServiceProcess } from './service-process';

let holder: Server | undefined;
let directory: string | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (holder ? holder.close(() => resolve()) : resolve()));
  if (directory) await rm(directory, { recursive: true, force: true });
  holder = undefined;
  directory = undefined;
});

describe('a stand-in in a process of its own', () => {
  // s3rver reports a taken port as an 'error' event, not through its start: it used to crash the
  // process ("exited during start-up"), so the test support could not move to other ports.
  it('reports a taken port as PortInUseError, also where the library emits it as an event (s3rver)', async () => {
    holder = createServer();
    const port = await new Promise<number>((resolve) => holder!.listen(0, LOCAL_HOST, () => resolve((holder!.address() as { port: number }).port)));
    directory = await mkdtemp(path.join(tmpdir(), 'rufbereit-s3-port-'));
    await expect(startServiceProcess({ name: 's3', module: new URL('../s3/s3.ts', import.meta.url), start: 'startS3' }, [directory, port])).rejects.toMatchObject({ name: 'PortInUseError' });
  });
});
