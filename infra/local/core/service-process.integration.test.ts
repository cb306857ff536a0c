import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { LocalSes } from '../ses/ses';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION } from './ports';
import { keptProcessCount, reuseLocalProcesses } from './process-pool';
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

describe('a process kept for the next start (reuseLocalProcesses, the test kit)', () => {
  afterAll(() => reuseLocalProcesses(false));

  const freePort = async (): Promise<number> => {
    const probe = createServer();
    const port = await new Promise<number>((resolve) => probe.listen(0, LOCAL_HOST, () => resolve((probe.address() as { port: number }).port)));
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  };
  const startSes = async (reusable: true | { keeps: string } = true): Promise<LocalSes> =>
    startServiceProcess<LocalSes>({ name: 'ses', module: new URL('../ses/ses.ts', import.meta.url), start: 'startSes', reusable }, [await freePort(), {}]);
  const send = async (ses: LocalSes, subject: string): Promise<void> => {
    const client = new SESClient({ endpoint: ses.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    try {
      await client.send(new SendEmailCommand({ Source: 'website@rufbereit.de', Destination: { ToAddresses: ['a@beispiel.de'] }, Message: { Subject: { Data: subject }, Body: { Text: { Data: 'x' } } } }));
    } finally {
      client.destroy();
    }
  };
  const subjects = async (ses: LocalSes): Promise<string[]> => ((await (await fetch(ses.storeUrl)).json()) as { emails: Array<{ subject: string }> }).emails.map((m) => m.subject);

  // aws-ses-v2-local keeps its mails in module state: the second start in the same process must begin with none.
  it('starts the stand-in again in the process of its last stop, from nothing the last start left', async () => {
    reuseLocalProcesses();
    const first = await startSes();
    await send(first, 'Erste Umgebung');
    expect(await subjects(first)).toEqual(['Erste Umgebung']);
    await first.stop();
    expect(keptProcessCount()).toBe(1);

    const second = await startSes();
    expect(keptProcessCount()).toBe(0);
    expect(await subjects(second)).toEqual([]);
    await send(second, 'Zweite Umgebung');
    expect(await subjects(second)).toEqual(['Zweite Umgebung']);
    await second.stop();
    expect(keptProcessCount()).toBe(1);
  });

  it('serves a start that keeps other settings (a trigger loaded with another environment) from a new process', async () => {
    await (await startSes({ keeps: 'Umgebung A' })).stop();
    const before = keptProcessCount();
    const other = await startSes({ keeps: 'Umgebung B' });
    expect(keptProcessCount()).toBe(before);
    await other.stop();
    expect(keptProcessCount()).toBe(before + 1);
    await (await startSes({ keeps: 'Umgebung A' })).stop();
    expect(keptProcessCount()).toBe(before + 1);
  });

  it('ends the kept processes when the reuse is switched off', () => {
    reuseLocalProcesses(false);
    expect(keptProcessCount()).toBe(0);
  });
});
