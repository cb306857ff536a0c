import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { PIPEDRIVE_DOMAIN_ENV, PIPEDRIVE_TOKEN_PARAMETER_ENV } from '@rufbereit/shared';
import { mailFromDomain, type StackConfig } from '../config';
import type { HandlerFunction } from './handler-function';

/**
 * The CRM sync reads the Pipedrive token at run time from an SSM SecureString. The stack only knows
 * the parameter's name; the value is put into Parameter Store by hand, never into the repository.
 */
export function connectPipedrive(
  handler: HandlerFunction,
  config: Pick<StackConfig, 'pipedriveTokenParameterName' | 'pipedriveTokenKeyArn' | 'pipedriveCompanyDomain'>,
): void {
  const token = StringParameter.fromSecureStringParameterAttributes(handler, 'PipedriveApiToken', {
    parameterName: config.pipedriveTokenParameterName,
    // The default aws/ssm key needs no grant; a customer managed key needs kms:Decrypt (grantRead adds it).
    encryptionKey: config.pipedriveTokenKeyArn ? Key.fromKeyArn(handler, 'PipedriveTokenKey', config.pipedriveTokenKeyArn) : undefined,
  });
  token.grantRead(handler.role);
  handler.fn.addEnvironment(PIPEDRIVE_TOKEN_PARAMETER_ENV, config.pipedriveTokenParameterName);
  handler.fn.addEnvironment(PIPEDRIVE_DOMAIN_ENV, config.pipedriveCompanyDomain);
}

/** The notification mail may be sent from the verified sender identity, and from nothing else. */
export function allowSendingMail(handler: HandlerFunction, config: Pick<StackConfig, 'sesIdentityArn'>): void {
  const identityArn =
    config.sesIdentityArn ??
    Stack.of(handler).formatArn({ service: 'ses', resource: 'identity', resourceName: mailFromDomain() });
  handler.role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [identityArn] }),
  );
}
