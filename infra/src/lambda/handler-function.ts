import path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE_ENV, STAGE_ENV, metricsNamespace } from '@rufbereit/shared';
import { readStageSettings } from '../stage';
import { BUNDLE_FILE } from './bundling';
import { handlerBundleDir } from './handler-bundles';
import { secretsExtension } from './secrets-extension';

export interface HandlerFunctionProps {
  /** Handler name from the shared route table / event rules: `services/src/handlers/{handler}.ts`. */
  handler: string;
  description: string;
  timeout: Duration;
  environment: Record<string, string>;
  /** Asynchronous invocations (event targets): failed events after the last retry go here. */
  deadLetterQueue?: IQueue;
  retryAttempts?: number;
  maxEventAge?: Duration;
  /** Reads Secrets Manager secrets at run time (origin secret, ALTCHA key): the Parameters and Secrets extension's layer. */
  readsSecrets?: boolean;
}

/** Lambda runtime of every handler (Node 24 LTS; npm scripts run on the same major version, pinned by the `node` devDependency). */
export const HANDLER_RUNTIME = Runtime.NODEJS_24_X;

/**
 * One Lambda handler from `services/`, bundled locally with esbuild (no Docker; handler-bundles.ts), with its own log
 * group and its own role. The role starts with nothing but writing its own logs (instead of the
 * AWSLambdaBasicExecutionRole managed policy, which allows every log group); the caller adds the
 * grants the shared route table / event rules declare.
 */
export class HandlerFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly role: Role;
  /** The handler name: also the `service` dimension of its application metrics. */
  readonly handlerName: string;
  readonly timeout: Duration;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    this.handlerName = props.handler;
    this.timeout = props.timeout;

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of the ${props.handler} handler`,
    });
    const { stage, logRetention } = readStageSettings(this.node);
    const logGroup = new LogGroup(this, 'Logs', { retention: logRetention });
    logGroup.grantWrite(this.role);

    this.fn = new LambdaFunction(this, 'Function', {
      description: props.description,
      // Bundled with every other handler by one esbuild call (handler-bundles.ts), hashed by content.
      code: Code.fromAsset(handlerBundleDir(props.handler)),
      handler: `${path.basename(BUNDLE_FILE, '.js')}.handler`,
      runtime: HANDLER_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout,
      role: this.role,
      logGroup,
      deadLetterQueue: props.deadLetterQueue,
      retryAttempts: props.retryAttempts,
      maxEventAge: props.maxEventAge,
      paramsAndSecrets: props.readsSecrets ? secretsExtension(this) : undefined,
      // X-Ray active tracing, sampled by X-Ray's default rule (the first request each second and 5 % of
      // the rest): every sampled invocation's initialisation, duration and errors as a trace.
      tracing: Tracing.ACTIVE,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: props.handler,
        // The stage's own metrics: a dev stack in the same account never moves prod's alarms.
        [STAGE_ENV]: stage,
        [METRICS_NAMESPACE_ENV]: metricsNamespace(stage),
        // Stack traces point into the TypeScript sources (bundled with source maps).
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active tracing: X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions (added by Lambda tracing).',
    });
  }
}
