import { MAIL_FROM_ENV, SALES_INBOX_ENV, siteSettings } from '@rufbereit/shared';
import { localUrl } from '../core/http-util';
import { EVENT_BUS_NAME } from '../core/ports';
import { startServiceProcess } from '../core/service-process';
import type { StandIn } from '../core/stand-in';
import type { LocalSes, LocalSesOptions } from './ses';

export interface SesNeeds {
  /** Only verified identities and the simulator's addresses may be mailed (SES_SANDBOX=1). */
  sandbox: boolean;
}

/** SES: aws-ses-v2-local behind our front, in a process of its own behind the API in the CPU's queue. */
export const sesStandIn: StandIn<SesNeeds, LocalSes> = {
  name: 'ses',
  standsInFor: 'SES',
  emulator: 'aws-ses-v2-local 2.10.2, in a child process',
  adds: [
    'our front on its port (`ses.ts`), the mail view (JSON at `/store`) passed through',
    'the mailbox simulator (`success@`, `bounce@`, `complaint@`, `suppressionlist@simulator.amazonses.com`) and the account-level suppression list (`ses-simulator.ts`)',
    "the sandbox (`SES_SANDBOX=1`): recipients that are neither verified identities (the stage's sender, the sales inbox) nor simulator addresses are refused with SES's MessageRejected",
    "SES's events (delivery, bounce, complaint) of sends through a configuration set, in SES's event format, through the local event bus",
    'fault injection in front of it (`/__control/fail`, `/__control/reset`)',
  ],
  gaps: [
    'every other address "delivers" at once; no Send, DeliveryDelay, Open or Click events; no sending quota; the simulator\'s `ooto@` auto-reply is a plain delivery',
    'mail lives in memory',
    'it does not install as published (a transitive version missing from the registry): `"overrides": {"mailparser": "3.9.31"}` in the root `package.json`',
  ],
  start: (context) =>
    startServiceProcess<LocalSes>(
      { name: 'ses', module: new URL('./ses.ts', import.meta.url), start: 'startSes', reusable: true },
      [
        context.ports.ses,
        {
          // SES's events go to the account's default bus; locally the one bus (its name is `default` too).
          eventBus: { url: localUrl(context.ports.eventBus), name: EVENT_BUS_NAME },
          sandbox: context.sandbox,
          // The stage's sender and the sales inbox are the verified identities a sandboxed account has.
          verifiedIdentities: [context.env[MAIL_FROM_ENV] || siteSettings.mailFrom, context.env[SALES_INBOX_ENV] || siteSettings.salesInbox],
        } satisfies LocalSesOptions,
      ],
      // It runs behind the event bus: behind the API in the CPU's queue.
      { nice: context.backgroundNice },
    ),
};
