import path from 'node:path';
import { EVENT_TARGET_MAX_ATTEMPTS, eventRules, mailConfigurationSetName } from '@rufbereit/shared';
import type { InvokeHandler } from '../core/lambda';
import { EVENT_BUS_NAME, LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../core/ports';
import type { Running, StandIn } from '../core/stand-in';
import { startEventBus } from './event-bus';

export interface EventBusNeeds {
  /** Runs a target's function (the Lambda stand-in's background process). */
  invoke: InvokeHandler;
  /** Back-off base of the retries of a failed target. */
  retryBaseMs: number;
}

export interface RunningEventBus extends Running {
  endpoint: string;
  /** JSON lines of the events whose target kept failing (the stack's SQS dead-letter queue). */
  deadLetterFile: string;
  /** Resolves when no delivery is running or waiting for a retry. */
  whenIdle(): Promise<void>;
}

/** The stack gives event targets 30 s. */
const TARGET_TIMEOUT_MS = 30_000;

/** EventBridge: the account's default bus with the stack's rules (shared `eventRules`), in this process. */
export const eventBusStandIn: StandIn<EventBusNeeds, RunningEventBus> = {
  name: 'events',
  standsInFor: 'EventBridge (bus and rules)',
  emulator: 'ours',
  adds: [
    '`AWSEvents.PutEvents` on its port, matched against the stack\'s rules (`rule-matcher.ts`, `put-events.ts`)',
    'async targets with 3 attempts and back-off, dead letters to `{data}/dead-letters.jsonl` (the stack\'s SQS dead-letter queue)',
    'fault injection (`/__control/fail`, `/__control/reset`) and `/__control/idle`',
  ],
  gaps: [
    'the dead letters are lines in a file, not messages in the stack\'s SQS queue (no redrive)',
    "patterns of exact values on `source` and `detail-type` only, what the stack's rules use (`rule-matcher.ts`); any other pattern field fails closed; the one `detail` condition the stack adds (SES events of the stage's configuration set, `ownConfigurationSet`) is matched by its own function (`isOfConfigurationSet`)",
  ],
  async start(context) {
    const deadLetterFile = path.join(context.dataDir, 'dead-letters.jsonl');
    const bus = await startEventBus({
      port: context.ports.eventBus,
      busName: EVENT_BUS_NAME,
      account: LOCAL_ACCOUNT_ID,
      region: LOCAL_REGION,
      rules: eventRules,
      configurationSet: mailConfigurationSetName('local'),
      maxAttempts: EVENT_TARGET_MAX_ATTEMPTS,
      retryBaseMs: context.retryBaseMs,
      deadLetterFile,
      invoke: (handler, event) => context.invoke(handler, event, TARGET_TIMEOUT_MS),
      log: context.log,
    });
    return { ...bus, deadLetterFile };
  },
};
