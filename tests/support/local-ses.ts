/**
 * Test helper: aws-ses-v2-local on a free port (the SES v1 SendEmail API), and the mails it received
 * (its GET /store). Sets AWS_ENDPOINT_URL_SES for the handlers.
 */
import type { AddressInfo } from 'node:net';
import startSesLocal from 'aws-ses-v2-local';

export interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export interface TestSes {
  endpoint: string;
  mails(): Promise<StoredMail[]>;
  stop(): Promise<void>;
}

export async function startTestSes(): Promise<TestSes> {
  const server = await startSesLocal({ host: '127.0.0.1', port: 0 });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_ENDPOINT_URL_SES = endpoint;
  return {
    endpoint,
    mails: async () => ((await (await fetch(`${endpoint}/store`)).json()) as { emails: StoredMail[] }).emails,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
