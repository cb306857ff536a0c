/**
 * The one structured logger of all handlers (Powertools: JSON lines in CloudWatch, Lambda context
 * added by the injectLambdaContext middleware). Level from POWERTOOLS_LOG_LEVEL / AWS_LAMBDA_LOG_LEVEL.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'rufbereit-services' });

/** Error text safe to store and log: the message only, bounded in size. */
export const errorText = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 1000 ? `${text.slice(0, 1000)}…` : text;
};
