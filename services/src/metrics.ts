/**
 * Application metrics of all handlers (Powertools Metrics, embedded metric format on stdout, which
 * CloudWatch turns into metrics). Names and namespace come from the shared contract, which the
 * stack's alarms and dashboard read too. Locally POWERTOOLS_METRICS_DISABLED keeps them off.
 */
import type { MiddlewareObj } from '@middy/core';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricName } from '@rufbereit/shared';
import { metricsNamespace } from './config';

let instance: Metrics | undefined;

/**
 * Created on first use, so the environment is read when a handler runs (the local gateway imports
 * handlers before it sets it). The service dimension is POWERTOOLS_SERVICE_NAME: the handler name.
 * The namespace is the stage's (POWERTOOLS_METRICS_NAMESPACE, set by the stack: `Rufbereit/prod`), so a
 * dev stack in the same account never moves prod's alarms; the bare base name only where none is set.
 */
export const metrics = (): Metrics => (instance ??= new Metrics({ namespace: metricsNamespace() }));

export const countMetric = (name: MetricName, value = 1): void => {
  metrics().addMetric(name, MetricUnit.Count, value);
};

/**
 * Writes the metrics of the invocation once it ends, answered or failed. Use it before the
 * middlewares that count (middy runs `after`/`onError` in reverse order). Unlike Powertools'
 * logMetrics it stays silent for an invocation that counted nothing (e.g. a plain GET).
 */
export function publishMetrics<E, R>(): MiddlewareObj<E, R> {
  const publish = (): void => {
    if (metrics().hasStoredMetrics()) metrics().publishStoredMetrics();
  };
  return { after: publish, onError: publish };
}
