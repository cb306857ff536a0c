import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { ScheduledTask } from '@rufbereit/shared';
import { HandlerFunction } from '../lambda/handler-function';
import { applyGrants, grantEnvironment, type GrantableResources } from '../lambda/grants';
import { pascalCase } from '../naming';

export interface SchedulesProps {
  /** The shared scheduled tasks (`scheduledTasks`). */
  tasks: ReadonlyArray<ScheduledTask>;
  resources: GrantableResources;
}

/**
 * One function and one EventBridge rate rule per shared scheduled task (on the default bus, where
 * scheduled events arrive). A run that throws is not retried by the rule: the next run repeats the
 * work, and the function's error metric (monitoring) shows a task that keeps failing.
 */
export class Schedules extends Construct {
  readonly functions = new Map<string, HandlerFunction>();

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    for (const task of props.tasks) {
      const name = pascalCase(task.handler);
      const handler = new HandlerFunction(this, name, {
        handler: task.handler,
        description: `Scheduled every ${task.rateMinutes} min: ${task.handler}`,
        timeout: Duration.seconds(60),
        environment: grantEnvironment(task.grants, props.resources),
      });
      applyGrants(handler.role, task.grants, props.resources);
      new Rule(this, `${pascalCase(task.id)}Rule`, {
        description: `Runs ${task.handler} every ${task.rateMinutes} minute(s)`,
        schedule: Schedule.rate(Duration.minutes(task.rateMinutes)),
        targets: [new LambdaFunction(handler.fn, { retryAttempts: 0 })],
      });
      this.functions.set(task.handler, handler);
    }
  }
}
