import { Duration } from 'aws-cdk-lib';
import { EventBus, Rule, type IEventBus } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EVENT_MAX_AGE_SECONDS, EVENT_TARGET_MAX_ATTEMPTS, SES_CONFIGURATION_SET_TAG, type EventRule } from '@rufbereit/shared';
import { HandlerFunction } from '../lambda/handler-function';
import { applyGrants, grantEnvironment, type GrantableResources } from '../lambda/grants';
import { pascalCase } from '../naming';

export interface EventsProps {
  /** The shared event rules (`eventRules`). */
  rules: ReadonlyArray<EventRule>;
  resources: Omit<GrantableResources, 'bus'>;
  /** The stage's SES configuration set: rules with `ownConfigurationSet` match its events only. */
  mailConfigurationSetName: string;
}

/** Lambda's own retries of an asynchronous invocation can be 0 to 2. */
const LAMBDA_ASYNC_MAX_RETRIES = 2;

/**
 * The custom event bus and one rule per shared event rule. Every target handler gets retries and its
 * own encrypted dead-letter queue; monitoring alarms as soon as one event lands there, so a contact
 * that could not reach the CRM or the inbox is never silently lost.
 */
export class Events extends Construct {
  readonly bus: EventBus;
  /** Target functions by handler name (one function per handler, even if several rules use it). */
  readonly targetFunctions = new Map<string, HandlerFunction>();
  readonly deadLetterQueues = new Map<string, Queue>();

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', { description: 'Website events (ContactCreated, DemoRequested, …)' });
    const resources: GrantableResources = { ...props.resources, bus: this.bus };
    // SES's EventBridge destination publishes to the account's default bus: rules on SES's events listen there.
    let defaultBus: IEventBus | undefined;
    const busOf = (ruleDef: EventRule): IEventBus => (ruleDef.bus === 'default' ? (defaultBus ??= EventBus.fromEventBusName(this, 'DefaultBus', 'default')) : this.bus);

    for (const ruleDef of props.rules) {
      const rule = new Rule(this, `${pascalCase(ruleDef.id)}Rule`, {
        eventBus: busOf(ruleDef),
        description: `${ruleDef.pattern['detail-type'].join(', ')} → ${ruleDef.targets.map((t) => t.handler).join(', ')}`,
        eventPattern: {
          source: [...ruleDef.pattern.source],
          detailType: [...ruleDef.pattern['detail-type']],
          // Another stage's mail in the same account never reaches this stage's handler.
          ...(ruleDef.ownConfigurationSet ? { detail: { mail: { tags: { [SES_CONFIGURATION_SET_TAG]: [props.mailConfigurationSetName] } } } } : {}),
        },
      });
      for (const target of ruleDef.targets) {
        const handler = this.targetFunction(target.handler);
        applyGrants(handler.role, target.grants, resources);
        for (const [name, value] of Object.entries(grantEnvironment(target.grants, resources))) {
          handler.fn.addEnvironment(name, value);
        }
        rule.addTarget(
          new LambdaFunction(handler.fn, {
            // Retries of the delivery to Lambda (throttling, service errors).
            retryAttempts: EVENT_TARGET_MAX_ATTEMPTS - 1,
            maxEventAge: Duration.seconds(EVENT_MAX_AGE_SECONDS),
            deadLetterQueue: this.deadLetterQueue(target.handler),
          }),
        );
      }
    }
  }

  private targetFunction(handler: string): HandlerFunction {
    const existing = this.targetFunctions.get(handler);
    if (existing) return existing;
    const fn = new HandlerFunction(this, pascalCase(handler), {
      handler,
      description: `Event target: ${handler}`,
      timeout: Duration.seconds(30),
      environment: {},
      // EventBridge invokes Lambda asynchronously, so a failing handler is retried by Lambda, not
      // by EventBridge. Those retries end in the same dead-letter queue, with the same message body
      // (the event), so one queue and one alarm cover both failure paths.
      retryAttempts: Math.min(EVENT_TARGET_MAX_ATTEMPTS - 1, LAMBDA_ASYNC_MAX_RETRIES),
      maxEventAge: Duration.seconds(EVENT_MAX_AGE_SECONDS),
      deadLetterQueue: this.deadLetterQueue(handler),
    });
    this.targetFunctions.set(handler, fn);
    return fn;
  }

  private deadLetterQueue(handler: string): Queue {
    const existing = this.deadLetterQueues.get(handler);
    if (existing) return existing;
    const name = pascalCase(handler);
    const queue = new Queue(this, `${name}DeadLetterQueue`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.deadLetterQueues.set(handler, queue);
    return queue;
  }
}
