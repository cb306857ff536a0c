/**
 * The stand-ins that run in a process of their own (core/service-process.ts forks them), named here by the
 * composition root's side: the lower layer (core/) takes a stand-in as an argument and knows none of them.
 */
import type { ProcessStandIn } from './core/service-process';

const standIn = (name: string, module: string, start: string): ProcessStandIn => ({ name, module: new URL(module, import.meta.url), start });

export const processStandIns = {
  s3: standIn('s3', './s3/s3.ts', 'startS3'),
  cognito: standIn('cognito', './cognito/cognito.ts', 'startCognito'),
  ses: standIn('ses', './ses/ses.ts', 'startSes'),
  pipedrive: standIn('pipedrive', './crm/pipedrive-fake.ts', 'startPipedriveFake'),
} as const;
