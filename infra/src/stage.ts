import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { siteSettings } from '@rufbereit/shared';
import { StackConfigError } from './errors';

/** Tag on every resource of a stage's stacks (app-stacks.ts): the budget counts the costs carrying it. */
export const STAGE_TAG = 'rufbereit:stage';

/** `cdk deploy -c stage=prod`; without it, `dev`. */
export const STAGE_CONTEXT_KEY = 'stage';
export const stages = ['dev', 'prod'] as const;
export type Stage = (typeof stages)[number];
export const DEFAULT_STAGE: Stage = 'dev';

/** What differs between a developer's stack and production, in one typed place. */
export interface StageSettings {
  stage: Stage;
  /** Name of the site's stack; its web ACL stack is `${stackName}-WebAcl`. */
  stackName: string;
  /** Of every log group the stack creates (functions, API access log, site deployment). */
  logRetention: RetentionDays;
  /** Tables: kept when the stack is deleted (prod), or deleted with it (dev). The media bucket is always kept. */
  dataRemovalPolicy: RemovalPolicy;
  /** Tables refuse deletion (prod). */
  deletionProtection: boolean;
  /** Default public address of the site (links in mails, CORS); `-c siteUrl=…` overrides it. */
  siteUrl: string;
  /** Default domain mails are sent from (an SES identity of its own); `-c mailFromDomain=…` overrides it. */
  mailFromDomain: string;
  /** Default monthly cost limit in USD (AWS Budgets alarm); `-c monthlyBudgetUsd=…` overrides it. */
  monthlyBudgetUsd: number;
}

const prodHost = new URL(siteSettings.siteUrl).hostname;
const prodMailDomain = siteSettings.mailFrom.slice(siteSettings.mailFrom.indexOf('@') + 1);

const settings: Record<Stage, Omit<StageSettings, 'stage'>> = {
  dev: {
    stackName: 'Rufbereit-dev',
    logRetention: RetentionDays.TWO_WEEKS,
    dataRemovalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    // Never the production address: a dev stack's mails must not send people to the live site.
    siteUrl: `https://dev.${prodHost.replace(/^www\./, '')}`,
    mailFromDomain: `dev.${prodMailDomain}`,
    monthlyBudgetUsd: 25,
  },
  prod: {
    stackName: 'Rufbereit-prod',
    logRetention: RetentionDays.THREE_MONTHS,
    dataRemovalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    siteUrl: siteSettings.siteUrl,
    mailFromDomain: prodMailDomain,
    // About three times the cost table's 1,000-visitors-a-day month (docs/operations.md, "Cost").
    monthlyBudgetUsd: 100,
  },
};

const isStage = (value: unknown): value is Stage => stages.some((s) => s === value);

/** The stage of the construct tree (CDK context is inherited, so any construct may ask). */
export function readStageSettings(node: Node): StageSettings {
  const value: unknown = node.tryGetContext(STAGE_CONTEXT_KEY) ?? DEFAULT_STAGE;
  if (!isStage(value)) {
    throw new StackConfigError(`Context "${STAGE_CONTEXT_KEY}" must be one of ${stages.join(', ')} (got ${JSON.stringify(value)}).`);
  }
  return { stage: value, ...settings[value] };
}
